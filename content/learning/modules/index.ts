import { canonicalModuleId } from '../../../common/curriculum';
import { aiAutomationPlatforms } from './ai-automation-platforms';
import { aiFoundations1 } from './ai-foundations-1';
import { aiFoundations2 } from './ai-foundations-2';
import { essentialAiTools } from './essential-ai-tools';
import type { Lesson, LessonBlock, PracticeProject, StructuredModule } from './types';

export type * from './types';

/** The four structured modules in the curriculum's order (common/curriculum.ts). */
export const structuredModules: readonly StructuredModule[] = [
  aiFoundations1,
  aiFoundations2,
  essentialAiTools,
  aiAutomationPlatforms,
];

/** The module with this id (older spellings accepted), or undefined. */
export function findStructuredModule(id: string): StructuredModule | undefined {
  const canonical = canonicalModuleId(id);
  return structuredModules.find((module) => module.id === canonical);
}

/** A lesson's minutes, read from its duration text ("8 minutes" is 8). */
export function lessonMinutes(lesson: Pick<Lesson, 'duration'>): number {
  return Number.parseInt(lesson.duration, 10);
}

/** A module's minutes: the sum of its lessons' and its practice project's (never stored). */
export function moduleMinutes(module: StructuredModule): number {
  const practice = module.practice ? lessonMinutes(module.practice) : 0;
  return module.lessons.reduce((sum, lesson) => sum + lessonMinutes(lesson), practice);
}

function blockText(block: LessonBlock): string[] {
  if (typeof block === 'string') return [block];
  switch (block.kind) {
    case 'list':
      return [...block.items];
    case 'example':
      return [block.title, ...block.body];
    case 'prompt':
      return [block.title, block.text];
    case 'table':
      return [block.caption, block.columns.join(' '), ...block.rows.map((row) => row.join(' '))];
  }
}

/** Every piece of text a lesson shows, in reading order, exercises included. */
export function lessonTextParts(lesson: Lesson): string[] {
  const content = lesson.content;
  const parts: string[] = [lesson.title, content.overview];
  for (const topic of content.topics) parts.push(topic.heading, ...topic.body.flatMap(blockText));
  if ('keyTakeaways' in content) parts.push(...content.keyTakeaways);
  if ('actionItems' in content) parts.push(...content.actionItems);
  if ('businessApplications' in content) {
    parts.push(...content.businessApplications, ...content.pricing.flatMap(blockText));
  }
  if ('costManagement' in content && content.costManagement) {
    parts.push(...content.costManagement.flatMap(blockText));
  }
  if ('keyMetrics' in content && content.keyMetrics) {
    for (const metric of content.keyMetrics) {
      parts.push(metric.name, metric.target, metric.howToMeasure);
    }
  }
  for (const exercise of lesson.exercises ?? []) parts.push(exercise.title, ...exercise.steps);
  return parts;
}

/** Every piece of text a practice project shows, in reading order. */
export function practiceTextParts(practice: PracticeProject): string[] {
  const parts: string[] = [practice.title, practice.overview];
  for (const topic of practice.topics) parts.push(topic.heading, ...topic.body.flatMap(blockText));
  return parts;
}

const countWords = (parts: readonly string[]) =>
  parts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Words a reader reads in this lesson, exercises included. */
export function lessonWordCount(lesson: Lesson): number {
  return countWords(lessonTextParts(lesson));
}

/** Words a reader reads in a practice project. */
export function practiceWordCount(practice: PracticeProject): number {
  return countWords(practiceTextParts(practice));
}

/** Reading minutes at 200 words a minute. */
export function lessonReadingMinutes(lesson: Lesson): number {
  return lessonWordCount(lesson) / 200;
}
