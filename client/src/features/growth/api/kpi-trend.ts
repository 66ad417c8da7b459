import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { KpiPeriod, KpiTrend } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';
import { kpisKey } from './kpi-overview';

/** Under the KPI key, so an entry, a goal or a pipeline move redraws the trend too. */
export function useKpiTrend(period: KpiPeriod) {
  return useQuery({
    queryKey: [...kpisKey, 'trend', period] as const,
    queryFn: () => callApi<KpiTrend>(growthApi.kpiTrend, { query: { period } }),
    placeholderData: keepPreviousData,
  });
}
