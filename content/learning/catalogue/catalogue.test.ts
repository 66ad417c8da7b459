import { describe, expect, it } from 'vitest';
import { moduleMinutes, structuredModules } from '../modules';
import { learningCatalogue, nextToolboxLesson, summaryMinutes, toolboxTrackSummaries } from '.';
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

describe('the toolbox lesson that follows', () => {
  it('is the next of the track, then the first of the next track, and none after the last', () => {
    const [basics, sales] = toolboxTrackSummaries;
    expect(nextToolboxLesson(basics.lessons[0].id)?.lesson.id).toBe(basics.lessons[1].id);
    const afterTrack = nextToolboxLesson(basics.lessons[basics.lessons.length - 1].id);
    expect(afterTrack?.track.id).toBe(sales.id);
    expect(afterTrack?.lesson.id).toBe(sales.lessons[0].id);
    const lastTrack = toolboxTrackSummaries[toolboxTrackSummaries.length - 1];
    expect(nextToolboxLesson(lastTrack.lessons[lastTrack.lessons.length - 1].id)).toBeUndefined();
    expect(nextToolboxLesson('no-such-lesson')).toBeUndefined();
  });
});
