import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { Contact, ContactBody } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';
import { followUpsKey } from './list-follow-ups';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';

export const updateContact = ({ id, body }: { id: string; body: ContactBody }): Promise<Contact> =>
  callApi(crmApi.updateContact, { params: { id }, body });

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    // Follow-ups carry their contact's name, so they are refreshed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactsKey }),
        queryClient.invalidateQueries({ queryKey: followUpsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
      ]),
  });
}
