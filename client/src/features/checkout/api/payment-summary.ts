import { useQuery } from '@tanstack/react-query';
import type { PaymentSummary } from '../../../../../common/contracts/checkout';
import { apiGet } from '../../../lib/api';

export const paymentSummaryKey = (clientSecret: string) =>
  ['/api/checkout/payment', clientSecret] as const;

export const getPaymentSummary = (clientSecret: string) =>
  apiGet<PaymentSummary>(
    `/api/checkout/payment?${new URLSearchParams({ clientSecret }).toString()}`,
  );

/** The order behind the client secret in the address (checkout step 2). */
export function usePaymentSummary(clientSecret: string | null) {
  return useQuery({
    queryKey: paymentSummaryKey(clientSecret ?? ''),
    queryFn: () => getPaymentSummary(clientSecret!),
    enabled: clientSecret !== null,
  });
}
