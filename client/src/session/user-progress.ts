import { useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../common/contracts/learning-api';
import type { LastLesson, ProgressRecord } from '../../../common/contracts/learning';
import { callApi } from '../lib/api';
import { useAuth } from './current-user';

/**
 * The signed-in user's saved progress: the sidebar's progress box, the learning pages and the
 * growth guides all read it, and a write from any of them refreshes it by this key.
 */
export const userProgressKey = [learningApi.listProgress.path] as const;

/** Saved progress of the signed-in user; fetched only when a user exists. */
export function useUserProgress() {
  const { user } = useAuth();
  return useQuery({
    queryKey: userProgressKey,
    queryFn: () => callApi<ProgressRecord[]>(learningApi.listProgress),
    enabled: user !== null,
  });
}

/**
 * The lesson the user opened last, on any device: the home dashboard's "Continue where you left
 * off" reads it, and the lesson players set it (by this key) when a lesson opens.
 */
export const lastLessonKey = [learningApi.lastLesson.path] as const;

export function useLastLesson() {
  const { user } = useAuth();
  return useQuery({
    queryKey: lastLessonKey,
    queryFn: () => callApi<LastLesson>(learningApi.lastLesson),
    enabled: user !== null,
  });
}
