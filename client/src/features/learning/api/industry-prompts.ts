import { useQuery } from '@tanstack/react-query';
import type { IndustryPrompts } from '../../../../../common/contracts/prompt-library';
import { apiGet } from '../../../lib/api';

export const industryPromptsKey = (industryId: string) =>
  ['/api/prompt-library', industryId] as const;

/** One industry's prompts, grouped by category. */
export const getIndustryPrompts = (industryId: string) =>
  apiGet<IndustryPrompts>(`/api/prompt-library/${encodeURIComponent(industryId)}`);

/** Asked for only once an industry is chosen; each one is kept for the rest of the visit. */
export function useIndustryPrompts(industryId: string | null) {
  return useQuery({
    queryKey: industryPromptsKey(industryId ?? ''),
    queryFn: () => getIndustryPrompts(industryId ?? ''),
    enabled: industryId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
