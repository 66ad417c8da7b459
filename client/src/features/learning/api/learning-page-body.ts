import { useQuery } from '@tanstack/react-query';
import type { LearningPageBody } from '../../../../../common/contracts/learning-content';
import { apiGet } from '../../../lib/api';

export const learningPageBodyKey = (pageId: string) => ['/api/learning/pages', pageId] as const;

/** A learning page's text below its header (the server keeps it, not the JS). */
export function useLearningPageBody(pageId: string) {
  return useQuery({
    queryKey: learningPageBodyKey(pageId),
    queryFn: () => apiGet<LearningPageBody>(`/api/learning/pages/${encodeURIComponent(pageId)}`),
    staleTime: Infinity,
  });
}
