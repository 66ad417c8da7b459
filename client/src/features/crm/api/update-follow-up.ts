import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type {
  DeletedFollowUp,
  FollowUp,
  FollowUpBody,
  RestoredFollowUp,
} from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';
import { refetchProspects } from '../../../lib/pipeline-queries';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';
import { followUpsKey, patchFollowUpPages } from './list-follow-ups';

/** Marks a follow-up completed, or reopens it. */
export const setFollowUpCompleted = ({
  id,
  completed,
}: {
  id: string;
  completed: boolean;
}): Promise<FollowUp> =>
  callApi(crmApi.setFollowUpCompleted, { params: { id }, body: { completed } });

export function useSetFollowUpCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowUpCompleted,
    onSuccess: (updated) => {
      // The answer is the new state: put it in place at once, then refresh in the background.
      patchFollowUpPages(queryClient, (items) =>
        items.map((f) => (f.id === updated.id ? updated : f)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: followUpsKey }),
        // A contact's place in the "next follow-up" order moves with its follow-ups.
        queryClient.invalidateQueries({ queryKey: contactsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
        // The tracker shows each person's next follow-up, and their deals.
        refetchProspects(queryClient),
      ]);
    },
  });
}

/** Edits a follow-up (its contact, type, title, description and date). */
export const updateFollowUp = ({
  id,
  body,
}: {
  id: string;
  body: FollowUpBody;
}): Promise<FollowUp> => callApi(crmApi.updateFollowUp, { params: { id }, body });

export function useUpdateFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFollowUp,
    onSuccess: (updated) => {
      patchFollowUpPages(queryClient, (items) =>
        items.map((f) => (f.id === updated.id ? updated : f)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: followUpsKey }),
        // A contact's place in the "next follow-up" order moves with its follow-ups.
        queryClient.invalidateQueries({ queryKey: contactsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
        // The tracker shows each person's next follow-up, and their deals.
        refetchProspects(queryClient),
      ]);
    },
  });
}

/** Deletes a follow-up; the answer says until when Undo can restore it. */
export const deleteFollowUp = (id: string): Promise<DeletedFollowUp> =>
  callApi(crmApi.deleteFollowUp, { params: { id } });

export function useDeleteFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFollowUp,
    onSuccess: ({ id }) => {
      patchFollowUpPages(queryClient, (items) => items.filter((f) => f.id !== id));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: followUpsKey }),
        // A contact's place in the "next follow-up" order moves with its follow-ups.
        queryClient.invalidateQueries({ queryKey: contactsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
        // The tracker shows each person's next follow-up, and their deals.
        refetchProspects(queryClient),
      ]);
    },
  });
}

/** Undo of a delete: the server puts back its own copy of the follow-up. */
export const restoreFollowUp = (followUpId: string) =>
  callApi<RestoredFollowUp>(crmApi.restoreFollowUp, { body: { followUpId } });

export function useRestoreFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreFollowUp,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: followUpsKey }),
        queryClient.invalidateQueries({ queryKey: contactsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
        // The tracker shows each person's next follow-up, and their deals.
        refetchProspects(queryClient),
      ]),
  });
}
