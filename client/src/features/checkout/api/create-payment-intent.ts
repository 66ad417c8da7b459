import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreatePaymentIntentBody,
  type CreatePaymentIntentReply,
  type PaymentSummary,
} from '../../../../../common/contracts/checkout';
import { checkoutApi } from '../../../../../common/contracts/checkout-api';
import { callApi } from '../../../lib/api';
import { paymentSummaryKey } from './payment-summary';

// The server hands a signed-out buyer's open order again only to the browser that shows its id,
// so this tab keeps the id it was given for each email and product.
const openOrderKey = (body: CreatePaymentIntentBody) =>
  `checkout-open-order:${body.product}:${body.email.trim().toLowerCase()}`;

function readOpenOrder(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    // Storage turned off: the server makes a new order instead, which costs nothing.
    return null;
  }
}

function keepOpenOrder(key: string, orderId: string) {
  try {
    sessionStorage.setItem(key, orderId);
  } catch {
    // Storage turned off: see readOpenOrder.
  }
}

export async function createPaymentIntent(body: CreatePaymentIntentBody) {
  const key = openOrderKey(body);
  const openOrderId = body.openOrderId ?? readOpenOrder(key);
  const reply = await callApi<CreatePaymentIntentReply>(checkoutApi.createPaymentIntent, {
    body: openOrderId ? { ...body, openOrderId } : body,
  });
  keepOpenOrder(key, reply.orderId);
  return reply;
}

/** Creates the intent, and knows its summary at once, so the payment step opens without a call. */
export function useCreatePaymentIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentIntent,
    onSuccess: (reply, body) => {
      queryClient.setQueryData<PaymentSummary>(paymentSummaryKey(reply.clientSecret), {
        orderId: reply.orderId,
        product: reply.product,
        offer: reply.offer,
        amountCents: reply.amountCents,
        currency: reply.currency,
        email: body.email,
        status: 'awaiting_payment',
      });
    },
  });
}
