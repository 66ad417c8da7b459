import { useQuery } from '@tanstack/react-query';
import { type OrderReceipt, type ReceiptProofBody } from '../../../../../common/contracts/checkout';
import { checkoutApi } from '../../../../../common/contracts/checkout-api';
import { callApi } from '../../../lib/api';

export const provenReceiptKey = (proof: ReceiptProofBody | null) =>
  [checkoutApi.receipt.path, proof] as const;

/** Every proven receipt, whatever its proof: asked again once an order it shows has changed. */
export const provenReceiptsKey = [checkoutApi.receipt.path] as const;

export const getProvenReceipt = (proof: ReceiptProofBody) =>
  callApi<OrderReceipt>(checkoutApi.receipt, { body: proof });

/**
 * The success page's order, confirmed with the provider and answered only to its buyer (the
 * intent's client secret, the signed-in account, or a free order's id with its email).
 */
export function useProvenReceipt(proof: ReceiptProofBody | null, signedInAs: string | null) {
  return useQuery({
    // Signing in (to claim) may make the same proof answer: asked again per account.
    queryKey: [...provenReceiptKey(proof), signedInAs] as const,
    queryFn: () => getProvenReceipt(proof!),
    enabled: proof !== null,
    retry: false,
  });
}
