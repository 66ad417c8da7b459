import { useMutation, useQueryClient } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { Prospect } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';
import { prospectsKey } from './list-prospects';

export const deleteProspect = (id: string): Promise<Prospect> =>
  callApi(growthApi.deleteProspect, { params: { id } });

export function useDeleteProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProspect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prospectsKey }),
  });
}
