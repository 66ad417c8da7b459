import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type {
  KpiGoal,
  KpiGoalBody,
  KpiPeriod,
  KpiType,
} from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';
import { kpisKey } from './kpi-overview';

export const kpiGoalsKey = [growthApi.listKpiGoals.path] as const;

export function useKpiGoals() {
  return useQuery({
    queryKey: kpiGoalsKey,
    queryFn: () => callApi<KpiGoal[]>(growthApi.listKpiGoals),
  });
}

export const saveKpiGoal = (body: KpiGoalBody) => callApi<KpiGoal>(growthApi.saveKpiGoal, { body });

export const deleteKpiGoal = ({
  kpiType,
  period,
}: {
  kpiType: KpiType;
  period: KpiPeriod;
}): Promise<{ message: string }> =>
  callApi(growthApi.deleteKpiGoal, { params: { kpiType, period } });

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
