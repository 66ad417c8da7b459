import { useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../common/contracts/learning-api';
import type { DashboardStats } from '../../../common/contracts/learning';
import { callApi } from '../lib/api';
import { useAuth } from './current-user';

/**
 * The signed-in user's figures on the home dashboard (modules, lessons, downloads, prospects, KPI
 * entries): the home page shows them and the learning pages invalidate them after a write.
 */
export const dashboardStatsKey = [learningApi.dashboardStats.path] as const;

export function useDashboardStats() {
  const { user } = useAuth();
  return useQuery({
    queryKey: dashboardStatsKey,
    queryFn: () => callApi<DashboardStats>(learningApi.dashboardStats),
    enabled: user !== null,
  });
}
