import { useEffect, useRef } from 'react';
import type { GrowthModuleId } from '../../../../../content/growth/types';
import { useUserProgress } from '../../../session/user-progress';
import { useSaveGrowthProgress } from './api/save-growth-progress';

export type GuideStatus = 'not_started' | 'in_progress' | 'completed';

/**
 * The saved state of one guide. Opening it marks it in progress; each tab opened for the first
 * time in this visit raises the percentage to its share of the tabs plus the final "Mark module
 * complete" step, so only that step reaches 100.
 */
export function useGuideProgress(moduleId: GrowthModuleId, tabCount: number, visitedTabs: number) {
  const progress = useUserProgress();
  const save = useSaveGrowthProgress();
  const record = progress.data?.find((item) => item.moduleId === moduleId);
  const status: GuideStatus = record?.status ?? 'not_started';
  const saved = record?.progressPercentage ?? 0;
  const sent = useRef(0);

  const target = Math.round((Math.max(1, visitedTabs) / (tabCount + 1)) * 100);
  const { mutate } = save;
  useEffect(() => {
    if (!progress.isSuccess || status === 'completed') return;
    if (target <= saved || target <= sent.current) return;
    sent.current = target;
    mutate({ moduleId, status: 'in_progress', progressPercentage: target });
  }, [progress.isSuccess, status, target, saved, moduleId, mutate]);

  return {
    isLoaded: progress.isSuccess,
    status,
    percent: status === 'completed' ? 100 : Math.max(saved, target),
    complete: () => save.mutateAsync({ moduleId, status: 'completed', progressPercentage: 100 }),
    isCompleting: save.isPending && save.variables?.status === 'completed',
  };
}
