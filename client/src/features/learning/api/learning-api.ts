import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { learningApi } from '../../../../../common/contracts/learning-api';
import type {
  LastLesson,
  LessonCompletion,
  ModuleProgress,
  MyCertificate,
  ProgressRecord,
} from '../../../../../common/contracts/learning';
import { ApiError, callApi } from '../../../lib/api';
import { accessKey } from '../../../session/access';
import { dashboardStatsKey } from '../../../session/dashboard-stats';
import { lastLessonKey, userProgressKey } from '../../../session/user-progress';
import { putAnswer } from '../../../lib/put-answer';

export const moduleProgressKey = (moduleId: string) =>
  [learningApi.listLessonProgress.path, moduleId] as const;
export const lessonCompletionsKey = [learningApi.lessonCompletions.path] as const;
export const myCertificateKey = [learningApi.myCertificate.path] as const;

/** One module's completed lessons and resume position. */
export function useModuleProgress(moduleId: string, enabled = true) {
  return useQuery({
    queryKey: moduleProgressKey(moduleId),
    queryFn: (): Promise<ModuleProgress> =>
      callApi(learningApi.listLessonProgress, { params: { moduleId } }),
    enabled,
  });
}

export function useLessonCompletions() {
  return useQuery({
    queryKey: lessonCompletionsKey,
    queryFn: () => callApi<LessonCompletion[]>(learningApi.lessonCompletions),
  });
}

export function useMyCertificate(enabled: boolean) {
  return useQuery({
    queryKey: myCertificateKey,
    queryFn: () => callApi<MyCertificate>(learningApi.myCertificate),
    enabled,
  });
}

/** Everything a saved lesson or page changes: the sidebar, the cards, the figures. */
function useRefreshProgress() {
  const client = useQueryClient();
  return async (moduleId: string, saved?: ModuleProgress) => {
    if (saved) await putAnswer(client, moduleProgressKey(moduleId), saved);
    void client.invalidateQueries({ queryKey: userProgressKey, exact: true });
    void client.invalidateQueries({ queryKey: lessonCompletionsKey });
    void client.invalidateQueries({ queryKey: dashboardStatsKey });
    void client.invalidateQueries({ queryKey: myCertificateKey });
  };
}

/**
 * A 403 on a save means this user may no longer open the module (a refund, or the end of open
 * access): what they may open is asked again, so the page shows what unlocks it instead.
 */
export function useRecheckAccessOnRefusal() {
  const client = useQueryClient();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 403) {
      void client.invalidateQueries({ queryKey: accessKey });
    }
  };
}

/** Records one completed lesson (a repeat changes nothing). */
export function useCompleteLesson() {
  const refresh = useRefreshProgress();
  const recheckAccess = useRecheckAccessOnRefusal();
  return useMutation({
    mutationFn: (input: { moduleId: string; lessonId: string }): Promise<ModuleProgress> =>
      callApi(learningApi.saveLessonProgress, { params: input }),
    onSuccess: (saved, input) => refresh(input.moduleId, saved),
    onError: recheckAccess,
  });
}

/** Remembers where the player is. */
export function useSaveResumePosition() {
  const client = useQueryClient();
  const recheckAccess = useRecheckAccessOnRefusal();
  return useMutation({
    mutationFn: (input: { moduleId: string; lessonIndex: number }): Promise<ModuleProgress> =>
      callApi(learningApi.savePosition, {
        params: { moduleId: input.moduleId },
        body: { lessonIndex: input.lessonIndex },
      }),
    onSuccess: async (saved, input) => {
      await putAnswer(client, moduleProgressKey(input.moduleId), saved);
      void client.invalidateQueries({ queryKey: userProgressKey, exact: true });
    },
    onError: recheckAccess,
  });
}

/**
 * Tells the server which lesson is open, so the home dashboard offers it on any device. It runs in
 * the background: a failure costs only that card, so it says nothing.
 */
export function useRecordLessonOpened() {
  const client = useQueryClient();
  const recheckAccess = useRecheckAccessOnRefusal();
  return useMutation({
    mutationFn: (input: { moduleId: string; lessonId: string }): Promise<LastLesson> =>
      callApi(learningApi.lessonOpened, { params: input }),
    onSuccess: (saved) => putAnswer(client, lastLessonKey, saved),
    onError: recheckAccess,
  });
}

/** Marks a page without lessons (a learning page) complete. */
export function useCompletePage() {
  const refresh = useRefreshProgress();
  const recheckAccess = useRecheckAccessOnRefusal();
  return useMutation({
    mutationFn: (moduleId: string): Promise<ProgressRecord> =>
      callApi(learningApi.saveModuleProgress, {
        params: { moduleId },
        body: { status: 'completed', progressPercentage: 100 },
      }),
    onSuccess: (_saved, moduleId) => refresh(moduleId),
    onError: recheckAccess,
  });
}

/** Records a download (the PDF itself is a plain link, so the browser downloads it). */
export function useRecordDownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string): Promise<{ message: string }> =>
      callApi(learningApi.downloadResource, { params: { id: slug } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: dashboardStatsKey }),
  });
}
