import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { ProspectBody, SavedProspect } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';
import { refetchCrm } from '../../../lib/pipeline-queries';
import { kpisKey } from './kpi-overview';
import { prospectsKey } from './list-prospects';

/** A new deal; its email may find a person the account already has (`existingPerson`). */
export const createProspect = (body: ProspectBody) =>
  callApi<SavedProspect>(growthApi.createProspect, { body });

export function useCreateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProspect,
    // A prospect added as contacted already counts on the KPI tracker. Its person is a CRM
    // contact, new or found by email, whose status and deals the CRM shows.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prospectsKey }),
        queryClient.invalidateQueries({ queryKey: kpisKey }),
        refetchCrm(queryClient),
      ]),
  });
}
