import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FreeOrderBody, type OrderReceipt } from '../../../../../common/contracts/checkout';
import { checkoutApi } from '../../../../../common/contracts/checkout-api';
import { callApi } from '../../../lib/api';
import { refetchPurchases } from '../../../session/access';

export const completeFreeOrder = (body: FreeOrderBody) =>
  callApi<OrderReceipt>(checkoutApi.freeOrder, { body });

export function useCompleteFreeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeFreeOrder,
    // A signed-in buyer's access changed.
    onSuccess: () => refetchPurchases(queryClient),
  });
}
