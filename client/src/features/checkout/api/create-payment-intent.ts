import { useMutation } from '@tanstack/react-query';
import type {
  CreatePaymentIntentBody,
  CreatePaymentIntentReply,
} from '../../../../../common/contracts/checkout';
import { apiRequest } from '../../../lib/api';

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
  const reply = await apiRequest<CreatePaymentIntentReply>(
    'POST',
    '/api/create-payment-intent',
    openOrderId ? { ...body, openOrderId } : body,
  );
  keepOpenOrder(key, reply.orderId);
  return reply;
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
