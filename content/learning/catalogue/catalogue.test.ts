import { describe, expect, it } from 'vitest';
import { moduleMinutes, structuredModules } from '../modules';
import { learningCatalogue, summaryMinutes } from '.';
import { projectCatalogue } from './project';

describe('the learning catalogue the client bundles', () => {
  it('is exactly the catalogue part of the full content (run generate.ts when it is not)', () => {
    expect(learningCatalogue).toEqual(projectCatalogue());
  });

  it('holds no lesson text: no lesson content, sections or documents', () => {
    const json = JSON.stringify(learningCatalogue);
    for (const key of ['"content"', '"sections"', '"document"', '"takeaways"', '"overview"']) {
      expect(json).not.toContain(key);
    }
    const firstLesson = structuredModules[0].lessons[0];
    expect(json).toContain(firstLesson.title);
    expect(json).not.toContain(firstLesson.content.overview);
  });

  it('gives each module the minutes of the full content', () => {
    learningCatalogue.modules.forEach((module, i) => {
      expect(summaryMinutes(module)).toBe(moduleMinutes(structuredModules[i]));
    });
  });
});
