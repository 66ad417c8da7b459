import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KpiGoal,
  KpiGoalBody,
  KpiPeriod,
  KpiType,
} from '../../../../../common/contracts/growth';
import { apiGet, apiRequest } from '../../../lib/api';
import { kpisKey } from './kpi-overview';

export const kpiGoalsKey = ['/api/kpi-goals'] as const;

export function useKpiGoals() {
  return useQuery({ queryKey: kpiGoalsKey, queryFn: () => apiGet<KpiGoal[]>('/api/kpi-goals') });
}

export const saveKpiGoal = (body: KpiGoalBody) =>
  apiRequest<KpiGoal>('PUT', '/api/kpi-goals', body);

export const deleteKpiGoal = ({ kpiType, period }: { kpiType: KpiType; period: KpiPeriod }) =>
  apiRequest<{ message: string }>('DELETE', `/api/kpi-goals/${kpiType}/${period}`);

/** Goals change the bars: both the goals and the figures are refreshed. */
function useGoalMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kpiGoalsKey }),
        queryClient.invalidateQueries({ queryKey: kpisKey }),
      ]),
  });
}

export const useSaveKpiGoal = () => useGoalMutation(saveKpiGoal);
export const useDeleteKpiGoal = () => useGoalMutation(deleteKpiGoal);
