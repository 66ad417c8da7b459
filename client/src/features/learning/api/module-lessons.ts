import { useQuery } from '@tanstack/react-query';
import type { ModuleLessons } from '../../../../../common/contracts/learning-content';
import { apiGet } from '../../../lib/api';

export const moduleLessonsKey = (moduleId: string) =>
  ['/api/learning/modules', moduleId, 'lessons'] as const;

/** The lesson text of a structured module or toolbox track (the server keeps it, not the JS). */
export function useModuleLessons(moduleId: string, enabled = true) {
  return useQuery({
    queryKey: moduleLessonsKey(moduleId),
    queryFn: () =>
      apiGet<ModuleLessons>(`/api/learning/modules/${encodeURIComponent(moduleId)}/lessons`),
    enabled,
    staleTime: Infinity,
  });
}
