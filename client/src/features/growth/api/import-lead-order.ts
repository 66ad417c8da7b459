import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { LeadImportResult } from '../../../../../common/contracts/growth';
import { leadOrderApi } from '../../../../../common/contracts/lead-orders-api';
import type { LeadOrderListed } from '../../../../../common/contracts/lead-orders';
import { callApi } from '../../../lib/api';
import { refetchCrm } from '../../../lib/pipeline-queries';
import { prospectsKey } from './list-prospects';

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

export const importLeadOrder = (orderId: string) =>
  callApi<LeadImportResult>(growthApi.importProspects, { body: { orderId } });

export function useImportLeadOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLeadOrder,
    // Each lead added is a deal with a new person in the CRM.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prospectsKey }),
        refetchCrm(queryClient),
      ]),
  });
}
