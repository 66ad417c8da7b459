import { needsOfApiPath, type Needs } from '../../../../common/access';
import { urlOf } from '../../../../common/contracts/endpoint';
import { growthKitApi } from '../../../../common/contracts/growth-kits-api';
import { learningApi } from '../../../../common/contracts/learning-api';
import {
  growthModuleIds,
  learningPathIds,
  structuredModuleIds,
} from '../../../../common/curriculum';
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

const isOneOf = (ids: readonly string[], id: string) => ids.includes(id);

/**
 * The API path that serves a progress id's text: a learning page's body, a growth guide's kit, or
 * (structured modules, toolbox tracks and their lessons) the module's lessons.
 */
function contentPathOf(moduleId: string): string {
  if (isOneOf(learningPathIds, moduleId)) return urlOf(learningApi.page, { pageId: moduleId });
  if (isOneOf(growthModuleIds, moduleId)) {
    return urlOf(growthKitApi.getKit, { kitId: `guide-${moduleId}` });
  }
  return urlOf(learningApi.moduleLessons, { moduleId });
}

/**
 * What opening a module needs: the rule common/access.ts applies to the path that serves its
 * text. Progress is checked against the same rule, so a lesson counts only for a reader who
 * could open it.
 */
export function needsOfModule(moduleId: string): Needs | null {
  return needsOfApiPath(contentPathOf(moduleId));
}
