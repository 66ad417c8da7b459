import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type {
  ProspectBody,
  ProspectStatus,
  SavedProspect,
} from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';
import { refetchCrm, refetchProspects } from '../../../lib/pipeline-queries';

/**
 * After a deal is written: every CRM answer (its person's status may have moved with its stage:
 * won makes a client), the tracker's list, and its stage history and the KPI figures a stage
 * counts in, named by their contract's paths.
 */
export const refreshAfterDealWrite = (queryClient: QueryClient) =>
  Promise.all([
    refetchCrm(queryClient),
    refetchProspects(queryClient),
    queryClient.invalidateQueries({ queryKey: [growthApi.prospectHistory.path] }),
    queryClient.invalidateQueries({ queryKey: [growthApi.listKpiEntries.path] }),
  ]);

/** A card's new deal: the person's name, email and phone are those of the contact named. */
export type NewDealBody = Pick<ProspectBody, 'companyName' | 'estimatedValue' | 'status'> & {
  contactId: string;
};

/** A new deal with a known person: POST /api/prospects with the contact's id. */
export const addDeal = (body: NewDealBody) =>
  callApi<SavedProspect>(growthApi.createProspect, { body });

export function useAddDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDeal,
    onSuccess: () => refreshAfterDealWrite(queryClient),
  });
}

/** Moves a deal to another stage: PUT /api/prospects/:id with its status only. */
export const setDealStage = ({ id, status }: { id: string; status: ProspectStatus }) =>
  callApi<SavedProspect>(growthApi.updateProspect, { params: { id }, body: { status } });

export function useSetDealStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDealStage,
    onSuccess: () => refreshAfterDealWrite(queryClient),
  });
}
