import { useQuery, type QueryClient } from '@tanstack/react-query';
import { accountsApi } from '../../../common/contracts/accounts-api';
import type { AccessReply } from '../../../common/contracts/accounts';
import { callApi } from '../lib/api';
import { currentUserKey } from './current-user';

export const accessKey = [accountsApi.access.path] as const;

export const fetchAccess = () => callApi<AccessReply>(accountsApi.access);

/** What this user may open now: everything while open access is on, otherwise what they bought. */
export function useAccess() {
  return useQuery({ queryKey: accessKey, queryFn: fetchAccess });
}

/** After a purchase: the user's entitlements and what they may open are asked again. */
export function refetchPurchases(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserKey }),
    queryClient.invalidateQueries({ queryKey: accessKey }),
  ]);
}
