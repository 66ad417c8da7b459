import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Prospect } from '../../../../../common/contracts/growth';
import { apiRequest } from '../../../lib/api';
import { prospectsKey } from './list-prospects';

export const deleteProspect = (id: string) =>
  apiRequest<Prospect>('DELETE', `/api/prospects/${encodeURIComponent(id)}`);

export function useDeleteProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProspect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prospectsKey }),
  });
}
