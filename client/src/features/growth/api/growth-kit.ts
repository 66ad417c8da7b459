import { useQuery } from '@tanstack/react-query';
import type { GrowthKit, GrowthKitId } from '../../../../../common/contracts/growth-kits';
import { apiGet } from '../../../lib/api';

export const growthKitKey = (kitId: GrowthKitId) => ['/api/growth/kits', kitId] as const;

/**
 * A growth kit: the sales scripts, the closing or networking kit, or a guide's text (the server
 * keeps it, not the JS).
 */
export function useGrowthKit<K extends GrowthKitId>(kitId: K) {
  return useQuery({
    queryKey: growthKitKey(kitId),
    queryFn: () =>
      apiGet<Extract<GrowthKit, { kit: K }>>(`/api/growth/kits/${encodeURIComponent(kitId)}`),
    staleTime: Infinity,
  });
}
