import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { KpiOverview, KpiPeriod } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';

/** Every KPI figure lives under this key: an entry, a goal or a pipeline move invalidates it. */
export const kpisKey = [growthApi.listKpiEntries.path] as const;

/** The figures and entries of the current period (today in the viewer's time zone). */
export function useKpiOverview(period: KpiPeriod) {
  return useQuery({
    queryKey: [...kpisKey, period] as const,
    queryFn: () => callApi<KpiOverview>(growthApi.listKpiEntries, { query: { period } }),
    placeholderData: keepPreviousData,
  });
}
