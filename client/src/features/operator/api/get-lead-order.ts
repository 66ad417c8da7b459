import { useQuery, type QueryClient } from '@tanstack/react-query';
import { leadOrderApi, type OperatorLeadOrder } from '../../../../../common/contracts/lead-orders';
import { apiGet } from '../../../lib/api';
import { leadOrderQueueKey } from './lead-order-queue';
import { operatorListsKey } from './operator-list';

export const leadOrderKey = (orderId: string) => [leadOrderApi.operatorOrder(orderId)] as const;

/** One lead order with its history, as an operator sees it. */
export function useLeadOrder(orderId: string) {
  return useQuery({
    queryKey: leadOrderKey(orderId),
    queryFn: () => apiGet<OperatorLeadOrder>(leadOrderApi.operatorOrder(orderId)),
    enabled: orderId !== '',
    retry: false,
  });
}

/** Every move answers the order as it now is: shown at once, and the queue and lists reload. */
export function showMovedOrder(queryClient: QueryClient, order: OperatorLeadOrder) {
  queryClient.setQueryData(leadOrderKey(order.id), order);
  void queryClient.invalidateQueries({ queryKey: leadOrderQueueKey });
  void queryClient.invalidateQueries({ queryKey: operatorListsKey });
}
