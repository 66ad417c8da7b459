import { useQuery } from '@tanstack/react-query';
import { type PaymentSummary } from '../../../../../common/contracts/checkout';
import { checkoutApi } from '../../../../../common/contracts/checkout-api';
import { callApi } from '../../../lib/api';

export const paymentSummaryKey = (clientSecret: string) =>
  [checkoutApi.payment.path, clientSecret] as const;

export const getPaymentSummary = (clientSecret: string) =>
  callApi<PaymentSummary>(checkoutApi.payment, { query: { clientSecret } });

/** The order behind the client secret in the address (checkout step 2). */
export function usePaymentSummary(clientSecret: string | null) {
  return useQuery({
    queryKey: paymentSummaryKey(clientSecret ?? ''),
    queryFn: () => getPaymentSummary(clientSecret!),
    enabled: clientSecret !== null,
  });
}
