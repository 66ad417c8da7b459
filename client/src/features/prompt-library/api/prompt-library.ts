import { useQuery } from '@tanstack/react-query';
import { promptLibraryApi } from '../../../../../common/contracts/prompt-library-api';
import type { PromptLibraryIndex } from '../../../../../common/contracts/prompt-library';
import { callApi } from '../../../lib/api';

export const promptLibraryKey = [promptLibraryApi.listIndustries.path] as const;

/** The industries of the prompt library with their categories and counts (no prompt text). */
export const getPromptLibrary = () => callApi<PromptLibraryIndex>(promptLibraryApi.listIndustries);

/** The library does not change while the app is open, so it is asked for once per visit. */
export function usePromptLibrary() {
  return useQuery({
    queryKey: promptLibraryKey,
    queryFn: getPromptLibrary,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
