import { useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../../../common/contracts/learning-api';
import type { LearningPageBody } from '../../../../../common/contracts/learning-content';
import { callApi } from '../../../lib/api';

export const learningPageBodyKey = (pageId: string) => [learningApi.page.path, pageId] as const;

/** A learning page's text below its header (the server keeps it, not the JS). */
export function useLearningPageBody(pageId: string) {
  return useQuery({
    queryKey: learningPageBodyKey(pageId),
    queryFn: (): Promise<LearningPageBody> => callApi(learningApi.page, { params: { pageId } }),
    staleTime: Infinity,
  });
}
