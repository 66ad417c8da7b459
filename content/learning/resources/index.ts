import { learningPages } from '../pages';
import { toolboxLessons } from '../toolbox';
import { resourceSlug } from './slug';
import type { Resource } from './types';

/** Where a resource is offered: a toolbox lesson or a learning page (by its id). */
export type ResourceOwner =
  | { kind: 'toolbox-lesson'; id: string; title: string }
  | { kind: 'learning-page'; id: string; title: string };

export interface ResourceEntry {
  slug: string;
  resource: Resource;
  owner: ResourceOwner;
}

function collect(): ResourceEntry[] {
  const entries: ResourceEntry[] = [];
  for (const lesson of toolboxLessons) {
    for (const resource of lesson.resources) {
      entries.push({
        slug: resourceSlug(resource.name),
        resource,
        owner: { kind: 'toolbox-lesson', id: lesson.id, title: lesson.title },
      });
    }
  }
  for (const page of Object.values(learningPages)) {
    for (const resource of page.resources) {
      entries.push({
        slug: resourceSlug(resource.name),
        resource,
        owner: { kind: 'learning-page', id: page.id, title: page.header.title },
      });
    }
  }
  return entries;
}

/** Every downloadable resource of the toolbox lessons and the learning pages. */
export const allResourceEntries: readonly ResourceEntry[] = collect();

/** GET /api/download-pdf/:slug looks resources up here (slugs are unique; a test checks). */
export const resourcesBySlug: ReadonlyMap<string, ResourceEntry> = new Map(
  allResourceEntries.map((entry) => [entry.slug, entry]),
);

export function resourceBySlug(slug: string): ResourceEntry | undefined {
  return resourcesBySlug.get(slug);
}

export { resourceFileName, resourceSlug } from './slug';
export type * from './types';
