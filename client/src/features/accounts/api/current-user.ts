import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../../common/contracts/accounts';
import { timing } from '../../../../../content/app-text';
import { ApiError, apiGet } from '../../../lib/api';

export const currentUserKey = ['/api/auth/current-user'] as const;

/** The signed-in user, or null when signed out. Falls back to /api/auth/user if the first call fails. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiGet<CurrentUser>('/api/auth/current-user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    try {
      return await apiGet<CurrentUser>('/api/auth/user');
    } catch (fallbackError) {
      if (fallbackError instanceof ApiError && fallbackError.status === 401) return null;
      throw fallbackError;
    }
  }
}

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export function useAuth(): { user: CurrentUser | null; status: AuthStatus } {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: getCurrentUser,
    staleTime: timing.currentUserCacheMs,
    retry: false,
  });
  if (query.isPending) return { user: null, status: 'loading' };
  const user = query.data ?? null;
  return { user, status: user ? 'authenticated' : 'unauthenticated' };
}
