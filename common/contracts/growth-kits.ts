import { z } from './zod';

// The agency program's paid text that the server serves to accounts the agency program unlocks
// (GET /api/growth/kits/:kitId): the sales scripts, the closing kit, the networking kit and the five
// growth guides. The shapes mirror content/growth/types.ts and content/growth/guides/*; the client
// keeps only tab labels, the guides' headers (content/growth/guides/headers.ts) and the ROI
// calculator.

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const text = z.string();

const Script = z.strictObject({
  id: text,
  title: text,
  type: z.enum(['email', 'linkedin', 'call', 'voicemail', 'objection']),
  category: z.enum(['cold_outreach', 'phone_scripts', 'follow_up', 'objection_handling']),
  conversionRate: text,
  bestFor: text,
  description: text,
  usageTips: list(text),
  email: z.strictObject({ subject: text, body: text }).optional(),
  call: z.strictObject({ structure: text }).optional(),
  objection: z.strictObject({ objection: text, response: text }).optional(),
});

const ClosingTechnique = z.strictObject({
  id: z.enum(['assumptive', 'summary', 'urgency']),
  name: text,
  description: text,
  whenToUse: text,
  example: text,
  steps: list(text),
  watchOut: text,
});

const ClosingObjection = z.strictObject({
  id: z.enum(['too-expensive', 'need-to-think', 'not-ready']),
  objection: text,
  whatItUsuallyMeans: text,
  response: text,
  followUpQuestion: text,
});

const ClosingTemplate = z.strictObject({
  id: z.enum(['proposal-presentation', 'alternative-choice', 'trial-close']),
  title: text,
  whenToUse: text,
  body: text,
});

const Networking = {
  strategies: list(
    z.strictObject({ id: text, title: text, description: text, actions: list(text) }),
  ),
  events: list(
    z.strictObject({
      id: text,
      name: text,
      format: text,
      when: text,
      audience: text,
      whyGo: text,
      url: text.startsWith('https://'),
    }),
  ),
  scenarios: list(z.strictObject({ id: text, scenario: text, starters: list(text) })),
  followUps: list(
    z.strictObject({ id: text, title: text, timing: text, subject: text, body: text }),
  ),
  timeline: list(
    z.strictObject({
      when: z.enum(['Within 24 hours', '1 week', '2-3 weeks', 'Monthly']),
      action: text,
      detail: text,
    }),
  ),
};

const GuideSection = z.strictObject({
  heading: text,
  paragraphs: list(text),
  bullets: list(text).optional(),
});
const GuideExercise = z.strictObject({ title: text, minutes: z.number(), steps: list(text) });

const AiAgencyToolsGuide = z.strictObject({
  id: text,
  title: text,
  subtitle: text,
  tabs: z.strictObject({ overview: text, tools: text, setup: text, roi: text }),
  outcome: text,
  priceNote: text,
  overview: z.strictObject({
    intro: list(text),
    benefitsHeading: text,
    categoriesHeading: text,
    benefits: list(z.strictObject({ title: text, detail: text })),
  }),
  categories: list(
    z.strictObject({
      id: text,
      name: text,
      summary: text,
      tools: list(
        z.strictObject({
          name: text,
          description: text,
          pricing: text,
          rating: z.number(),
          features: list(text),
          bestFor: text,
          url: text.startsWith('https://'),
        }),
      ),
    }),
  ),
  toolsGuide: z.strictObject({ intro: text, learnMore: text }),
  setup: z.strictObject({
    intro: text,
    phases: list(
      z.strictObject({ id: text, period: text, title: text, goal: text, tasks: list(text) }),
    ),
    dos: list(text),
    donts: list(text),
  }),
  roi: z.strictObject({
    intro: text,
    costHeading: text,
    costs: list(z.strictObject({ item: text, monthly: z.number() })),
    totalLabel: text,
    revenueHeading: text,
    impacts: list(z.strictObject({ label: text, value: text, detail: text })),
    sections: list(GuideSection),
  }),
  exercises: list(GuideExercise),
});

const SalesScriptsGuide = z.strictObject({
  id: text,
  title: text,
  subtitle: text,
  tabs: z.strictObject({ overview: text, scripts: text, followUp: text, metrics: text }),
  outcome: text,
  overview: z.strictObject({
    intro: list(text),
    ratesHeading: text,
    ratesNote: text,
    rates: list(z.strictObject({ step: text, rate: text })),
    profilesHeading: text,
    caresLabel: text,
    approachLabel: text,
    profiles: list(z.strictObject({ title: text, example: text, cares: text, approach: text })),
  }),
  scriptsIntro: text,
  scripts: list(
    z.strictObject({
      id: text,
      category: z.enum(['Cold email', 'Discovery call', 'Demo', 'Objection handling']),
      title: text,
      whenToUse: text,
      text: text,
    }),
  ),
  followUp: z.strictObject({
    intro: text,
    emails: list(
      z.strictObject({
        day: z.union([z.literal(1), z.literal(4), z.literal(10)]),
        subject: text,
        template: text,
        why: text,
      }),
    ),
  }),
  metrics: z.strictObject({
    intro: text,
    benchmarks: list(
      z.strictObject({ name: text, target: text, howToMeasure: text, ifBelow: text }),
    ),
    tipsHeading: text,
    tips: list(text),
  }),
  exercises: list(GuideExercise),
});

const KpiTrackerGuide = z.strictObject({
  id: text,
  title: text,
  subtitle: text,
  tabs: z.strictObject({ dashboard: text, pipeline: text, metrics: text, goals: text }),
  outcome: text,
  exampleBadge: text,
  exampleNote: text,
  periodLabel: text,
  customRange: text,
  customRangeNote: text,
  addKpi: text,
  addGoal: text,
  labels: z.strictObject({
    current: text,
    target: text,
    previous: text,
    ofTarget: text,
    trendUp: text,
    trendDown: text,
    trendFlat: text,
  }),
  tileStatus: z.strictObject({ green: text, yellow: text, red: text }),
  colourKey: list(z.strictObject({ colour: z.enum(['green', 'yellow', 'red']), label: text })),
  dashboard: z.strictObject({
    sections: list(GuideSection),
  }),
  pipeline: z.strictObject({
    intro: text,
    headers: z.strictObject({ stage: text, count: text, value: text, conversion: text }),
    stages: list(
      z.strictObject({ stage: text, count: z.number(), value: z.number(), conversion: z.number() }),
    ),
    sections: list(GuideSection),
  }),
  metrics: z.strictObject({
    intro: text,
    headers: z.strictObject({ name: text, current: text, target: text, status: text }),
    items: list(
      z.strictObject({
        name: text,
        current: z.number(),
        target: z.number(),
        unit: z.enum(['usd', 'count', 'percent', 'days', 'hours']),
        lowerIsBetter: z.literal(true).optional(),
      }),
    ),
    lowerIsBetterNote: text,
  }),
  goals: z.strictObject({
    intro: text,
    items: list(
      z.strictObject({
        title: text,
        status: z.enum(['On Track', 'At Risk', 'Achieved']),
        progress: z.number(),
        nextStep: text,
      }),
    ),
    sections: list(GuideSection),
  }),
  exercises: list(GuideExercise),
});

const KpiHeadline = z.strictObject({
  id: text,
  name: text,
  unit: z.enum(['usd', 'count', 'percent', 'days']),
  meaning: text,
  current: z.number(),
  target: z.number(),
  previous: z.number(),
});
const KpiGuideHeadlines = z.strictObject({
  'This Week': list(KpiHeadline),
  'This Month': list(KpiHeadline),
  'This Quarter': list(KpiHeadline),
  'This Year': list(KpiHeadline),
});

const ClosingTechniquesGuide = z.strictObject({
  id: text,
  title: text,
  subtitle: text,
  tabs: z.strictObject({ overview: text, techniques: text, objections: text, psychology: text }),
  outcome: text,
  overview: z.strictObject({
    metricsNote: text,
    metrics: list(z.strictObject({ label: text, value: text })),
    successFactorsHeading: text,
    successFactors: list(text),
    mistakesHeading: text,
    mistakes: list(text),
    cardsHeading: text,
  }),
  difficultyLabel: text,
  successRateLabel: text,
  bestForLabel: text,
  frameworkLabel: text,
  exampleLabel: text,
  tipsLabel: text,
  techniques: list(
    z.strictObject({
      id: text,
      name: text,
      summary: text,
      difficulty: z.enum(['Beginner', 'Intermediate', 'Advanced']),
      successRate: text,
      bestFor: text,
      framework: text,
      example: text,
      tips: list(text),
    }),
  ),
  objections: z.strictObject({
    intro: text,
    responseLabel: text,
    techniqueLabel: text,
    items: list(z.strictObject({ objection: text, response: text, technique: text })),
    preventionHeading: text,
    prevention: list(z.strictObject({ title: text, items: list(text) })),
  }),
  psychology: z.strictObject({
    intro: text,
    factors: list(z.strictObject({ title: text, items: list(text) })),
    principlesHeading: text,
    principles: list(
      z.strictObject({ name: text, explanation: text, howToUse: text, lineToAvoid: text }),
    ),
    howToUseLabel: text,
    avoidLabel: text,
    timingHeading: text,
    timing: list(text),
    sections: list(GuideSection),
  }),
  exercises: list(GuideExercise),
});

const SocialMediaGuide = z.strictObject({
  id: text,
  title: text,
  subtitle: text,
  tabs: z.strictObject({ overview: text, content: text, strategy: text, metrics: text }),
  outcome: text,
  figuresNote: text,
  overview: z.strictObject({
    platformsHeading: text,
    platforms: list(z.strictObject({ name: text, role: text, share: text, why: text })),
    calendarHeading: text,
    calendar: list(z.strictObject({ day: text, theme: text, idea: text })),
    practicesHeading: text,
    practices: list(text),
  }),
  content: z.strictObject({
    templatesHeading: text,
    templatesIntro: text,
    engagementLabel: text,
    reachLabel: text,
    templates: list(
      z.strictObject({ id: text, title: text, engagement: text, reach: text, text: text }),
    ),
    magnetsHeading: text,
    magnetsIntro: text,
    conversionLabel: text,
    magnets: list(
      z.strictObject({ title: text, format: text, conversionRate: text, howToMake: text }),
    ),
  }),
  strategy: z.strictObject({
    engagementHeading: text,
    engagement: list(z.strictObject({ title: text, detail: text })),
    outreachHeading: text,
    outreach: list(z.strictObject({ step: z.number(), title: text, detail: text })),
    sections: list(GuideSection),
  }),
  metrics: z.strictObject({
    cardsHeading: text,
    cards: list(z.strictObject({ label: text, value: text, change: text })),
    tableHeading: text,
    tableHeaders: z.strictObject({ metric: text, target: text, where: text }),
    table: list(z.strictObject({ metric: text, target: text, where: text })),
    qualityHeading: text,
    quality: list(text),
  }),
  exercises: list(GuideExercise),
});

export const GrowthKit = z.discriminatedUnion('kit', [
  z.strictObject({ kit: z.literal('sales-scripts'), scripts: list(Script) }),
  z.strictObject({
    kit: z.literal('closing-tools'),
    techniques: list(ClosingTechnique),
    objections: list(ClosingObjection),
    templates: list(ClosingTemplate),
    dosAndDonts: z.strictObject({ dos: list(text), donts: list(text) }),
  }),
  z.strictObject({ kit: z.literal('networking'), ...Networking }),
  z.strictObject({ kit: z.literal('guide-ai-agency-tools'), guide: AiAgencyToolsGuide }),
  z.strictObject({ kit: z.literal('guide-sales-scripts'), guide: SalesScriptsGuide }),
  z.strictObject({
    kit: z.literal('guide-kpi-tracker'),
    guide: KpiTrackerGuide,
    headlines: KpiGuideHeadlines,
  }),
  z.strictObject({ kit: z.literal('guide-closing-techniques'), guide: ClosingTechniquesGuide }),
  z.strictObject({ kit: z.literal('guide-social-media-strategy'), guide: SocialMediaGuide }),
]);
export type GrowthKit = z.infer<typeof GrowthKit>;
export type GrowthKitId = GrowthKit['kit'];
export type SalesScriptsKit = Extract<GrowthKit, { kit: 'sales-scripts' }>;
export type ClosingKit = Extract<GrowthKit, { kit: 'closing-tools' }>;
export type NetworkingKit = Extract<GrowthKit, { kit: 'networking' }>;
/** A growth guide's kit: its whole text (and, for the KPI guide, the example figures). */
export type GuideKit<G extends string> = Extract<GrowthKit, { kit: `guide-${G}` }>;

export const GrowthKitParams = z.strictObject({ kitId: z.string().min(1).max(200) });

export const growthKitMessages = {
  unknownKit: 'No growth kit has this id.',
} as const;
