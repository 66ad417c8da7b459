import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { RestoredContact } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';
import { refetchProspects } from '../../../lib/pipeline-queries';
import { followUpsKey } from './list-follow-ups';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';

/** Undo of a delete: the server puts back its own copy of the contact and its follow-ups. */
export const restoreContact = (contactId: string) =>
  callApi<RestoredContact>(crmApi.restoreContact, { body: { contactId } });

export function useRestoreContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreContact,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactsKey }),
        queryClient.invalidateQueries({ queryKey: followUpsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
        // The tracker shows each person's next follow-up, and their deals.
        refetchProspects(queryClient),
      ]),
  });
}
