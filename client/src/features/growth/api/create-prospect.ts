import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { Prospect, ProspectBody } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';
import { kpisKey } from './kpi-overview';
import { prospectsKey } from './list-prospects';

export const createProspect = (body: ProspectBody) =>
  callApi<Prospect>(growthApi.createProspect, { body });

export function useCreateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProspect,
    // A prospect added as contacted already counts on the KPI tracker.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prospectsKey }),
        queryClient.invalidateQueries({ queryKey: kpisKey }),
      ]),
  });
}
