import { useQuery, type QueryClient } from '@tanstack/react-query';
import { accountsApi } from '../../../common/contracts/accounts-api';
import type { AccessReply } from '../../../common/contracts/accounts';
import { needsOfPagePath } from '../../../common/page-needs';
import { callApi } from '../lib/api';
import { currentUserKey } from './current-user';

export const accessKey = [accountsApi.access.path] as const;

export const fetchAccess = () => callApi<AccessReply>(accountsApi.access);

/** What this user may open now: everything while open access is on, otherwise what they bought. */
export function useAccess() {
  return useQuery({ queryKey: accessKey, queryFn: fetchAccess });
}

/**
 * Whether this user may open a page of the route list: pages that need nothing always, the others
 * once the server has said they are unlocked (never before).
 */
export function useCanOpen(): (path: string) => boolean {
  const access = useAccess().data;
  return (path) => {
    const needs = needsOfPagePath(path);
    return needs === null || access?.[needs] === true;
  };
}

/** After a purchase: the user's entitlements and what they may open are asked again. */
export function refetchPurchases(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserKey }),
    queryClient.invalidateQueries({ queryKey: accessKey }),
  ]);
}
