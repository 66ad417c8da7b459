import { useQuery } from '@tanstack/react-query';
import { growthKitApi } from '../../../../../common/contracts/growth-kits-api';
import type { GrowthKit, GrowthKitId } from '../../../../../common/contracts/growth-kits';
import { callApi } from '../../../lib/api';

export const growthKitKey = (kitId: GrowthKitId) => [growthKitApi.getKit.path, kitId] as const;

/**
 * A growth kit: the sales scripts, the closing or networking kit, or a guide's text (the server
 * keeps it, not the JS).
 */
export function useGrowthKit<K extends GrowthKitId>(kitId: K) {
  return useQuery({
    queryKey: growthKitKey(kitId),
    queryFn: (): Promise<Extract<GrowthKit, { kit: K }>> =>
      callApi(growthKitApi.getKit, { params: { kitId } }),
    staleTime: Infinity,
  });
}
