import { useQuery } from '@tanstack/react-query';
import type { ToolboxAccessReply } from '../../../../../common/contracts/checkout';
import { apiGet } from '../../../lib/api';

export const toolboxAccessKey = (email: string | null, order: string | null) =>
  ['/api/ai-toolbox-access', email ?? '', order ?? ''] as const;

export function getToolboxAccess(email: string | null, order: string | null) {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  if (order) query.set('order', order);
  return apiGet<ToolboxAccessReply>(`/api/ai-toolbox-access?${query.toString()}`);
}

export function useToolboxAccess(email: string | null, order: string | null, enabled: boolean) {
  return useQuery({
    queryKey: toolboxAccessKey(email, order),
    queryFn: () => getToolboxAccess(email, order),
    enabled,
  });
}
