// The course catalogue: what a visitor may see before buying (module and lesson titles,
// minutes, level, counts, resource names). The client reads only this; the lesson text itself is
// served by the server to accounts the toolbox unlocks (common/contracts/learning-content.ts).
import type { Lesson, PracticeProject, StructuredModule } from '../modules/types';
import type { LearningPathId, PageActions, PageHeader } from '../pages/types';
import type { Resource } from '../resources/types';
import type { ToolboxLesson, ToolboxTrack } from '../toolbox/types';

export type LessonSummary = Pick<Lesson, 'id' | 'title' | 'duration'>;

/** A practice project's title and minutes (its text is served with the lessons). */
export type PracticeSummary = Pick<PracticeProject, 'title' | 'duration'>;

type ModuleSummaryOf<M extends StructuredModule> = M extends StructuredModule
  ? Omit<M, 'lessons' | 'practice'> & {
      lessons: readonly LessonSummary[];
      practice?: PracticeSummary;
    }
  : never;
export type ModuleSummary = ModuleSummaryOf<StructuredModule>;

/** A download's button: its name (and so its slug) and size; the PDF is made by the server. */
export type ResourceSummary = Pick<Resource, 'name' | 'type' | 'size'>;

export type ToolboxLessonSummary = Pick<
  ToolboxLesson,
  'id' | 'title' | 'duration' | 'description'
> & {
  resources: readonly ResourceSummary[];
};

export type ToolboxTrackSummary = Omit<ToolboxTrack, 'lessons'> & {
  lessons: readonly ToolboxLessonSummary[];
};

export interface LearningPageSummary {
  id: LearningPathId;
  header: PageHeader;
  actions: PageActions;
  resources: readonly ResourceSummary[];
}

export interface LearningCatalogue {
  modules: readonly ModuleSummary[];
  toolboxTracks: readonly ToolboxTrackSummary[];
  pages: Readonly<Record<LearningPathId, LearningPageSummary>>;
}
