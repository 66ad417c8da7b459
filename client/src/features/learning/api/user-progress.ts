import { useQuery } from '@tanstack/react-query';
import type { ProgressRecord } from '../../../../../common/contracts/learning';
import { apiGet } from '../../../lib/api';
import { useAuth } from '../../../session/current-user';

export const userProgressKey = ['/api/user-progress'] as const;

/** Saved progress of the signed-in user; fetched only when a user exists. */
export function useUserProgress() {
  const { user } = useAuth();
  return useQuery({
    queryKey: userProgressKey,
    queryFn: () => apiGet<ProgressRecord[]>('/api/user-progress'),
    enabled: user !== null,
  });
}
