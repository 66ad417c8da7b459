import { useQuery } from '@tanstack/react-query';
import { type LeadOrderList } from '../../../../../common/contracts/lead-orders';
import { leadOrderApi } from '../../../../../common/contracts/lead-orders-api';
import { callApi } from '../../../lib/api';

export const leadOrdersKey = [leadOrderApi.list.path] as const;

export const listLeadOrders = () => callApi<LeadOrderList>(leadOrderApi.list);

/** The signed-in user's paid orders (requested only when signed in). */
export function useLeadOrders(enabled: boolean) {
  return useQuery({ queryKey: leadOrdersKey, queryFn: listLeadOrders, enabled });
}
