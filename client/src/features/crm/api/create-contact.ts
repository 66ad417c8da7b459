import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactBody } from '../../../../../common/contracts/crm';
import { apiRequest } from '../../../lib/api';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';

export const createContact = (body: ContactBody) =>
  apiRequest<Contact>('POST', '/api/crm/contacts', body);

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
      ]),
  });
}
