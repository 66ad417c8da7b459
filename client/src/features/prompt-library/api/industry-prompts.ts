import { useQuery } from '@tanstack/react-query';
import { promptLibraryApi } from '../../../../../common/contracts/prompt-library-api';
import type { IndustryPrompts } from '../../../../../common/contracts/prompt-library';
import { callApi } from '../../../lib/api';

export const industryPromptsKey = (industryId: string) =>
  [promptLibraryApi.getIndustry.path, industryId] as const;

/** One industry's prompts, grouped by category. */
export const getIndustryPrompts = (industryId: string): Promise<IndustryPrompts> =>
  callApi(promptLibraryApi.getIndustry, { params: { industryId } });

/** Asked for only once an industry is chosen; each one is kept for the rest of the visit. */
export function useIndustryPrompts(industryId: string | null) {
  return useQuery({
    queryKey: industryPromptsKey(industryId ?? ''),
    queryFn: () => getIndustryPrompts(industryId ?? ''),
    enabled: industryId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
