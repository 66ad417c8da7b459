import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { kpisKey } from './kpi-overview';

export const deleteKpiEntry = (id: string) =>
  apiRequest<{ message: string }>('DELETE', `/api/user-kpis/${encodeURIComponent(id)}`);

export function useDeleteKpiEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKpiEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpisKey }),
  });
}
