import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KpiEntry, KpiEntryBody } from '../../../../../common/contracts/growth';
import { apiRequest } from '../../../lib/api';
import { kpisKey } from './kpi-overview';

export const createKpiEntry = (body: KpiEntryBody) =>
  apiRequest<KpiEntry>('POST', '/api/user-kpis', body);

export function useCreateKpiEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKpiEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpisKey }),
  });
}
