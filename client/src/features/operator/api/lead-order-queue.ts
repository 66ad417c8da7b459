import { useQuery } from '@tanstack/react-query';
import type { OperatorQueue } from '../../../../../common/contracts/lead-orders';
import { operatorApi } from '../../../../../common/contracts/operator-api';
import { callApi } from '../../../lib/api';

export const leadOrderQueueKey = [operatorApi.leadOrderQueue.path] as const;

export const getLeadOrderQueue = () => callApi<OperatorQueue>(operatorApi.leadOrderQueue);

/** Paid lead orders not yet delivered or failed, soonest due first; refreshed every minute. */
export function useLeadOrderQueue() {
  return useQuery({
    queryKey: leadOrderQueueKey,
    queryFn: getLeadOrderQueue,
    refetchInterval: 60_000,
  });
}
