import type {
  LearningPageBody,
  ModuleLessons,
} from '../../../../common/contracts/learning-content';
import { learningContentMessages } from '../../../../common/contracts/learning-content';
import { learningPathIds } from '../../../../common/curriculum';
import { findStructuredModule } from '../../../../content/learning/modules';
import { learningPages, type LearningPathId } from '../../../../content/learning/pages';
import { toolboxContent } from '../../../../content/learning/toolbox';
import { notFound } from '../../errors';

/**
 * The lesson bodies of a structured module (older spellings accepted) or a toolbox track, in
 * lesson order: the paid text the client no longer bundles. The titles stay in the catalogue.
 */
export function moduleLessons(moduleId: string): ModuleLessons {
  const module = findStructuredModule(moduleId);
  if (module) {
    return {
      kind: 'structured',
      moduleId: module.id,
      lessons: module.lessons.map((lesson) => ({
        id: String(lesson.id),
        content: lesson.content,
        ...(lesson.exercises ? { exercises: lesson.exercises } : {}),
      })),
      ...(module.practice
        ? { practice: { overview: module.practice.overview, topics: module.practice.topics } }
        : {}),
    };
  }
  const track = toolboxContent.tracks.find((t) => t.id === moduleId);
  if (track) {
    return {
      kind: 'toolbox',
      moduleId: track.id,
      lessons: track.lessons.map(({ id, outcome, sections, takeaways, actionItems }) => ({
        id,
        outcome,
        sections,
        takeaways,
        actionItems,
      })),
    };
  }
  throw notFound(learningContentMessages.unknownModule);
}

const isPageId = (id: string): id is LearningPathId =>
  (learningPathIds as readonly string[]).includes(id);

/** Everything a learning page shows below its header (the header is in the catalogue). */
export function learningPageBody(pageId: string): LearningPageBody {
  if (!isPageId(pageId)) throw notFound(learningContentMessages.unknownPage);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { header, actions, resources, ...body } = learningPages[pageId];
  return body;
}
