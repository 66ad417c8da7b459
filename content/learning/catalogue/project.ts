// Server and test side only: reads the full content and keeps the catalogue part of it.
// `generate.ts` writes the result to ./data.ts, and catalogue.test.ts fails when that file is
// stale, so the catalogue is never typed by hand.
import { learningPathIds } from '../../../common/curriculum';
import { structuredModules } from '../modules';
import { learningPages } from '../pages';
import type { Resource } from '../resources/types';
import { toolboxContent } from '../toolbox';
import type { LearningCatalogue, LearningPageSummary, ResourceSummary } from './types';

const resourceSummary = ({ name, type, size }: Resource): ResourceSummary => ({ name, type, size });

export function projectCatalogue(): LearningCatalogue {
  return {
    modules: structuredModules.map(({ lessons, practice, ...module }) => ({
      ...module,
      lessons: lessons.map(({ id, title, duration }) => ({ id, title, duration })),
      ...(practice ? { practice: { title: practice.title, duration: practice.duration } } : {}),
    })),
    toolboxTracks: toolboxContent.tracks.map(({ lessons, ...track }) => ({
      ...track,
      lessons: lessons.map(({ id, title, duration, description, resources }) => ({
        id,
        title,
        duration,
        description,
        resources: resources.map(resourceSummary),
      })),
    })),
    pages: Object.fromEntries(
      learningPathIds.map((id): [string, LearningPageSummary] => {
        const { header, actions, resources } = learningPages[id];
        return [id, { id, header, actions, resources: resources.map(resourceSummary) }];
      }),
    ) as LearningCatalogue['pages'],
  };
}
