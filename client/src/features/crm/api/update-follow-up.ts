import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowUp } from '../../../../../common/contracts/crm';
import { apiRequest } from '../../../lib/api';
import { analyticsKey } from './get-analytics';
import { followUpsKey } from './list-follow-ups';

/** Marks a follow-up completed, or reopens it. */
export const setFollowUpCompleted = ({ id, completed }: { id: string; completed: boolean }) =>
  apiRequest<FollowUp>('PATCH', `/api/crm/follow-ups/${encodeURIComponent(id)}`, { completed });

export function useSetFollowUpCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowUpCompleted,
    onSuccess: (updated) => {
      // The answer is the new state: put it in place at once, then refresh in the background.
      queryClient.setQueryData<FollowUp[]>(followUpsKey, (list) =>
        list?.map((f) => (f.id === updated.id ? updated : f)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: followUpsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
      ]);
    },
  });
}
