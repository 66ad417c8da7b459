import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { ProspectUpdateBody, SavedProspect } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';
import { refetchCrm } from '../../../lib/pipeline-queries';
import { kpisKey } from './kpi-overview';
import { prospectsKey } from './list-prospects';
import { prospectHistoryKey } from './prospect-history';

/** A deal changed; a new email may find a person the account already has (`existingPerson`). */
export const updateProspect = ({
  id,
  body,
}: {
  id: string;
  body: ProspectUpdateBody;
}): Promise<SavedProspect> => callApi(growthApi.updateProspect, { params: { id }, body });

export function useUpdateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProspect,
    // A new status may have recorded an automatic KPI entry and a line of history, and moved the
    // person's status in the CRM; a new name, email or phone is the person's too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prospectsKey }),
        queryClient.invalidateQueries({ queryKey: kpisKey }),
        queryClient.invalidateQueries({ queryKey: prospectHistoryKey }),
        refetchCrm(queryClient),
      ]),
  });
}
