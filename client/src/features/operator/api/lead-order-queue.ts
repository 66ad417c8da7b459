import { useQuery } from '@tanstack/react-query';
import { leadOrderApi, type OperatorQueue } from '../../../../../common/contracts/lead-orders';
import { apiGet } from '../../../lib/api';

export const leadOrderQueueKey = [leadOrderApi.operatorQueue] as const;

/** Paid lead orders not yet delivered or failed, soonest due first; refreshed every minute. */
export function useLeadOrderQueue() {
  return useQuery({
    queryKey: leadOrderQueueKey,
    queryFn: () => apiGet<OperatorQueue>(leadOrderApi.operatorQueue),
    refetchInterval: 60_000,
  });
}
