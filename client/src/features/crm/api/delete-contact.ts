import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { DeletedContact } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';
import { refetchProspects } from '../../../lib/pipeline-queries';
import { contactDealsKey } from './contact-deals';
import { followUpsKey } from './list-follow-ups';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';

/** Deletes the contact and its follow-ups; the answer says what went and until when Undo works. */
export const deleteContact = (id: string): Promise<DeletedContact> =>
  callApi(crmApi.deleteContact, { params: { id } });

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    // The tracker's rows show their person: a deleted one's deals change there too.
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
