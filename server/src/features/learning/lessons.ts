import { structuredModuleIds } from '../../../../common/curriculum';
import { structuredModules } from '../../../../content/learning/modules';
import { toolboxContent } from '../../../../content/learning/toolbox';

/**
 * The lessons of every module that is made of lessons: the four structured modules (lesson ids
 * "1" to "5") and the four toolbox tracks ("toolbox-lesson-N"). Read from the content, so counts
 * are never typed twice. Other progress ids (learning pages, growth modules) have no lessons.
 */
export function lessonIdsOf(moduleId: string): readonly string[] | null {
  const module = structuredModules.find((m) => m.id === moduleId);
  if (module) return module.lessons.map((lesson) => String(lesson.id));
  const track = toolboxContent.tracks.find((t) => t.id === moduleId);
  if (track) return track.lessons.map((lesson) => lesson.id);
  return null;
}

export const certificateModuleIds: readonly string[] = structuredModuleIds;
