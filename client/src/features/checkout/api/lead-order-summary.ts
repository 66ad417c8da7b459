import { useQuery } from '@tanstack/react-query';
import type { LeadOrderView } from '../../../../../common/contracts/lead-orders';
import { leadOrderApi } from '../../../../../common/contracts/lead-orders-api';
import { callApi } from '../../../lib/api';

// Keyed as the lead-order page keys the same call, so either screen's answer serves the other.
export const leadOrderSummaryKey = (orderId: string) => [leadOrderApi.order.path, orderId] as const;

export const getLeadOrderSummary = (orderId: string): Promise<LeadOrderView> =>
  callApi(leadOrderApi.order, { params: { orderId } });

/** What a lead order being paid for is (quantity, filters): its owner's own order, from the server. */
export function useLeadOrderSummary(orderId: string) {
  return useQuery({
    queryKey: leadOrderSummaryKey(orderId),
    queryFn: () => getLeadOrderSummary(orderId),
    retry: false,
  });
}
