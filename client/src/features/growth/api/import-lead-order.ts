import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadImportResult } from '../../../../../common/contracts/growth';
import type { LeadOrderListed } from '../../../../../common/contracts/lead-orders';
import { apiGet, apiRequest } from '../../../lib/api';
import { prospectsKey } from './list-prospects';

export const leadOrdersForImportKey = ['/api/blu/orders', 'for-import'] as const;

/** The user's lead orders whose file has been delivered: the ones that can be loaded. */
export function useDeliveredLeadOrders() {
  return useQuery({
    queryKey: leadOrdersForImportKey,
    queryFn: async () =>
      (await apiGet<LeadOrderListed[]>('/api/blu/orders')).filter(
        (order) => order.deliveryStatus === 'delivered' && order.hasFile,
      ),
  });
}

export const importLeadOrder = (orderId: string) =>
  apiRequest<LeadImportResult>('POST', '/api/prospects/import', { orderId });

export function useImportLeadOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLeadOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prospectsKey }),
  });
}
