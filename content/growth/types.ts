import type { growthModuleIds } from '../../common/curriculum';

/** The shapes of the growth content: the five modules, their guides and the tools' kits. */

export type GrowthModuleId = (typeof growthModuleIds)[number];
export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced';
/** A lucide-react icon name; content.test-style checks make sure it exists. */
export type GrowthIconName = 'Wrench' | 'MessageSquareText' | 'BarChart3' | 'Handshake' | 'Share2';

export interface GrowthModule {
  id: GrowthModuleId;
  title: string;
  description: string;
  icon: GrowthIconName;
  /** As the hub shows it, e.g. "45 min". */
  duration: string;
  minutes: number;
  difficulty: Difficulty;
  topics: readonly string[];
  /** The guide page: /growth-tools/<id>. */
  path: `/growth-tools/${GrowthModuleId}`;
}

// ---------------------------------------------------------------- scripts (/growth/sales-scripts)

/** The four tabs of the Sales Scripts Library. */
export type ScriptCategory = 'cold_outreach' | 'phone_scripts' | 'follow_up' | 'objection_handling';
export type ScriptType = 'email' | 'linkedin' | 'call' | 'voicemail' | 'objection';

interface ScriptBase {
  id: string;
  title: string;
  type: ScriptType;
  category: ScriptCategory;
  /** Labelled as a typical range, e.g. "8-12% reply rate (typical range)". */
  conversionRate: string;
  bestFor: string;
  description: string;
  usageTips: readonly string[];
}

/**
 * Exactly one of email, call or objection. Text may hold placeholders written
 * {{firstName}}, {{company}} and the others of ./placeholders, filled from a prospect.
 */
export type Script = ScriptBase &
  (
    | { email: { subject: string; body: string }; call?: never; objection?: never }
    | { call: { structure: string }; email?: never; objection?: never }
    | { objection: { objection: string; response: string }; email?: never; call?: never }
  );

// ------------------------------------------------------------ closing kit (/growth/closing-tools)

export interface ClosingTechnique {
  id: 'assumptive' | 'summary' | 'urgency';
  name: string;
  description: string;
  whenToUse: string;
  /** The words to say. */
  example: string;
  steps: readonly string[];
  watchOut: string;
}

export interface ClosingObjection {
  id: 'too-expensive' | 'need-to-think' | 'not-ready';
  objection: string;
  whatItUsuallyMeans: string;
  /** The words to say. */
  response: string;
  followUpQuestion: string;
}

export interface RoiInputs {
  hoursSavedPerWeek: number;
  hourlyCost: number;
  otherAnnualSavings: number;
  implementationCost: number;
}

export interface RoiResult {
  annualSavings: number;
  monthlySavings: number;
  /** Months until the savings repay the implementation cost, one decimal; null when nothing is saved. */
  paybackMonths: number | null;
  /** First-year return in percent, rounded; null when the cost is 0. */
  firstYearRoiPercent: number | null;
}

export interface ClosingTemplate {
  id: 'proposal-presentation' | 'alternative-choice' | 'trial-close';
  title: string;
  whenToUse: string;
  body: string;
}

// --------------------------------------------------------- networking kit (/growth/networking)

export interface NetworkingStrategy {
  id: string;
  title: string;
  description: string;
  actions: readonly string[];
}

export interface NetworkingEvent {
  id: string;
  name: string;
  format: string;
  when: string;
  audience: string;
  whyGo: string;
  /** Opened by Learn More in a new tab; https only. */
  url: `https://${string}`;
}

export interface ConversationScenario {
  id: string;
  scenario: string;
  starters: readonly string[];
}

export interface NetworkingFollowUp {
  id: string;
  title: string;
  timing: string;
  subject: string;
  body: string;
}

export interface NetworkingTimelineStep {
  when: 'Within 24 hours' | '1 week' | '2-3 weeks' | 'Monthly';
  action: string;
  detail: string;
}

// ------------------------------------------------------------------------------ guide pieces

/** A short section of prose: a heading and paragraphs of at most three sentences. */
export interface GuideSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface ToolEntry {
  name: string;
  description: string;
  /** Named plan with its monthly price and the month it was checked. */
  pricing: string;
  /** Out of 5, our editorial rating. */
  rating: number;
  features: readonly string[];
  bestFor: string;
  url: `https://${string}`;
}

export interface ToolCategory {
  id: string;
  name: string;
  summary: string;
  tools: readonly ToolEntry[];
}

/** A follow-up email of the sales-scripts guide: the day it goes out, its subject and template. */
export interface FollowUpEmail {
  day: 1 | 4 | 10;
  subject: string;
  template: string;
  why: string;
}

export interface Benchmark {
  name: string;
  target: string;
  howToMeasure: string;
  ifBelow: string;
}

/** KPI headline of the static KPI page: example figures. */
export interface KpiHeadline {
  id: string;
  name: string;
  current: number;
  target: number;
  previous: number;
  unit: 'usd' | 'count' | 'percent' | 'days';
  /** What the figure tells the founder. */
  meaning: string;
}

export interface PipelineStage {
  stage: string;
  count: number;
  value: number;
  /** Percent of the previous stage that reached this one (100 for the first stage). */
  conversion: number;
}

export interface Metric {
  name: string;
  current: number;
  target: number;
  unit: 'usd' | 'count' | 'percent' | 'days' | 'hours';
  /** True when lower is better (e.g. days to close). */
  lowerIsBetter?: true;
}

export interface GoalDisplay {
  title: string;
  status: 'On Track' | 'At Risk' | 'Achieved';
  progress: number;
  nextStep: string;
}

/** A task at the end of a guide that the reader does in the stated minutes. */
export interface GuideExercise {
  title: string;
  minutes: number;
  steps: readonly string[];
}
