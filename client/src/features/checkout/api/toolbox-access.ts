import { useQuery } from '@tanstack/react-query';
import { type ToolboxAccessReply } from '../../../../../common/contracts/checkout';
import { checkoutApi } from '../../../../../common/contracts/checkout-api';
import { callApi } from '../../../lib/api';

export const toolboxAccessKey = (email: string | null, order: string | null) =>
  [checkoutApi.toolboxAccess.path, email ?? '', order ?? ''] as const;

/** Only the proof that is known goes in the address (an empty value is left out). */
export const getToolboxAccess = (email: string | null, order: string | null) =>
  callApi<ToolboxAccessReply>(checkoutApi.toolboxAccess, { query: { email, order } });

export function useToolboxAccess(email: string | null, order: string | null, enabled: boolean) {
  return useQuery({
    queryKey: toolboxAccessKey(email, order),
    queryFn: () => getToolboxAccess(email, order),
    enabled,
  });
}
