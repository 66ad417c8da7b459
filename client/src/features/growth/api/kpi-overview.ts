import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KpiOverview, KpiPeriod } from '../../../../../common/contracts/growth';
import { apiGet } from '../../../lib/api';

/** Every KPI figure lives under this key: an entry, a goal or a pipeline move invalidates it. */
export const kpisKey = ['/api/user-kpis'] as const;

/** The figures and entries of the current period (today in the viewer's time zone). */
export function useKpiOverview(period: KpiPeriod) {
  return useQuery({
    queryKey: [...kpisKey, period] as const,
    queryFn: () => apiGet<KpiOverview>(`/api/user-kpis?period=${period}`),
    placeholderData: keepPreviousData,
  });
}
