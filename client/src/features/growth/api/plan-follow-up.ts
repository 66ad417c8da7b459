import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { FollowUp, FollowUpBody } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';
import { refetchCrm } from '../../../lib/pipeline-queries';
import { prospectsKey } from './list-prospects';

/** A follow-up with a prospect's person, kept in the CRM like any other. */
export const planFollowUp = (body: FollowUpBody) =>
  callApi<FollowUp>(crmApi.createFollowUp, { body });

export function usePlanFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: planFollowUp,
    // The row shows the person's next follow-up; the CRM lists it and orders contacts by it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prospectsKey }),
        refetchCrm(queryClient),
      ]),
  });
}
