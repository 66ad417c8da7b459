import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type CompleteLeadOrderReply,
  type LeadAllowance,
  leadOrderApi,
  type LeadOrderDetails,
  type LeadOrderList,
  leadOrderStorageKey,
  type LeadPaymentIntentBody,
  type LeadPaymentIntentReply,
} from '../../../../common/contracts/lead-orders';
import { apiGet, apiRequest } from '../../lib/api';

export const leadOrdersKey = [leadOrderApi.list] as const;
export const leadAllowanceKey = [leadOrderApi.allowance] as const;

/** The signed-in user's paid orders (requested only when signed in). */
export function useLeadOrders(enabled: boolean) {
  return useQuery({
    queryKey: leadOrdersKey,
    queryFn: () => apiGet<LeadOrderList>(leadOrderApi.list),
    enabled,
  });
}

/** Whether the next order of the included quantity is free (agency members, once). */
export function useLeadAllowance(enabled: boolean) {
  return useQuery({
    queryKey: leadAllowanceKey,
    queryFn: () => apiGet<LeadAllowance>(leadOrderApi.allowance),
    enabled,
  });
}

export function useCreateLeadPaymentIntent() {
  return useMutation({
    mutationFn: (body: LeadPaymentIntentBody) =>
      apiRequest<LeadPaymentIntentReply>('POST', leadOrderApi.createPaymentIntent, body),
  });
}

/** What the form leaves for the success page: the details (spec section 3) and the server's order id. */
export type StoredLeadOrder = { orderId: string; orderDetails: LeadOrderDetails };

export function storeLeadOrder(value: StoredLeadOrder) {
  try {
    sessionStorage.setItem(leadOrderStorageKey, JSON.stringify(value));
  } catch {
    // Storage turned off: a paid order still completes by its payment intent id.
  }
}

export function readStoredLeadOrder(): StoredLeadOrder | null {
  try {
    const raw = sessionStorage.getItem(leadOrderStorageKey);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredLeadOrder>) : null;
    return parsed && typeof parsed.orderId === 'string' && parsed.orderDetails
      ? (parsed as StoredLeadOrder)
      : null;
  } catch {
    return null;
  }
}

export function forgetStoredLeadOrder() {
  try {
    sessionStorage.removeItem(leadOrderStorageKey);
  } catch {
    // Nothing stored.
  }
}

/** The success page's call: by payment intent, or (free orders only) by the stored order. */
export function completeLeadOrder(
  input: { paymentIntentId: string } | StoredLeadOrder,
): Promise<CompleteLeadOrderReply> {
  return 'paymentIntentId' in input
    ? apiRequest('POST', leadOrderApi.complete, { paymentIntentId: input.paymentIntentId })
    : apiRequest('POST', leadOrderApi.completeAlt, {
        orderId: input.orderId,
        orderDetails: input.orderDetails,
      });
}
