import { useQuery } from '@tanstack/react-query';
import { type CheckoutConfig } from '../../../../../common/contracts/checkout';
import { checkoutApi } from '../../../../../common/contracts/checkout-api';
import { callApi } from '../../../lib/api';

export const checkoutConfigKey = [checkoutApi.config.path] as const;

export const getCheckoutConfig = () => callApi<CheckoutConfig>(checkoutApi.config);

/** Which payment form to show: Stripe's Payment Element, or the simulated TEST MODE card form. */
export function useCheckoutConfig() {
  return useQuery({ queryKey: checkoutConfigKey, queryFn: getCheckoutConfig });
}
