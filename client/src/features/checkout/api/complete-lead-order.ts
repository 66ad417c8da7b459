import { useQuery } from '@tanstack/react-query';
import { type CompleteLeadOrderReply } from '../../../../../common/contracts/lead-orders';
import { leadOrderApi } from '../../../../../common/contracts/lead-orders-api';
import { callApi } from '../../../lib/api';
import type { StoredLeadOrder } from '../../../lib/stored-lead-order';

/** A paid order completes by its payment intent; a free one by the order the form stored. */
export type LeadOrderCompletionInput = { paymentIntentId: string } | StoredLeadOrder;

export const completeLeadOrderKey = (input: LeadOrderCompletionInput | null) =>
  input === null || 'paymentIntentId' in input
    ? ([leadOrderApi.complete.path, input?.paymentIntentId ?? ''] as const)
    : ([leadOrderApi.completeFree.path, input.orderId] as const);

/** The server refuses to complete for free an order it does not know to be free. */
export const completeLeadOrder = (input: LeadOrderCompletionInput) =>
  'paymentIntentId' in input
    ? callApi<CompleteLeadOrderReply>(leadOrderApi.complete, {
        body: { paymentIntentId: input.paymentIntentId },
      })
    : callApi<CompleteLeadOrderReply>(leadOrderApi.completeFree, {
        body: { orderId: input.orderId, orderDetails: input.orderDetails },
      });

/** Asked once per order while the page is open; a reload asks again, and the server completes nothing twice. */
export function useCompleteLeadOrder(input: LeadOrderCompletionInput | null) {
  return useQuery({
    queryKey: completeLeadOrderKey(input),
    queryFn: () => completeLeadOrder(input!),
    enabled: input !== null,
    staleTime: Infinity,
    retry: false,
  });
}
