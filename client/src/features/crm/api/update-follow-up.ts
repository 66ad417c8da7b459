import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DeletedFollowUp,
  FollowUp,
  FollowUpBody,
  RestoredFollowUp,
} from '../../../../../common/contracts/crm';
import { apiRequest } from '../../../lib/api';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';
import { followUpsKey, patchFollowUpPages } from './list-follow-ups';

/** Marks a follow-up completed, or reopens it. */
export const setFollowUpCompleted = ({ id, completed }: { id: string; completed: boolean }) =>
  apiRequest<FollowUp>('PATCH', `/api/crm/follow-ups/${encodeURIComponent(id)}`, { completed });

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
      ]);
    },
  });
}

/** Edits a follow-up (its contact, type, title, description and date). */
export const updateFollowUp = ({ id, body }: { id: string; body: FollowUpBody }) =>
  apiRequest<FollowUp>('PUT', `/api/crm/follow-ups/${encodeURIComponent(id)}`, body);

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
      ]);
    },
  });
}

/** Deletes a follow-up; the answer says until when Undo can restore it. */
export const deleteFollowUp = (id: string) =>
  apiRequest<DeletedFollowUp>('DELETE', `/api/crm/follow-ups/${encodeURIComponent(id)}`);

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
      ]);
    },
  });
}

/** Undo of a delete: the server puts back its own copy of the follow-up. */
export const restoreFollowUp = (followUpId: string) =>
  apiRequest<RestoredFollowUp>('POST', '/api/crm/follow-ups/restore', { followUpId });

export function useRestoreFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreFollowUp,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: followUpsKey }),
        queryClient.invalidateQueries({ queryKey: contactsKey }),
        queryClient.invalidateQueries({ queryKey: analyticsKey }),
      ]),
  });
}
