import type { structuredModuleIds } from '../../../common/curriculum';

/** The four structured modules, named as their routes spell them (older spellings: record 0006). */
export type StructuredModuleId = (typeof structuredModuleIds)[number];

/**
 * One block of lesson text. A plain string is a paragraph; the other kinds are simple
 * structured data that a page and the PDF generator can both lay out.
 */
export type LessonBlock =
  | string
  /** A bulleted (or numbered) list the reader scans. */
  | { kind: 'list'; items: readonly string[]; ordered?: true }
  /** A worked example from a small business: a title and its paragraphs. */
  | { kind: 'example'; title: string; body: readonly string[] }
  /** A prompt the reader can copy into an AI tool and try. */
  | { kind: 'prompt'; title: string; text: string }
  /** A small table: a caption, the column headings and rows of cells. */
  | {
      kind: 'table';
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly string[])[];
    };

/** One heading of a lesson and the text under it. */
export interface LessonTopic {
  heading: string;
  body: readonly LessonBlock[];
}

/** Something to do after reading: a title and its steps, in order. */
export interface Exercise {
  title: string;
  steps: readonly string[];
}

interface BaseContent {
  /** Opens the lesson: what the reader will be able to do after it, and why it matters. */
  overview: string;
  /** The teaching itself (the "Lesson Content" or "features" tab). */
  topics: readonly LessonTopic[];
}

/** AI Foundations 1: Lesson Content and Key Takeaways. */
export interface FoundationsContent extends BaseContent {
  keyTakeaways: readonly string[];
}

/** AI Strategy and Implementation: Foundations plus Action Items. */
export interface StrategyContent extends FoundationsContent {
  actionItems: readonly string[];
}

/** Essential AI Tools: features, business applications, Pricing and ROI. */
export interface ToolContent extends BaseContent {
  businessApplications: readonly string[];
  /** The "Pricing and ROI" tab. Prices carry "as of 2026" where they may change. */
  pricing: readonly LessonBlock[];
  /** Only the fifth lesson (Advanced Tools Integration) has it; shown with the pricing. */
  costManagement?: readonly LessonBlock[];
}

/** AI Automation Platforms: features, business applications, Investment and ROI. */
export interface AutomationContent extends BaseContent {
  businessApplications: readonly string[];
  /** The "Investment and ROI" tab. */
  pricing: readonly LessonBlock[];
  /** Only the fifth lesson (ROI Measurement and Scaling) has it; shown with the investment. */
  keyMetrics?: readonly KeyMetric[];
}

/** A figure to track, with the range to aim for and how to measure it. */
export interface KeyMetric {
  name: string;
  target: string;
  howToMeasure: string;
}

export type LessonContent = FoundationsContent | StrategyContent | ToolContent | AutomationContent;

/** A lesson of a structured module. */
export interface Lesson<C extends LessonContent = LessonContent> {
  /** 1 to 5 within its module. */
  id: number;
  title: string;
  /** As the reader sees it, e.g. "8 minutes"; lessonMinutes reads the number from it. */
  duration: `${number} minutes`;
  content: C;
  exercises?: readonly Exercise[];
}

/**
 * Hands-on work after a module's lessons, with minutes of its own: shown in the curriculum and
 * on the last lesson, and counted in the module's minutes (its lessons' minutes stay as
 * published).
 */
export interface PracticeProject {
  title: string;
  /** As the reader sees it, e.g. "10 minutes". */
  duration: `${number} minutes`;
  /** What the reader will have done after it, and how the minutes split. */
  overview: string;
  topics: readonly LessonTopic[];
}

/** The labels of the lesson player, which differ per module. */
export interface PlayerLabels {
  tabs: readonly string[];
  /** "Lesson {current} of {total}": the code fills in the two numbers. */
  badge: string;
  previous: string;
  next: string;
  complete: string;
}

export type ModuleKind = 'foundations' | 'strategy' | 'tools' | 'automation';

interface ModuleBase<K extends ModuleKind, C extends LessonContent> {
  id: StructuredModuleId;
  kind: K;
  route: `/learning/${StructuredModuleId}`;
  title: string;
  description: string;
  category: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  /** The intro page's "learning outcomes". */
  outcomes: readonly string[];
  /** Shown in the product's dialog when the last lesson is completed. */
  congratulation: string;
  player: PlayerLabels;
  /** Module minutes and lesson counts are derived from these (never stored). */
  lessons: readonly Lesson<C>[];
  /** Its minutes are added to the lessons' in the module's total. */
  practice?: PracticeProject;
}

export type FoundationsModule = ModuleBase<'foundations', FoundationsContent>;
export type StrategyModule = ModuleBase<'strategy', StrategyContent>;
export type ToolsModule = ModuleBase<'tools', ToolContent>;
export type AutomationModule = ModuleBase<'automation', AutomationContent>;

export type StructuredModule = FoundationsModule | StrategyModule | ToolsModule | AutomationModule;
