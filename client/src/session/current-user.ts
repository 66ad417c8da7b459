import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../common/contracts/accounts';
import { accountsApi } from '../../../common/contracts/accounts-api';
import { timing } from '../../../content/app-text';
import { SIGNED_IN_HINT_COOKIE } from '../../../common/session-hint';
import { ApiError, callApi } from '../lib/api';

export const currentUserKey = [accountsApi.currentUser.path] as const;

/**
 * The hint cookie's value (a random one per sign-in), or null when this browser is signed out.
 * The session itself decides who is signed in.
 */
export const signedInHint = (): string | null => {
  if (typeof document === 'undefined') return null;
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
  return found === undefined ? null : found.slice(SIGNED_IN_HINT_COOKIE.length + 1);
};

/** True when this browser has signed in (the hint cookie; the session itself decides). */
export const hasSignedInHint = () => signedInHint() !== null;

// The session ended on the server (expiry, another logout): forget the hint too.
const forgetSignedInHint = () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`;
};

/** The signed-in user, or null when signed out. Falls back to accountsApi.user if the first call fails. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  // A browser that never signed in is signed out: no call, so no 401 on public pages.
  if (!hasSignedInHint()) return null;
  try {
    return await callApi<CurrentUser>(accountsApi.currentUser);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      forgetSignedInHint();
      return null;
    }
    try {
      return await callApi<CurrentUser>(accountsApi.user);
    } catch (fallbackError) {
      if (fallbackError instanceof ApiError && fallbackError.status === 401) {
        forgetSignedInHint();
        return null;
      }
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
