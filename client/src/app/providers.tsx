import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { redirectToLogin } from '../features/accounts/unauthorized';
import { isUnauthorized } from '../lib/api';

/** Section 9: results never go stale, no refetch on focus, no polling, no retries; any 401 leads to login. */
export function createQueryClient() {
  const onError = (error: Error) => {
    if (isUnauthorized(error)) redirectToLogin();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
