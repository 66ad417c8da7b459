import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FreeOrderBody, OrderReceipt } from '../../../../../common/contracts/checkout';
import { apiRequest } from '../../../lib/api';
import { refetchPurchases } from '../../../session/access';

export const completeFreeOrder = (body: FreeOrderBody) =>
  apiRequest<OrderReceipt>('POST', '/api/checkout/free-order', body);

export function useCompleteFreeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeFreeOrder,
    // A signed-in buyer's access changed.
    onSuccess: () => refetchPurchases(queryClient),
  });
}
