import { useQuery } from '@tanstack/react-query';
import { leadOrderApi } from '../../../../../common/contracts/lead-orders-api';
import type { LeadOrderListed } from '../../../../../common/contracts/lead-orders';
import { callApi } from '../../../lib/api';

export const leadOrdersForImportKey = [leadOrderApi.list.path, 'for-import'] as const;

/** The user's lead orders whose file has been delivered: the ones that can be loaded. */
export function useDeliveredLeadOrders() {
  return useQuery({
    queryKey: leadOrdersForImportKey,
    queryFn: async () =>
      (await callApi<LeadOrderListed[]>(leadOrderApi.list)).filter(
        (order) => order.deliveryStatus === 'delivered' && order.hasFile,
      ),
  });
}
