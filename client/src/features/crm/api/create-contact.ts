import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { ContactBody, SavedContact } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';
import { refetchProspects } from '../../../lib/pipeline-queries';
import { contactDealsKey } from './contact-deals';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';

/** A new person, or the one the account already has with this email (`existingPerson`). */
export const createContact = (body: ContactBody) =>
  callApi<SavedContact>(crmApi.createContact, { body });

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    // A person found by their email may have had blank fields filled, which their deals show.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
        queryClient.invalidateQueries({ queryKey: contactDealsKey }),
        refetchProspects(queryClient),
      ]),
  });
}
