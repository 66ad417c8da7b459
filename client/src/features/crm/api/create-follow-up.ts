import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowUp, FollowUpBody } from '../../../../../common/contracts/crm';
import { apiRequest } from '../../../lib/api';
import { analyticsKey } from './get-analytics';
import { followUpsKey } from './list-follow-ups';

export const createFollowUp = (body: FollowUpBody) =>
  apiRequest<FollowUp>('POST', '/api/crm/follow-ups', body);

export function useCreateFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFollowUp,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: followUpsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
      ]),
  });
}
