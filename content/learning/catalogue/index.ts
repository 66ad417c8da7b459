// What the client may bundle: the catalogue and small helpers over it. Never import the full
// content (../modules, ../toolbox, ../pages) from client code: it holds the paid lesson text.
import { canonicalModuleId } from '../../../common/curriculum';
import { durationMinutes } from '../duration';
import { learningCatalogue } from './data';
import type { ModuleSummary, ToolboxLessonSummary, ToolboxTrackSummary } from './types';

export { durationMinutes, learningCatalogue };
export type * from './types';

export const moduleSummaries = learningCatalogue.modules;
export const toolboxTrackSummaries = learningCatalogue.toolboxTracks;

/** The toolbox track that holds this lesson, or undefined. */
export function trackOfLesson(lessonId: string): ToolboxTrackSummary | undefined {
  return toolboxTrackSummaries.find((track) => track.lessons.some((l) => l.id === lessonId));
}

/**
 * The toolbox lesson after this one: the next of its track, else the first of the next track;
 * undefined after the last lesson of the last track.
 */
export function nextToolboxLesson(
  lessonId: string,
): { track: ToolboxTrackSummary; lesson: ToolboxLessonSummary } | undefined {
  const all = toolboxTrackSummaries.flatMap((track) =>
    track.lessons.map((lesson) => ({ track, lesson })),
  );
  const at = all.findIndex(({ lesson }) => lesson.id === lessonId);
  return at === -1 ? undefined : all[at + 1];
}

/** The module with this id (older spellings accepted), or undefined. */
export function findModuleSummary(id: string): ModuleSummary | undefined {
  const canonical = canonicalModuleId(id);
  return moduleSummaries.find((module) => module.id === canonical);
}

/** A module's minutes: its lessons' and practice project's ("8 minutes" is 8; never stored). */
export function summaryMinutes(module: ModuleSummary): number {
  const practice = module.practice ? durationMinutes(module.practice.duration) : 0;
  return module.lessons.reduce((sum, lesson) => sum + durationMinutes(lesson.duration), practice);
}
