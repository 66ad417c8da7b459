import { describe, expect, it } from 'vitest';
import { structuredModuleIds } from '../../../common/curriculum';
import { isAppPath } from '../../../common/routes';
import {
  findStructuredModule,
  lessonMinutes,
  lessonTextParts,
  lessonWordCount,
  moduleMinutes,
  practiceTextParts,
  practiceWordCount,
  structuredModules,
} from './index';

/** Each module's published lesson titles and minutes ({host} is Make). */
const expected: Record<string, readonly (readonly [string, number])[]> = {
  'ai-foundations-1': [
    ['What is Artificial Intelligence?', 8],
    ['Machine Learning vs Deep Learning', 10],
    ['AI Applications in Business', 12],
    ['Future of AI Technology', 10],
    ['Setting Up Your AI Mindset', 5],
  ],
  'ai-foundations-2': [
    ['AI Market Opportunities', 12],
    ['Client Needs Assessment', 15],
    ['Building AI Service Packages', 10],
    ['Pricing AI Solutions', 8],
    ['Case Studies and Success Stories', 5],
  ],
  'essential-ai-tools': [
    ['ChatGPT and GPT-4', 15],
    ['Claude', 10],
    ['Midjourney', 12],
    ['Copy.ai and Jasper', 10],
    ['Advanced Tools Integration', 18],
  ],
  'ai-automation-platforms': [
    ['Make Fundamentals', 18],
    ['Advanced Zapier', 15],
    ['API Integration', 12],
    ['Customer Service Automation', 10],
    ['ROI Measurement and Scaling', 5],
  ],
};

const congratulations = [
  "Congratulations! You've completed the AI Foundations module!",
  "Congratulations! You've mastered AI strategy and implementation!",
  "Congratulations! You've mastered the essential AI tools toolkit!",
  "Congratulations! You've mastered AI automation platforms and can now build systems that deliver measurable ROI!",
];

const allLessons = structuredModules.flatMap((module) =>
  module.lessons.map((lesson) => ({ module, lesson, where: `${module.id} lesson ${lesson.id}` })),
);

describe('structured modules', () => {
  it('are the four modules in curriculum order, with routes from their ids', () => {
    expect(structuredModules.map((module) => module.id)).toEqual([...structuredModuleIds]);
    for (const module of structuredModules) {
      expect(module.route).toBe(`/learning/${module.id}`);
      expect(module.title.trim()).not.toBe('');
      expect(module.description.trim()).not.toBe('');
      expect(module.outcomes.length).toBeGreaterThanOrEqual(3);
    }
    expect(findStructuredModule('ai-fundamentals-2')?.title).toBe('AI Strategy and Implementation');
    expect(findStructuredModule('nope')).toBeUndefined();
  });

  it('show their published congratulation texts word for word', () => {
    expect(structuredModules.map((module) => module.congratulation)).toEqual(congratulations);
  });

  it('each hold five lessons with their published titles and minutes, in order', () => {
    for (const module of structuredModules) {
      const lessons = module.lessons.map((lesson) => [lesson.title, lessonMinutes(lesson)]);
      expect(lessons, module.id).toEqual(expected[module.id]);
      expect(module.lessons.map((lesson) => lesson.id)).toEqual([1, 2, 3, 4, 5]);
      for (const lesson of module.lessons) expect(lesson.duration).toMatch(/^\d+ minutes$/);
    }
  });

  it('derive their minutes from the lessons and practice (Foundations 45, Strategy 50, Essential Tools 75, Automation 60)', () => {
    expect(structuredModules.map(moduleMinutes)).toEqual([45, 50, 75, 60]);
  });
});

describe('the practice project of Essential AI Tools', () => {
  const tools = findStructuredModule('essential-ai-tools')!;
  const practice = tools.practice!;

  it('makes up the ten minutes between the published 75 and the lessons’ 65', () => {
    const lessonsOnly = tools.lessons.reduce((sum, lesson) => sum + lessonMinutes(lesson), 0);
    expect(lessonsOnly).toBe(65);
    expect(lessonMinutes(practice)).toBe(10);
    expect(structuredModules.filter((module) => module.practice)).toEqual([tools]);
  });

  it('is honest about its minutes and says what the reader will have done', () => {
    expect(practice.overview).toMatch(/^After this project you will have /);
    expect(practiceWordCount(practice)).toBeGreaterThanOrEqual(lessonMinutes(practice) * 100);
    expect(practice.topics.length).toBeGreaterThanOrEqual(3);
  });

  it('repeats no lesson paragraph, has no placeholder and links only over https', () => {
    const lessonParts = new Set(
      structuredModules.flatMap((module) =>
        module.lessons.flatMap((lesson) =>
          lessonTextParts(lesson).map((p) => p.trim().toLowerCase()),
        ),
      ),
    );
    for (const part of practiceTextParts(practice)) {
      expect(part).not.toMatch(/lorem|\bTODO\b|\bTBD\b|coming soon/i);
      if (part.split(/\s+/).length >= 12)
        expect(lessonParts.has(part.trim().toLowerCase())).toBe(false);
      for (const url of part.match(/\bhttps?:\/\/[^\s)"']+/g) ?? [])
        expect(url).toMatch(/^https:\/\//);
    }
  });
});

describe('each lesson', () => {
  it('is complete for the tabs its module shows', () => {
    for (const { module, lesson, where } of allLessons) {
      const content = lesson.content;
      // A lesson opens with what the reader will be able to do after it.
      expect(content.overview, where).toMatch(/^After this lesson you will (be able to|have) /);
      expect(content.topics.length, where).toBeGreaterThanOrEqual(3);
      for (const topic of content.topics) {
        expect(topic.heading.trim(), where).not.toBe('');
        expect(topic.body.length, `${where}: ${topic.heading}`).toBeGreaterThan(0);
      }
      if (module.kind === 'foundations' || module.kind === 'strategy') {
        expect('keyTakeaways' in content && content.keyTakeaways.length >= 3, where).toBe(true);
      }
      if (module.kind === 'strategy') {
        expect('actionItems' in content && content.actionItems.length >= 3, where).toBe(true);
      }
      if (module.kind === 'tools' || module.kind === 'automation') {
        expect(
          'businessApplications' in content && content.businessApplications.length >= 3,
          where,
        ).toBe(true);
        expect('pricing' in content && content.pricing.length > 0, where).toBe(true);
      }
    }
    const tools = findStructuredModule('essential-ai-tools');
    const automation = findStructuredModule('ai-automation-platforms');
    const fifthTool = tools?.lessons[4]?.content;
    const fifthAutomation = automation?.lessons[4]?.content;
    expect(
      fifthTool && 'costManagement' in fifthTool && fifthTool.costManagement?.length,
    ).toBeTruthy();
    expect(
      fifthAutomation && 'keyMetrics' in fifthAutomation && fifthAutomation.keyMetrics?.length,
    ).toBeTruthy();
  });

  it('is honest about its minutes: stated minutes at most twice the reading time at 200 words a minute', () => {
    for (const { lesson, where } of allLessons) {
      const words = lessonWordCount(lesson);
      expect(words, `${where} (${lesson.duration}) has ${words} words`).toBeGreaterThanOrEqual(
        lessonMinutes(lesson) * 100,
      );
    }
  });

  it('repeats no paragraph of another lesson and has no placeholder', () => {
    const seen = new Map<string, string>();
    for (const { lesson, where } of allLessons) {
      for (const part of lessonTextParts(lesson)) {
        expect(part, where).not.toMatch(/lorem|\bTODO\b|\bTBD\b|coming soon/i);
        if (part.split(/\s+/).length < 12) continue;
        const key = part.trim().toLowerCase();
        const first = seen.get(key);
        expect(first === undefined || first === where, `${where} repeats ${first}: ${part}`).toBe(
          true,
        );
        seen.set(key, where);
      }
    }
  });

  it('links only over https or to a page in the route list', () => {
    for (const { lesson, where } of allLessons) {
      for (const part of lessonTextParts(lesson)) {
        for (const url of part.match(/\bhttps?:\/\/[^\s)"']+/g) ?? []) {
          expect(url, where).toMatch(/^https:\/\//);
          // A sentence's full stop is not part of the address a reader would open.
          expect(url, where).not.toMatch(/[.,;:]$/);
        }
        for (const match of part.matchAll(/(?:^|\s)(\/[a-z][\w\-/]*)/g)) {
          expect(isAppPath(match[1]), `${where}: ${match[1]}`).toBe(true);
        }
      }
    }
  });
});
