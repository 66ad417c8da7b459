import { useQuery } from '@tanstack/react-query';
import type { PromptLibraryIndex } from '../../../../../common/contracts/prompt-library';
import { apiGet } from '../../../lib/api';

export const promptLibraryKey = ['/api/prompt-library'] as const;

/** The industries of the prompt library with their categories and counts (no prompt text). */
export const getPromptLibrary = () => apiGet<PromptLibraryIndex>('/api/prompt-library');

/** The library does not change while the app is open, so it is asked for once per visit. */
export function usePromptLibrary() {
  return useQuery({
    queryKey: promptLibraryKey,
    queryFn: getPromptLibrary,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
