import { useQuery } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { ProspectStatusChange } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';

export const prospectHistoryKey = [growthApi.prospectHistory.path] as const;

/** A prospect's statuses, oldest first; fetched when its history dialog opens. */
export function useProspectHistory(id: string | null) {
  return useQuery({
    queryKey: [...prospectHistoryKey, id] as const,
    queryFn: (): Promise<ProspectStatusChange[]> =>
      callApi(growthApi.prospectHistory, { params: { id: id! } }),
    enabled: id !== null,
  });
}
