import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { Contact, ContactBody } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';

export const createContact = (body: ContactBody) =>
  callApi<Contact>(crmApi.createContact, { body });

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
