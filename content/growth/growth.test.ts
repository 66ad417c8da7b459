import * as lucideIcons from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { growthModuleIds } from '../../common/curriculum';
import { isAppPath, pageRoutes } from '../../common/routes';
import * as closing from './closing';
import { computeRoi, roiStartingValues } from './closing';
import { missingRoiInputs, roiFigureInputs, type RoiFigure } from './roi';
import { aiAgencyToolsGuide } from './guides/ai-agency-tools';
import { closingTechniquesGuide } from './guides/closing-techniques';
import {
  guideTileColour,
  kpiGuideHeadlines,
  kpiGuidePeriods,
  kpiTrackerGuide,
  percentOfTarget,
} from './guides/kpi-tracker';
import { salesScriptsGuide } from './guides/sales-scripts';
import { socialMediaGuide } from './guides/social-media-strategy';
import * as guidesTextModule from './guides-text';
import { growthModules } from './modules';
import * as networking from './networking';
import { fillPlaceholders, placeholdersIn, scriptPlaceholders } from './placeholders';
import * as scripts from './scripts';
import { requiredScriptIds, salesScripts, scriptCategories, scriptText } from './scripts';

/** Every string of a content tree with the dotted path that leads to it. */
function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
  }
  return [];
}

const guides = {
  'ai-agency-tools': aiAgencyToolsGuide,
  'sales-scripts': salesScriptsGuide,
  'kpi-tracker': { ...kpiTrackerGuide, headlines: kpiGuideHeadlines },
  'closing-techniques': closingTechniquesGuide,
  'social-media-strategy': socialMediaGuide,
} as const;

/** The units a reader sees on one page each: the five guides and the three tools' kits. */
const pages: Record<string, unknown> = {
  ...guides,
  'tool:sales-scripts': scripts,
  'tool:closing-tools': closing,
  'tool:networking': networking,
};
const allStrings = [
  ...Object.entries(pages).flatMap(([name, page]) => strings(page, name)),
  ...strings(growthModules, 'modules'),
  ...strings(guidesTextModule, 'guides-text'),
];

const nonEmpty = (value: string) => value.trim().length > 0;

describe('growth modules', () => {
  it('are the five of the curriculum, with their published durations and difficulty', () => {
    expect(growthModules.map((module) => module.id)).toEqual([...growthModuleIds]);
    const spec = {
      'ai-agency-tools': ['45 min', 'Beginner'],
      'sales-scripts': ['60 min', 'Intermediate'],
      'kpi-tracker': ['50 min', 'Intermediate'],
      'closing-techniques': ['55 min', 'Advanced'],
      'social-media-strategy': ['40 min', 'Beginner'],
    };
    for (const module of growthModules) {
      expect([module.duration, module.difficulty], module.id).toEqual(spec[module.id]);
      expect(module.duration).toBe(`${module.minutes} min`);
      expect(nonEmpty(module.title) && nonEmpty(module.description), module.id).toBe(true);
      expect(module.topics.length, module.id).toBeGreaterThan(3);
      expect(module.topics.every(nonEmpty)).toBe(true);
      expect(module.icon in lucideIcons, module.icon).toBe(true);
      expect(module.path).toBe(`/growth-tools/${module.id}`);
    }
  });

  it('each have a guide page in the route list, signed in and inside the shell', () => {
    for (const module of growthModules) {
      const route = pageRoutes.find((entry) => entry.path === module.path);
      expect(route, module.path).toMatchObject({ access: 'signed-in', shell: true });
      expect(guides[module.id].id).toBe(module.id);
    }
  });
});

describe('sales scripts', () => {
  it('include every required script id, each unique', () => {
    const ids = salesScripts.map((script) => script.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of requiredScriptIds) expect(ids, id).toContain(id);
  });

  it('fill all four tabs, each script complete with one kind of content', () => {
    for (const category of scriptCategories) {
      expect(
        salesScripts.filter((script) => script.category === category.id).length,
        category.id,
      ).toBeGreaterThanOrEqual(2);
    }
    for (const script of salesScripts) {
      for (const field of ['title', 'conversionRate', 'bestFor', 'description'] as const) {
        expect(nonEmpty(script[field]), `${script.id}.${field}`).toBe(true);
      }
      expect(script.usageTips.length, script.id).toBeGreaterThanOrEqual(3);
      const kinds = [script.email, script.call, script.objection].filter(Boolean);
      expect(kinds, script.id).toHaveLength(1);
      expect(scriptText(script).length, script.id).toBeGreaterThan(150);
    }
  });

  it('give every cold email a subject, one question, an opt-out line and a postal address', () => {
    for (const script of salesScripts.filter(
      (s) => s.category === 'cold_outreach' && s.type === 'email',
    )) {
      const body = script.email?.body ?? '';
      expect(nonEmpty(script.email?.subject ?? ''), script.id).toBe(true);
      expect(body, script.id).toContain('{{postalAddress}}');
      expect(body, script.id).toMatch(/not email you again|no thanks/);
      expect(body.split('?').length - 1, script.id).toBeGreaterThanOrEqual(1);
    }
  });

  it('use only the known placeholders, and filling one leaves the rest visible', () => {
    for (const script of salesScripts) {
      for (const key of placeholdersIn(scriptText(script))) {
        expect(key in scriptPlaceholders, `${script.id}: {{${key}}}`).toBe(true);
      }
    }
    expect(
      fillPlaceholders('Hi {{firstName}} at {{company}}, {{yourName}}', {
        firstName: 'Dana',
        company: ' ',
      }),
    ).toBe('Hi Dana at {{company}}, {{yourName}}');
  });

  it('keep the LinkedIn note within the 200 characters of a free account, even with long names filled in', () => {
    const note = scriptText(salesScripts.find((script) => script.id === 'linkedin-connect')!);
    const filled = fillPlaceholders(note, {
      firstName: 'Alexandra',
      industry: 'veterinary',
      yourName: 'Christopher Whitfield',
    });
    expect(filled.replace(/\[[^\]]*\]/g, 'x'.repeat(20)).length).toBeLessThanOrEqual(200);
  });
});

describe('closing kit', () => {
  it('has its three techniques, three objections and three templates, each complete', () => {
    expect(closing.closingTechniques.map((t) => t.id)).toEqual([
      'assumptive',
      'summary',
      'urgency',
    ]);
    expect(closing.closingObjections.map((o) => o.id)).toEqual([
      'too-expensive',
      'need-to-think',
      'not-ready',
    ]);
    expect(closing.closingTemplates.map((t) => t.id)).toEqual([
      'proposal-presentation',
      'alternative-choice',
      'trial-close',
    ]);
    for (const technique of closing.closingTechniques) {
      expect(technique.steps.length, technique.id).toBeGreaterThanOrEqual(3);
      expect(technique.example, technique.id).toMatch(/^"/);
    }
    for (const objection of closing.closingObjections) {
      // The page quotes each objection once; quotation marks of its own would double them.
      expect(objection.objection, objection.id).not.toMatch(/^["'“‘]|["'”’]$/);
      expect(objection.response, objection.id).toMatch(/^"/);
      expect(nonEmpty(objection.followUpQuestion)).toBe(true);
    }
    expect(closing.closingDosAndDonts.dos.length).toBeGreaterThanOrEqual(4);
    expect(closing.closingDosAndDonts.donts.length).toBeGreaterThanOrEqual(4);
  });

  it('starts the ROI calculator on its example: $47,000 saved, $15,000 cost, 3.8 months', () => {
    const result = computeRoi(roiStartingValues);
    expect(result.annualSavings).toBe(47000);
    expect(roiStartingValues.implementationCost).toBe(15000);
    expect(result.paybackMonths).toBe(3.8);
    expect(
      computeRoi({ ...roiStartingValues, hoursSavedPerWeek: 0, otherAnnualSavings: 0 }),
    ).toMatchObject({ annualSavings: 0, paybackMonths: null });
    expect(
      computeRoi({ ...roiStartingValues, implementationCost: 0 }).firstYearRoiPercent,
    ).toBeNull();
  });

  it('with an input empty, holds back only the ROI figures worked out from it', () => {
    const waitingFor = (missing: Parameters<typeof missingRoiInputs>[1]) =>
      Object.fromEntries(
        (Object.keys(roiFigureInputs) as RoiFigure[]).map((figure) => [
          figure,
          missingRoiInputs(figure, missing),
        ]),
      );
    expect(waitingFor(['implementationCost'])).toEqual({
      annualSavings: [],
      monthlySavings: [],
      implementationCost: ['implementationCost'],
      paybackMonths: ['implementationCost'],
      firstYearRoiPercent: ['implementationCost'],
    });
    expect(waitingFor(['hourlyCost'])).toEqual({
      annualSavings: ['hourlyCost'],
      monthlySavings: ['hourlyCost'],
      implementationCost: [],
      paybackMonths: ['hourlyCost'],
      firstYearRoiPercent: ['hourlyCost'],
    });
    expect(waitingFor([])).toEqual({
      annualSavings: [],
      monthlySavings: [],
      implementationCost: [],
      paybackMonths: [],
      firstYearRoiPercent: [],
    });
  });
});

describe('networking kit', () => {
  it('has strategies, three events with https links, starters, three follow-ups and four steps', () => {
    expect(networking.networkingStrategies.length).toBeGreaterThanOrEqual(3);
    expect(networking.networkingEvents).toHaveLength(3);
    for (const event of networking.networkingEvents) {
      expect(event.url, event.id).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      for (const field of ['name', 'format', 'when', 'audience', 'whyGo'] as const) {
        expect(nonEmpty(event[field]), `${event.id}.${field}`).toBe(true);
      }
    }
    for (const scenario of networking.conversationScenarios) {
      expect(scenario.starters.length, scenario.id).toBeGreaterThanOrEqual(3);
    }
    expect(networking.networkingFollowUps).toHaveLength(3);
    expect(networking.networkingTimeline.map((step) => step.when)).toEqual([
      'Within 24 hours',
      '1 week',
      '2-3 weeks',
      'Monthly',
    ]);
  });
});

describe('guides', () => {
  it('have every tab of each guide, in order', () => {
    expect(Object.values(aiAgencyToolsGuide.tabs)).toEqual([
      'Overview',
      'Tools Guide',
      'Setup',
      'ROI Analysis',
    ]);
    expect(Object.values(salesScriptsGuide.tabs)).toEqual([
      'Overview',
      'Scripts',
      'Follow-up',
      'Metrics',
    ]);
    expect(Object.values(kpiTrackerGuide.tabs)).toEqual([
      'Dashboard',
      'Pipeline',
      'All Metrics',
      'Goals',
    ]);
    expect(Object.keys(closingTechniquesGuide.tabs)).toEqual([
      'overview',
      'techniques',
      'objections',
      'psychology',
    ]);
    expect(Object.keys(socialMediaGuide.tabs)).toEqual([
      'overview',
      'content',
      'strategy',
      'metrics',
    ]);
  });

  it('tools guide: four categories of three tools, each rated, priced and linked', () => {
    expect(aiAgencyToolsGuide.categories).toHaveLength(4);
    for (const category of aiAgencyToolsGuide.categories) {
      expect(category.tools, category.id).toHaveLength(3);
      for (const tool of category.tools) {
        expect(tool.rating, tool.name).toBeGreaterThan(0);
        expect(tool.rating, tool.name).toBeLessThanOrEqual(5);
        expect(tool.pricing, tool.name).toMatch(/\$|€|[Ff]ree/);
        expect(tool.features.length, tool.name).toBeGreaterThanOrEqual(3);
        expect(tool.url, tool.name).toMatch(/^https:\/\//);
      }
    }
    expect(aiAgencyToolsGuide.setup.phases.map((phase) => phase.period)).toEqual([
      'Week 1-2',
      'Week 2-3',
      'Week 4+',
    ]);
  });

  it('sales scripts guide: the four script categories, day 1, 4 and 10 follow-ups and the benchmarks', () => {
    const categories = new Set(salesScriptsGuide.scripts.map((script) => script.category));
    expect([...categories].sort()).toEqual([
      'Cold email',
      'Demo',
      'Discovery call',
      'Objection handling',
    ]);
    expect(salesScriptsGuide.followUp.emails.map((email) => email.day)).toEqual([1, 4, 10]);
    const benchmarks = Object.fromEntries(
      salesScriptsGuide.metrics.benchmarks.map((b) => [b.name, b.target]),
    );
    expect(benchmarks['Email open rate']).toBe('25-35%');
    expect(benchmarks['Reply rate']).toBe('8-15%');
  });

  it('KPI guide: all four periods, revenue 45,000 of 50,000 this month, the 90/70 colours', () => {
    expect(Object.keys(kpiGuideHeadlines)).toEqual([...kpiGuidePeriods]);
    const revenue = kpiGuideHeadlines['This Month'].find((kpi) => kpi.id === 'revenue');
    expect(revenue).toMatchObject({ current: 45000, target: 50000 });
    expect(guideTileColour(percentOfTarget(45000, 50000))).toBe('green');
    expect(guideTileColour(89)).toBe('yellow');
    expect(guideTileColour(70)).toBe('yellow');
    expect(guideTileColour(69)).toBe('red');
    expect(percentOfTarget(38, 30, true)).toBe(79);
    const colours = new Set(
      Object.values(kpiGuideHeadlines)
        .flat()
        .map((kpi) => guideTileColour(percentOfTarget(kpi.current, kpi.target))),
    );
    expect(colours).toEqual(new Set(['green', 'yellow', 'red']));
    expect(kpiTrackerGuide.exampleNote).toMatch(/example/i);
    expect(new Set(kpiTrackerGuide.goals.items.map((goal) => goal.status))).toEqual(
      new Set(['On Track', 'At Risk', 'Achieved']),
    );
  });

  it('closing guide: its published metrics and five techniques within 65-78%', () => {
    expect(closingTechniquesGuide.overview.metrics.map((m) => m.value)).toEqual([
      '71%',
      '$47K',
      '38 days',
      '2.3x',
    ]);
    expect(closingTechniquesGuide.techniques.map((t) => t.id)).toEqual([
      'consultative',
      'value-based',
      'urgency-scarcity',
      'risk-reversal',
      'assumption',
    ]);
    for (const technique of closingTechniquesGuide.techniques) {
      const [low, high] = technique.successRate.match(/\d+/g)!.map(Number);
      expect(low >= 65 && high <= 78 && low <= high, technique.id).toBe(true);
      expect(technique.tips.length).toBeGreaterThanOrEqual(3);
    }
    expect(closingTechniquesGuide.objections.items).toHaveLength(4);
    expect(closingTechniquesGuide.psychology.principles.map((p) => p.name)).toEqual([
      'Loss aversion',
      'Social proof',
      'Authority',
      'Commitment and consistency',
    ]);
  });

  it('social guide: three platforms, Monday to Friday, four templates and four lead magnets', () => {
    const { overview, content, strategy } = socialMediaGuide;
    expect(overview.platforms.map((p) => p.role)).toEqual(['Primary', 'Secondary', 'Targeted']);
    expect(overview.calendar.map((d) => d.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(overview.practices.join(' ')).toMatch(
      /3-5 times a week.*2-3 .*hashtags.*within 2 hours/s,
    );
    expect(content.templates).toHaveLength(4);
    expect(content.magnets).toHaveLength(4);
    expect(strategy.engagement).toHaveLength(4);
    expect(strategy.outreach).toHaveLength(3);
  });
});

describe('all growth text', () => {
  it('is never empty, placeholder, lorem, TODO or "coming soon"', () => {
    expect(allStrings.length).toBeGreaterThan(500);
    for (const { path, text } of allStrings) {
      expect(nonEmpty(text), path).toBe(true);
      expect(text, path).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder/i);
    }
  });

  it('repeats no paragraph between pages', () => {
    const seen = new Map<string, string>();
    for (const { path, text } of allStrings) {
      if (text.length < 60) continue;
      const page = path.split('.')[0];
      const other = seen.get(text);
      if (other !== undefined) expect(other, `"${text.slice(0, 60)}…" at ${path}`).toBe(page);
      seen.set(text, page);
    }
  });

  it('writes placeholders in one style, each one the Sales Scripts Library knows', () => {
    for (const { path, text } of allStrings) {
      for (const key of placeholdersIn(text)) {
        expect(key in scriptPlaceholders, `${path}: {{${key}}}`).toBe(true);
      }
      expect(text, path).not.toMatch(/(^|[^{])\{[a-zA-Z]+\}(?!\})/);
    }
  });

  it('links out only over https, and in only to pages of the route list', () => {
    for (const { path, text } of allStrings) {
      if (/^https?:\/\//.test(text)) expect(text, path).toMatch(/^https:\/\//);
      if (/^\/[a-z]/.test(text) && !text.includes(' ')) {
        expect(isAppPath(text) || text === '/growth-tools', `${path}: ${text}`).toBe(true);
      }
    }
  });
});

describe('reading time', () => {
  /** A unit's stated minutes are at most twice its reading time (200 words a minute), exercises included: the time we promise is the time it takes. */
  it('backs each module’s stated minutes with reading and exercises', () => {
    for (const module of growthModules) {
      const guide = guides[module.id];
      const words = strings(guide, module.id)
        .map(({ text }) => text.split(/\s+/).filter(Boolean).length)
        .reduce((sum, count) => sum + count, 0);
      const exerciseMinutes = guide.exercises.reduce((sum, exercise) => sum + exercise.minutes, 0);
      expect(words / 200 + exerciseMinutes, module.id).toBeGreaterThanOrEqual(module.minutes / 2);
      for (const exercise of guide.exercises)
        expect(exercise.steps.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the KPI period caption', () => {
  it('writes the days as a reader does, whatever the time zone', async () => {
    const { growthText } = await import('../growth-text');
    expect(growthText.kpi.windowCaption('2026-11-01', '2026-11-30')).toBe(
      'Nov 1, 2026 to Nov 30, 2026',
    );
    expect(growthText.kpi.windowCaption('2026-11-23', '2026-11-23')).toBe('Nov 23, 2026');
  });
});
