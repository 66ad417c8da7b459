import { useQuery } from '@tanstack/react-query';
import type { FollowUp } from '../../../../../common/contracts/crm';
import { apiGet } from '../../../lib/api';

export const followUpsKey = ['/api/crm/follow-ups'] as const;

export const getFollowUps = () => apiGet<FollowUp[]>('/api/crm/follow-ups');

/** Every follow-up of the signed-in user, soonest first. */
export function useFollowUps() {
  return useQuery({ queryKey: followUpsKey, queryFn: getFollowUps });
}
