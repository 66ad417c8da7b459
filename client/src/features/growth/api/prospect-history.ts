import { useQuery } from '@tanstack/react-query';
import type { ProspectStatusChange } from '../../../../../common/contracts/growth';
import { apiGet } from '../../../lib/api';

export const prospectHistoryKey = ['/api/prospects/history'] as const;

/** A prospect's statuses, oldest first; fetched when its history dialog opens. */
export function useProspectHistory(id: string | null) {
  return useQuery({
    queryKey: [...prospectHistoryKey, id] as const,
    queryFn: () =>
      apiGet<ProspectStatusChange[]>(`/api/prospects/${encodeURIComponent(id!)}/history`),
    enabled: id !== null,
  });
}
