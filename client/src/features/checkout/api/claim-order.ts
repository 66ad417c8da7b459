import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClaimOrderReply } from '../../../../../common/contracts/checkout';
import { checkoutApi } from '../../../../../common/contracts/checkout-api';
import { callApi } from '../../../lib/api';

export type ClaimOrderInput = { orderId: string; email: string };

// The answer's type is the return type's: naming it as callApi's type argument would lose the
// inference of the path's parameters (TypeScript infers all type arguments or none).
export const claimOrder = ({ orderId, email }: ClaimOrderInput): Promise<ClaimOrderReply> =>
  callApi(checkoutApi.claimOrder, { params: { orderId }, body: { email } });

export function useClaimOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimOrder,
    // The account's access changed: everything that shows it asks again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
