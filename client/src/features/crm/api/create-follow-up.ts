import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowUp, FollowUpBody } from '../../../../../common/contracts/crm';
import { apiRequest } from '../../../lib/api';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';
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
        // A contact's place in the "next follow-up" order moves with its follow-ups.
        queryClient.invalidateQueries({ queryKey: contactsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
      ]),
  });
}
