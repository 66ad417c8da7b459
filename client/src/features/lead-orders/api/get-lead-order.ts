import { useQuery } from '@tanstack/react-query';
import type { LeadOrderView } from '../../../../../common/contracts/lead-orders';
import { leadOrderApi } from '../../../../../common/contracts/lead-orders-api';
import { callApi } from '../../../lib/api';

export const leadOrderKey = (orderId: string) => [leadOrderApi.order.path, orderId] as const;

// The answer's type is the return type's: naming it as callApi's type argument would lose the
// inference of the path's parameters.
export const getLeadOrder = (orderId: string): Promise<LeadOrderView> =>
  callApi(leadOrderApi.order, { params: { orderId } });

/** One of the signed-in user's lead orders, with its history and refunds (404: not theirs). */
export function useLeadOrder(orderId: string) {
  return useQuery({
    queryKey: leadOrderKey(orderId),
    queryFn: () => getLeadOrder(orderId),
    enabled: orderId !== '',
    retry: false,
  });
}
