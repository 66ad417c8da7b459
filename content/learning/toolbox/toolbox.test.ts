import { describe, expect, it } from 'vitest';
import { toolboxLessonIds, toolboxTrackIds } from '../../../common/curriculum';
import { isAppPath } from '../../../common/routes';
import { learningPages } from '../pages';
import { allResourceEntries, resourceBySlug, resourceFileName, resourceSlug } from '../resources';
import { sectionTexts, stringsIn, wordCount } from '../resources/text';
import type { DocumentBlock, Resource } from '../resources/types';
import { durationMinutes, toolboxContent, toolboxLessonById, toolboxLessons } from '.';

const { tracks, toolCategories, dashboard } = toolboxContent;

function lessonWords(lesson: (typeof toolboxLessons)[number]): number {
  return wordCount([
    lesson.outcome,
    ...sectionTexts(lesson.sections),
    ...lesson.takeaways,
    ...lesson.actionItems,
  ]);
}

function checkResource(resource: Resource) {
  expect(resource.type).toBe('pdf');
  expect(resource.name.trim()).not.toBe('');
  expect(resource.size).toMatch(/^\d+ pages?$/);
  expect(resource.document.title).toBe(resource.name);
  expect(resource.document.sections.length).toBeGreaterThanOrEqual(3);
  for (const s of resource.document.sections) {
    expect(s.heading.trim()).not.toBe('');
    expect(s.blocks.length).toBeGreaterThan(0);
    for (const block of s.blocks) {
      if (block.kind === 'table') {
        expect(block.columns.length).toBeGreaterThan(1);
        for (const row of block.rows) expect(row).toHaveLength(block.columns.length);
      }
    }
  }
  expect(
    wordCount([resource.document.title, ...sectionTexts(resource.document.sections)]),
  ).toBeGreaterThanOrEqual(200);
}

describe('toolbox tracks and lessons', () => {
  it('has the four tracks in dashboard order, three lessons each, ids 1 to 12', () => {
    expect(tracks.map((t) => t.id)).toEqual([...toolboxTrackIds]);
    expect(tracks.map((t) => t.title)).toEqual(['The Basics', 'Sales', 'Marketing', 'Operations']);
    for (const track of tracks) expect(track.lessons).toHaveLength(3);
    expect(toolboxLessons.map((l) => l.id)).toEqual(toolboxLessonIds);
    expect(toolboxLessonById('toolbox-lesson-7')?.title).toBe(tracks[2].lessons[0].title);
    expect(toolboxLessonById('toolbox-lesson-13')).toBeUndefined();
  });

  it('gives every lesson a card, a written body, takeaways, exercises and at least one pdf', () => {
    for (const lesson of toolboxLessons) {
      expect(lesson.title.trim(), lesson.id).not.toBe('');
      expect(lesson.description.length, lesson.id).toBeGreaterThan(60);
      expect(lesson.outcome.length, lesson.id).toBeGreaterThan(60);
      expect(lesson.duration, lesson.id).toMatch(/^\d+ min$/);
      expect(lesson.sections.length, lesson.id).toBeGreaterThanOrEqual(4);
      expect(lesson.takeaways.length, lesson.id).toBeGreaterThanOrEqual(3);
      expect(lesson.actionItems.length, lesson.id).toBeGreaterThanOrEqual(3);
      expect(
        lesson.resources.filter((r) => r.type === 'pdf').length,
        lesson.id,
      ).toBeGreaterThanOrEqual(1);
      for (const resource of lesson.resources) checkResource(resource);
    }
  });

  it('states honest minutes: words (exercises included) are at least minutes × 100', () => {
    for (const lesson of toolboxLessons) {
      const minutes = durationMinutes(lesson.duration);
      expect(minutes, lesson.id).toBeGreaterThan(0);
      expect(lessonWords(lesson), `${lesson.id} (${lesson.duration})`).toBeGreaterThanOrEqual(
        minutes * 100,
      );
    }
  });

  it('reads the leading number of a duration as its minutes', () => {
    expect(durationMinutes('7 min')).toBe(7);
    expect(durationMinutes('12 minutes')).toBe(12);
    expect(durationMinutes('soon')).toBe(0);
    const basicsMinutes = tracks[0].lessons.reduce(
      (sum, l) => sum + durationMinutes(l.duration),
      0,
    );
    expect(dashboard.sectionMeta(3, basicsMinutes)).toBe(`3 modules · ${basicsMinutes} min`);
  });
});

describe('tools directory', () => {
  it('has the four categories, each with named, rated, priced tools on https sites', () => {
    expect(toolCategories.map((c) => c.id)).toEqual([
      'content-creation',
      'design-and-visual',
      'automation-and-productivity',
      'customer-service',
    ]);
    const names = new Set<string>();
    for (const category of toolCategories) {
      expect(category.tools.length, category.id).toBeGreaterThanOrEqual(3);
      for (const tool of category.tools) {
        expect(names.has(tool.name), tool.name).toBe(false);
        names.add(tool.name);
        expect(tool.rating).toBeGreaterThanOrEqual(1);
        expect(tool.rating).toBeLessThanOrEqual(5);
        expect(Number.isInteger(tool.rating * 10)).toBe(true);
        expect(tool.price, tool.name).toMatch(/as of 2026/);
        expect(tool.description.length, tool.name).toBeGreaterThan(80);
        expect(tool.features.length, tool.name).toBeGreaterThanOrEqual(3);
        expect(new URL(tool.link).protocol, tool.name).toBe('https:');
      }
    }
  });
});

describe('resources', () => {
  it('derives slugs by the download-slug rule and file names from the resource name', () => {
    expect(resourceSlug('AI Task Audit Worksheet')).toBe('ai-task-audit-worksheet');
    expect(resourceSlug('  Sales   Call Planner & Script ')).toBe('-sales-call-planner--script-');
    expect(resourceSlug('Café 2026: Plan')).toBe('caf-2026-plan');
    expect(resourceFileName('Prompt Template Pack')).toBe('Prompt Template Pack.pdf');
  });

  it('lists every downloadable resource of the lessons and pages once, each slug unique and resolvable', () => {
    const expected = [
      ...toolboxLessons.flatMap((l) => l.resources),
      ...Object.values(learningPages).flatMap((p) => p.resources),
    ];
    expect(allResourceEntries).toHaveLength(expected.length);
    const slugs = allResourceEntries.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const resource of expected) {
      const slug = resourceSlug(resource.name);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(resourceBySlug(slug)?.resource).toBe(resource);
    }
    expect(resourceBySlug('no-such-resource')).toBeUndefined();
  });
});

describe('learning content text', () => {
  const everything = stringsIn({ toolbox: toolboxContent, pages: learningPages });

  it('repeats no paragraph between lessons, pages and resources', () => {
    // A tool's price is a fact quoted wherever the tool appears, not teaching text.
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { where, text } of everything) {
      const key = text.trim().toLowerCase();
      if (key.length < 60 || where.endsWith('.price')) continue;
      const first = seen.get(key);
      if (first !== undefined) repeats.push(`${where} repeats ${first}`);
      seen.set(key, where);
    }
    expect(repeats).toEqual([]);
  });

  it('keeps list items and table headings distinct within each block (screens key them by text)', () => {
    const blocks: { where: string; block: DocumentBlock }[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`));
      else if (value !== null && typeof value === 'object') {
        const kind = (value as { kind?: unknown }).kind;
        if (kind === 'bullets' || kind === 'numbered' || kind === 'table') {
          blocks.push({ where, block: value as DocumentBlock });
        }
        for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`);
      }
    };
    walk({ toolbox: toolboxContent, pages: learningPages }, '');
    expect(blocks.length).toBeGreaterThan(50);
    for (const { where, block } of blocks) {
      const keys =
        block.kind === 'table'
          ? block.columns
          : block.kind === 'paragraph' || block.kind === 'callout'
            ? []
            : block.items;
      expect(new Set(keys).size, where).toBe(keys.length);
    }
  });

  it('has no placeholder text', () => {
    for (const { where, text } of everything) {
      expect(text, where).not.toMatch(
        /lorem|ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder text|xxx/i,
      );
    }
  });

  it('links only to https sites or to pages in the route list', () => {
    for (const { where, text } of everything) {
      if (/^[a-z]+:\/\//i.test(text)) expect(new URL(text).protocol, where).toBe('https:');
      if (/^\/(?!\/)\S*$/.test(text)) expect(isAppPath(text), where).toBe(true);
      for (const url of text.match(/\bhttps?:\/\/\S+/g) ?? [])
        expect(url, where).toMatch(/^https:\/\//);
    }
  });
});
