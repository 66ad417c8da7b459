import { useQuery, type QueryClient } from '@tanstack/react-query';
import { urlOf } from '../../../../../common/contracts/endpoint';
import type { OperatorLeadOrder } from '../../../../../common/contracts/lead-orders';
import { operatorApi } from '../../../../../common/contracts/operator-api';
import { callApi } from '../../../lib/api';
import { leadOrderQueueKey } from './lead-order-queue';
import { operatorListsKey } from './operator-list';
import { putAnswer } from '../../../lib/put-answer';

export const leadOrderKey = (orderId: string) =>
  [urlOf(operatorApi.leadOrder, { orderId })] as const;

// The answer's type is the return type's: naming it as callApi's type argument would lose the
// inference of the path's parameters (TypeScript infers all type arguments or none).
export const getLeadOrder = (orderId: string): Promise<OperatorLeadOrder> =>
  callApi(operatorApi.leadOrder, { params: { orderId } });

/** One lead order with its history, as an operator sees it. */
export function useLeadOrder(orderId: string) {
  return useQuery({
    queryKey: leadOrderKey(orderId),
    queryFn: () => getLeadOrder(orderId),
    enabled: orderId !== '',
    retry: false,
  });
}

/** Every move answers the order as it now is: shown at once, and the queue and lists reload. */
export async function showMovedOrder(queryClient: QueryClient, order: OperatorLeadOrder) {
  await putAnswer(queryClient, leadOrderKey(order.id), order);
  void queryClient.invalidateQueries({ queryKey: leadOrderQueueKey });
  void queryClient.invalidateQueries({ queryKey: operatorListsKey });
}
