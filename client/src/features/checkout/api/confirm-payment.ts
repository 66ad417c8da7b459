import { useQuery } from '@tanstack/react-query';
import type { OrderReceipt } from '../../../../../common/contracts/checkout';
import { apiRequest } from '../../../lib/api';

export const confirmPaymentKey = (paymentIntentId: string) =>
  ['/api/checkout/confirm', paymentIntentId] as const;

/** Asks the server to verify the payment with the provider (and fulfil it); safe to repeat. */
export const confirmPayment = (paymentIntentId: string) =>
  apiRequest<OrderReceipt>('POST', '/api/checkout/confirm', { paymentIntentId });

export function useConfirmPayment(paymentIntentId: string | null) {
  return useQuery({
    queryKey: confirmPaymentKey(paymentIntentId ?? ''),
    queryFn: () => confirmPayment(paymentIntentId!),
    enabled: paymentIntentId !== null,
  });
}
