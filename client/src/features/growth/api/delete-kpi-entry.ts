import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import { callApi } from '../../../lib/api';
import { kpisKey } from './kpi-overview';

export const deleteKpiEntry = (id: string): Promise<{ message: string }> =>
  callApi(growthApi.deleteKpiEntry, { params: { id } });

export function useDeleteKpiEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKpiEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpisKey }),
  });
}
