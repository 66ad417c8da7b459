import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactBody } from '../../../../../common/contracts/crm';
import { apiRequest } from '../../../lib/api';
import { followUpsKey } from './list-follow-ups';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';

export const updateContact = ({ id, body }: { id: string; body: ContactBody }) =>
  apiRequest<Contact>('PUT', `/api/crm/contacts/${encodeURIComponent(id)}`, body);

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
