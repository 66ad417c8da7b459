import { useQuery } from '@tanstack/react-query';
import type { CheckoutConfig } from '../../../../../common/contracts/checkout';
import { apiGet } from '../../../lib/api';

export const checkoutConfigKey = ['/api/checkout/config'] as const;

export const getCheckoutConfig = () => apiGet<CheckoutConfig>('/api/checkout/config');

/** Which payment form to show: Stripe's Payment Element, or the simulated TEST MODE card form. */
export function useCheckoutConfig() {
  return useQuery({ queryKey: checkoutConfigKey, queryFn: getCheckoutConfig });
}
