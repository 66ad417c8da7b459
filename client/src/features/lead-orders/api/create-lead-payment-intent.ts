import { useMutation } from '@tanstack/react-query';
import { checkoutApi } from '../../../../../common/contracts/checkout-api';
import type {
  LeadPaymentIntentBody,
  LeadPaymentIntentReply,
} from '../../../../../common/contracts/lead-orders';
import { callApi } from '../../../lib/api';

/** A lead order is paid through the checkout's intent call, with its details; the server prices it. */
export const createLeadPaymentIntent = (body: LeadPaymentIntentBody) =>
  callApi<LeadPaymentIntentReply>(checkoutApi.createPaymentIntent, { body });

export function useCreateLeadPaymentIntent() {
  return useMutation({ mutationFn: createLeadPaymentIntent });
}
