import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { Prospect, ProspectUpdateBody } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';
import { kpisKey } from './kpi-overview';
import { prospectsKey } from './list-prospects';
import { prospectHistoryKey } from './prospect-history';

export const updateProspect = ({
  id,
  body,
}: {
  id: string;
  body: ProspectUpdateBody;
}): Promise<Prospect> => callApi(growthApi.updateProspect, { params: { id }, body });

export function useUpdateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProspect,
    // A new status may have recorded an automatic KPI entry and a line of history.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prospectsKey }),
        queryClient.invalidateQueries({ queryKey: kpisKey }),
        queryClient.invalidateQueries({ queryKey: prospectHistoryKey }),
      ]),
  });
}
