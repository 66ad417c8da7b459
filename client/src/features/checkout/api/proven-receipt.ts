import { useQuery } from '@tanstack/react-query';
import type { OrderReceipt, ReceiptProofBody } from '../../../../../common/contracts/checkout';
import { apiRequest } from '../../../lib/api';

export const provenReceiptKey = (proof: ReceiptProofBody | null) =>
  ['/api/checkout/receipt', proof] as const;

/**
 * The success page's order, confirmed with the provider and answered only to its buyer (the
 * intent's client secret, the signed-in account, or a free order's id with its email).
 */
export function useProvenReceipt(proof: ReceiptProofBody | null, signedInAs: string | null) {
  return useQuery({
    // Signing in (to claim) may make the same proof answer: asked again per account.
    queryKey: [...provenReceiptKey(proof), signedInAs] as const,
    queryFn: () => apiRequest<OrderReceipt>('POST', '/api/checkout/receipt', proof),
    enabled: proof !== null,
    retry: false,
  });
}
