import { useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../../../common/contracts/learning-api';
import type { ModuleLessons } from '../../../../../common/contracts/learning-content';
import { callApi } from '../../../lib/api';

export const moduleLessonsKey = (moduleId: string) =>
  [learningApi.moduleLessons.path, moduleId] as const;

/** The lesson text of a structured module or toolbox track (the server keeps it, not the JS). */
export function useModuleLessons(moduleId: string, enabled = true) {
  return useQuery({
    queryKey: moduleLessonsKey(moduleId),
    queryFn: (): Promise<ModuleLessons> =>
      callApi(learningApi.moduleLessons, { params: { moduleId } }),
    enabled,
    staleTime: Infinity,
  });
}
