import { describe, expect, it } from 'vitest';
import { canonicalModuleId, corePercentComplete } from './curriculum';

describe('core curriculum progress', () => {
  it('is the rounded share of the 12 core items completed', () => {
    expect(corePercentComplete([])).toBe(0);
    expect(corePercentComplete([{ moduleId: 'basics', status: 'completed' }])).toBe(8);
    expect(
      corePercentComplete([
        { moduleId: 'basics', status: 'completed' },
        { moduleId: 'ai-foundations-1', status: 'completed' },
      ]),
    ).toBe(17);
  });

  it('counts only completed core items, once each, with old spellings', () => {
    expect(
      corePercentComplete([
        { moduleId: 'ai-fundamentals-1', status: 'completed' },
        { moduleId: 'ai-foundations-1', status: 'completed' },
        { moduleId: 'ai-tools', status: 'in_progress' },
        { moduleId: 'sales-scripts', status: 'completed' },
        { moduleId: 'toolbox-lesson-3', status: 'completed' },
      ]),
    ).toBe(8);
  });

  it('never goes above 100', () => {
    const all = [
      'ai-foundations-1',
      'ai-foundations-2',
      'essential-ai-tools',
      'ai-automation-platforms',
      'basics',
      'ai-understanding',
      'ai-tools',
      'personal-development',
      'toolbox-basics',
      'toolbox-sales',
      'toolbox-marketing',
      'toolbox-operations',
    ].map((moduleId) => ({ moduleId, status: 'completed' }));
    expect(corePercentComplete([...all, ...all])).toBe(100);
  });

  it('maps the old module ids to the route ids', () => {
    expect(canonicalModuleId('ai-fundamentals-2')).toBe('ai-foundations-2');
    expect(canonicalModuleId('basics')).toBe('basics');
  });
});
