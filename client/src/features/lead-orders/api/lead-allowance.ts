import { useQuery } from '@tanstack/react-query';
import { type LeadAllowance } from '../../../../../common/contracts/lead-orders';
import { leadOrderApi } from '../../../../../common/contracts/lead-orders-api';
import { callApi } from '../../../lib/api';

export const leadAllowanceKey = [leadOrderApi.allowance.path] as const;

export const getLeadAllowance = () => callApi<LeadAllowance>(leadOrderApi.allowance);

/** Whether the next order of the included quantity is free (agency members, once). */
export function useLeadAllowance(enabled: boolean) {
  return useQuery({ queryKey: leadAllowanceKey, queryFn: getLeadAllowance, enabled });
}
