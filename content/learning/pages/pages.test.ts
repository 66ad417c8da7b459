import { describe, expect, it } from 'vitest';
import { learningPathIds } from '../../../common/curriculum';
import { resourceBySlug, resourceSlug } from '../resources';
import { sectionTexts, stringsIn, wordCount } from '../resources/text';
import { learningPages } from '.';

const { basics, 'ai-understanding': aiUnderstanding, 'ai-tools': aiTools } = learningPages;
const personal = learningPages['personal-development'];

describe('learning pages', () => {
  it('has the four learning-path pages under their progress ids', () => {
    expect(Object.keys(learningPages).sort()).toEqual([...learningPathIds].sort());
    for (const id of learningPathIds) {
      const page = learningPages[id];
      expect(page.id).toBe(id);
      expect(page.header.title.trim()).not.toBe('');
      expect(page.header.subtitle.trim()).not.toBe('');
      expect(page.header.outcome.length).toBeGreaterThan(60);
    }
  });

  it('labels each page’s buttons word for word', () => {
    expect(basics.actions).toMatchObject({
      complete: 'Mark Module as Complete',
      download: 'Download Module Resources',
    });
    expect(aiUnderstanding.actions.download).toBe('Download Module Resources');
    expect(aiTools.actions.download).toBe('Download Complete Guide');
    expect(aiTools.nextSection).toBe('Continue to Next Section');
    expect(personal.actions).toMatchObject({
      complete: 'Complete Module',
      download: 'Download Personal Development Plan',
    });
  });

  it('offers a resolvable pdf behind every download button', () => {
    for (const id of learningPathIds) {
      const page = learningPages[id];
      expect(page.resources.length, id).toBeGreaterThanOrEqual(1);
      for (const resource of page.resources) {
        expect(resource.type).toBe('pdf');
        expect(resourceBySlug(resourceSlug(resource.name))?.owner).toMatchObject({
          kind: 'learning-page',
          id,
        });
        const words = wordCount([
          resource.document.title,
          ...sectionTexts(resource.document.sections),
        ]);
        expect(words, resource.name).toBeGreaterThanOrEqual(300);
      }
    }
    expect(personal.resources[0].name).toBe('Personal Development Plan');
  });

  it('The Basics: overview, key concepts and the three client types', () => {
    expect(basics.overview.heading).toBe('Overview');
    expect(basics.overview.blocks.length).toBeGreaterThanOrEqual(2);
    expect(basics.keyConcepts.concepts.length).toBeGreaterThanOrEqual(6);
    for (const concept of basics.keyConcepts.concepts) {
      expect(concept.definition.length, concept.term).toBeGreaterThan(40);
      expect(concept.example.length, concept.term).toBeGreaterThan(40);
    }
    expect(basics.clientTypes.types.map((t) => t.id)).toEqual(['smb', 'enterprise', 'startup']);
    for (const type of basics.clientTypes.types) {
      expect(type.typicalNeeds.length, type.id).toBeGreaterThanOrEqual(3);
      expect(type.howToWin.length, type.id).toBeGreaterThanOrEqual(3);
      expect(type.budget, type.id).toMatch(/\$/);
    }
  });

  it('Understanding AI: types, technologies and a four-step framework', () => {
    expect(aiUnderstanding.aiTypes.types.length).toBeGreaterThanOrEqual(4);
    for (const type of aiUnderstanding.aiTypes.types)
      expect(type.examples.length).toBeGreaterThanOrEqual(2);
    expect(aiUnderstanding.technologies.items.length).toBeGreaterThanOrEqual(4);
    for (const item of aiUnderstanding.technologies.items)
      expect(item.exampleTools.length).toBeGreaterThanOrEqual(2);
    const steps = aiUnderstanding.framework.steps;
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    for (const step of steps) {
      expect(step.tasks.length, step.title).toBeGreaterThanOrEqual(3);
      expect(step.deliverable.trim(), step.title).not.toBe('');
      expect(step.timeframe.trim(), step.title).not.toBe('');
    }
  });

  it('AI Tools by Department: five departments with four named tools each', () => {
    expect(aiTools.departments.map((d) => d.name)).toEqual([
      'Sales',
      'Marketing',
      'Operations',
      'Finance',
      'Human Resources',
    ]);
    for (const department of aiTools.departments) {
      expect(department.tools, department.name).toHaveLength(4);
      expect(new Set(department.tools.map((t) => t.name)).size).toBe(4);
      expect(department.firstProject.length).toBeGreaterThan(60);
      for (const tool of department.tools) {
        expect(new URL(tool.link).protocol, tool.name).toBe('https:');
        expect(tool.price, tool.name).toMatch(/as of 2026/);
        expect(tool.use.length, tool.name).toBeGreaterThan(60);
      }
    }
  });

  it('Personal Development: leadership, SMART goals, growth mindset, learning plan and a call to action', () => {
    expect(personal.leadership.heading).toBe('Leadership Fundamentals');
    expect(personal.leadership.coreTraits.map((t) => t.name)).toEqual([
      'Visionary thinking',
      'Adaptability',
      'Decision making',
    ]);
    expect(personal.leadership.communicationSkills.map((t) => t.name)).toEqual([
      'Client communication',
      'Team leadership',
      'Public speaking',
    ]);
    for (const item of [
      ...personal.leadership.coreTraits,
      ...personal.leadership.communicationSkills,
    ]) {
      expect(item.practice.length, item.name).toBeGreaterThan(60);
    }
    expect(personal.goalSetting.heading).toBe('Strategic Goal Setting');
    expect(personal.goalSetting.smart.map((s) => `${s.letter} ${s.name}`)).toEqual([
      'S Specific',
      'M Measurable',
      'A Achievable',
      'R Relevant',
      'T Time-bound',
    ]);
    expect(personal.growthMindset.heading).toBe('Growth Mindset');
    expect(personal.growthMindset.traits.length).toBeGreaterThanOrEqual(3);
    expect(personal.growthMindset.pitfalls.length).toBeGreaterThanOrEqual(3);
    expect(personal.learningPlan.heading).toBe('Continuous Learning Plan');
    for (const list of [
      personal.learningPlan.daily,
      personal.learningPlan.weekly,
      personal.learningPlan.monthly,
    ]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
    }
    expect(personal.callToAction.text).toMatch(/Personal Development Plan/);
  });

  it('keeps every page substantial', () => {
    for (const id of learningPathIds) {
      const { resources: _resources, ...page } = learningPages[id];
      const words = wordCount(stringsIn(page).map((s) => s.text));
      expect(words, id).toBeGreaterThanOrEqual(600);
    }
  });
});
