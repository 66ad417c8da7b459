import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { Prospect } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';
import { refetchCrm } from '../../../lib/pipeline-queries';
import { prospectsKey } from './list-prospects';

export const deleteProspect = (id: string): Promise<Prospect> =>
  callApi(growthApi.deleteProspect, { params: { id } });

export function useDeleteProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProspect,
    // Without this deal the person may be all lost, or have one deal fewer on their card.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prospectsKey }),
        refetchCrm(queryClient),
      ]),
  });
}
