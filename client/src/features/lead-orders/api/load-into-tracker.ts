import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { LeadImportResult } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';
import { refetchCrm, refetchProspects } from '../../../lib/pipeline-queries';

/** Adds a delivered order's leads to the prospect tracker, as the tracker's own Load does. */
export const loadIntoTracker = (orderId: string) =>
  callApi<LeadImportResult>(growthApi.importProspects, { body: { orderId } });

export function useLoadIntoTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadIntoTracker,
    // Each lead added is a deal in the tracker with a new person in the CRM.
    onSuccess: () => Promise.all([refetchProspects(queryClient), refetchCrm(queryClient)]),
  });
}
