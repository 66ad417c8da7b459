/**
 * The core curriculum behind the sidebar's progress box: the 4 structured modules,
 * the 4 learning-path pages and the 4 toolbox tracks.
 */
export const structuredModuleIds = [
  'ai-foundations-1',
  'ai-foundations-2',
  'essential-ai-tools',
  'ai-automation-platforms',
] as const;
export const learningPathIds = [
  'basics',
  'ai-understanding',
  'ai-tools',
  'personal-development',
] as const;
export const toolboxTrackIds = [
  'toolbox-basics',
  'toolbox-sales',
  'toolbox-marketing',
  'toolbox-operations',
] as const;
export const growthModuleIds = [
  'ai-agency-tools',
  'sales-scripts',
  'kpi-tracker',
  'closing-techniques',
  'social-media-strategy',
] as const;
/** The twelve toolbox lessons, ids 1 to 12, three per track. */
export const toolboxLessonIds = Array.from({ length: 12 }, (_, i) => `toolbox-lesson-${i + 1}`);

export const coreCurriculumIds: readonly string[] = [
  ...structuredModuleIds,
  ...learningPathIds,
  ...toolboxTrackIds,
];
export const CORE_CURRICULUM_SIZE = 12;

/** Every id a progress record may carry. */
export const progressModuleIds: readonly string[] = [
  ...coreCurriculumIds,
  ...growthModuleIds,
  ...toolboxLessonIds,
];

/** Older spellings still found in stored progress. */
const moduleIdAliases: Record<string, string> = {
  'ai-fundamentals-1': 'ai-foundations-1',
  'ai-fundamentals-2': 'ai-foundations-2',
};

export function canonicalModuleId(id: string): string {
  return moduleIdAliases[id] ?? id;
}

export type ProgressStatus = 'not_started' | 'in_progress' | 'completed';
export type ProgressRecordLike = { moduleId: string; status: ProgressStatus | string };

/** Percent of the 12 core items completed, rounded, never above 100. */
export function corePercentComplete(records: readonly ProgressRecordLike[]): number {
  const done = new Set(
    records
      .filter((r) => r.status === 'completed')
      .map((r) => canonicalModuleId(r.moduleId))
      .filter((id) => coreCurriculumIds.includes(id)),
  );
  return Math.min(100, Math.round((done.size / CORE_CURRICULUM_SIZE) * 100));
}
