import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimOrderReply } from '../../../../../common/contracts/checkout';
import { apiRequest } from '../../../lib/api';

export type ClaimOrderInput = { orderId: string; email: string };

export const claimOrder = ({ orderId, email }: ClaimOrderInput) =>
  apiRequest<ClaimOrderReply>('POST', `/api/orders/${encodeURIComponent(orderId)}/claim`, {
    email,
  });

export function useClaimOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimOrder,
    // The account's access changed: everything that shows it asks again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
