import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { KpiEntry, KpiEntryBody } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';
import { kpisKey } from './kpi-overview';

export const createKpiEntry = (body: KpiEntryBody) =>
  callApi<KpiEntry>(growthApi.createKpiEntry, { body });

export function useCreateKpiEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKpiEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpisKey }),
  });
}
