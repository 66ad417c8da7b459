import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DashboardStats,
  LessonCompletion,
  ModuleProgress,
  MyCertificate,
  ProgressRecord,
} from '../../../../../common/contracts/learning';
import { apiGet, apiRequest } from '../../../lib/api';
import { useAuth } from '../../../session/current-user';
/** The sidebar's query (./user-progress.ts) by value: importing it would split a tiny shared chunk. */
export const userProgressKey = ['/api/user-progress'] as const;

export const moduleProgressKey = (moduleId: string) =>
  ['/api/user-progress', moduleId, 'lessons'] as const;
export const lessonCompletionsKey = ['/api/lesson-completions'] as const;
export const dashboardStatsKey = ['/api/dashboard-stats'] as const;
export const myCertificateKey = ['/api/certificates/mine'] as const;

/** Saved progress of the signed-in user (the same query as the sidebar's). */
export function useProgressList() {
  const { user } = useAuth();
  return useQuery({
    queryKey: userProgressKey,
    queryFn: () => apiGet<ProgressRecord[]>('/api/user-progress'),
    enabled: user !== null,
  });
}

/** One module's completed lessons and resume position. */
export function useModuleProgress(moduleId: string, enabled = true) {
  return useQuery({
    queryKey: moduleProgressKey(moduleId),
    queryFn: () => apiGet<ModuleProgress>(`/api/user-progress/${moduleId}/lessons`),
    enabled,
  });
}

export function useLessonCompletions() {
  return useQuery({
    queryKey: lessonCompletionsKey,
    queryFn: () => apiGet<LessonCompletion[]>('/api/lesson-completions'),
  });
}

export function useDashboardStats() {
  const { user } = useAuth();
  return useQuery({
    queryKey: dashboardStatsKey,
    queryFn: () => apiGet<DashboardStats>('/api/dashboard-stats'),
    enabled: user !== null,
  });
}

export function useMyCertificate(enabled: boolean) {
  return useQuery({
    queryKey: myCertificateKey,
    queryFn: () => apiGet<MyCertificate>('/api/certificates/mine'),
    enabled,
  });
}

/** Everything a saved lesson or page changes: the sidebar, the cards, the figures. */
function useRefreshProgress() {
  const client = useQueryClient();
  return (moduleId: string, saved?: ModuleProgress) => {
    if (saved) client.setQueryData(moduleProgressKey(moduleId), saved);
    void client.invalidateQueries({ queryKey: userProgressKey, exact: true });
    void client.invalidateQueries({ queryKey: lessonCompletionsKey });
    void client.invalidateQueries({ queryKey: dashboardStatsKey });
    void client.invalidateQueries({ queryKey: myCertificateKey });
  };
}

/** Records one completed lesson (a repeat changes nothing). */
export function useCompleteLesson() {
  const refresh = useRefreshProgress();
  return useMutation({
    mutationFn: (input: { moduleId: string; lessonId: string }) =>
      apiRequest<ModuleProgress>(
        'PUT',
        `/api/user-progress/${input.moduleId}/lessons/${encodeURIComponent(input.lessonId)}`,
      ),
    onSuccess: (saved, input) => refresh(input.moduleId, saved),
  });
}

/** Remembers where the player is. */
export function useSaveResumePosition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { moduleId: string; lessonIndex: number }) =>
      apiRequest<ModuleProgress>('PUT', `/api/user-progress/${input.moduleId}/position`, {
        lessonIndex: input.lessonIndex,
      }),
    onSuccess: (saved, input) => {
      client.setQueryData(moduleProgressKey(input.moduleId), saved);
      void client.invalidateQueries({ queryKey: userProgressKey, exact: true });
    },
  });
}

/** Marks a page without lessons (a learning page) complete. */
export function useCompletePage() {
  const refresh = useRefreshProgress();
  return useMutation({
    mutationFn: (moduleId: string) =>
      apiRequest<ProgressRecord>('PUT', `/api/user-progress/${moduleId}`, {
        status: 'completed',
        progressPercentage: 100,
      }),
    onSuccess: (_saved, moduleId) => refresh(moduleId),
  });
}

/** Records a download (the PDF itself is a plain link, so the browser downloads it). */
export function useRecordDownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      apiRequest<{ message: string }>(
        'POST',
        `/api/resources/${encodeURIComponent(slug)}/download`,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: dashboardStatsKey }),
  });
}
