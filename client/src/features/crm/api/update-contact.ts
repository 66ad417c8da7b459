import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { Contact, ContactUpdateBody } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';
import { refetchProspects } from '../../../lib/pipeline-queries';
import { contactDealsKey } from './contact-deals';
import { followUpsKey } from './list-follow-ups';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';

/** Sends the fields to change; a field left out keeps its value. */
export const updateContact = ({
  id,
  body,
}: {
  id: string;
  body: ContactUpdateBody;
}): Promise<Contact> => callApi(crmApi.updateContact, { params: { id }, body });

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    // Follow-ups and deals carry their contact's name (deals its email and phone too), so they
    // are refreshed with the prospect tracker's list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactsKey }),
        queryClient.invalidateQueries({ queryKey: followUpsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
        queryClient.invalidateQueries({ queryKey: contactDealsKey }),
        refetchProspects(queryClient),
      ]),
  });
}
