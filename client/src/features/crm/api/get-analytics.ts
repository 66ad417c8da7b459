import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { CrmAnalytics } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';

/** Contact and follow-up writes invalidate this key too: every figure depends on both. */
export const analyticsKey = [crmApi.analytics.path] as const;

/** `now` is the browser's clock, so the counts agree with the overdue labels shown beside them. */
export const getAnalytics = (now: Date) =>
  callApi<CrmAnalytics>(crmApi.analytics, { query: { now: now.toISOString() } });

/** The Analytics tab's figures, summed by the server, as of `now` (a new minute asks again). */
export function useAnalytics(now: Date) {
  return useQuery({
    queryKey: [...analyticsKey, now.toISOString()],
    queryFn: () => getAnalytics(now),
    placeholderData: keepPreviousData,
  });
}
