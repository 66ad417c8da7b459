import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { redirectToLogin } from '../session/unauthorized';
import { isUnauthorized } from '../lib/api';

/**
 * What the server answers changes when this user writes, and each write invalidates what it
 * changed: so results never go stale, with no refetch on focus, no polling and no retries. Any
 * 401 leads to login.
 */
export function createQueryClient() {
  const onError = (error: Error) => {
    if (isUnauthorized(error)) redirectToLogin();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    // A wrong password also answers 401; that is the login form's own message, not a lost session.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.isSignIn !== true) onError(error);
      },
    }),
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
      <LazyToaster />
    </QueryClientProvider>
  );
}
