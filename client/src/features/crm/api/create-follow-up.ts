import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { FollowUp, FollowUpBody } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';
import { refetchProspects } from '../../../lib/pipeline-queries';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';
import { followUpsKey } from './list-follow-ups';

export const createFollowUp = (body: FollowUpBody) =>
  callApi<FollowUp>(crmApi.createFollowUp, { body });

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
        // The tracker shows each person's next follow-up, and their deals.
        refetchProspects(queryClient),
      ]),
  });
}
