import { useQuery } from '@tanstack/react-query';
import type { DailyFigures } from '../../../../../common/contracts/operator';
import { operatorApi } from '../../../../../common/contracts/operator-api';
import { callApi } from '../../../lib/api';

export const dailyFiguresKey = [operatorApi.dailyFigures.path] as const;

/** Orders, revenue and refunds for each of the last 30 days, on the operator's own calendar. */
export function useDailyFigures() {
  return useQuery({
    queryKey: dailyFiguresKey,
    queryFn: () => callApi<DailyFigures>(operatorApi.dailyFigures),
  });
}
