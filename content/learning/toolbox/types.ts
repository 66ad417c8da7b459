// The AI Toolbox dashboard's content (/ai-toolbox/dashboard): four tracks of three written
// lessons, and the directory of recommended tools. Screens and the PDF generator read these.
import type { toolboxTrackIds } from '../../../common/curriculum';
import type { DocumentSection, Resource } from '../resources/types';

export type ToolboxTrackId = (typeof toolboxTrackIds)[number];

/** One written lesson (there is no video). Its id is one of common/curriculum's toolboxLessonIds. */
export interface ToolboxLesson {
  /** "toolbox-lesson-1" … "toolbox-lesson-12", three per track in order. */
  id: string;
  title: string;
  /** "N min"; the dashboard sums the leading numbers. Honest: words ≥ N × 100. */
  duration: `${number} min`;
  /** One or two sentences on the card. */
  description: string;
  /** What the reader can do after the lesson: one sentence, shown first. */
  outcome: string;
  /** The lesson itself, in order. */
  sections: readonly DocumentSection[];
  takeaways: readonly string[];
  /** Things to finish this week (the lesson's exercises). */
  actionItems: readonly string[];
  /** Downloads shown on the card and under the lesson; at least one pdf. */
  resources: readonly Resource[];
}

export interface ToolboxTrack {
  id: ToolboxTrackId;
  /** Section heading: "The Basics", "Sales", "Marketing", "Operations". */
  title: string;
  /** Stat card label, e.g. "Basics". */
  shortTitle: string;
  description: string;
  lessons: readonly ToolboxLesson[];
}

/** A directory tool: name, rating, price, description, features, link. */
export interface DirectoryTool {
  name: string;
  /** Our editorial rating out of 5, one decimal. */
  rating: number;
  /** Price badge, e.g. "Free; Plus $20/mo (as of 2026)". */
  price: string;
  description: string;
  features: readonly string[];
  /** The tool's own site, opened in a new tab with rel=noopener. */
  link: `https://${string}`;
}

export type ToolCategoryId =
  'content-creation' | 'design-and-visual' | 'automation-and-productivity' | 'customer-service';

export interface ToolCategory {
  id: ToolCategoryId;
  /** "Content Creation", "Design & Visual", "Automation & Productivity", "Customer Service". */
  name: string;
  description: string;
  tools: readonly DirectoryTool[];
}

/** The dashboard's fixed labels. Counts and minutes are computed by the screen from the lessons. */
export interface ToolboxDashboardText {
  title: string;
  subtitle: string;
  dashboardButton: string;
  /** Stat card caption under the number, e.g. "Basics modules". */
  statSuffix: string;
  tabs: { courses: string; tools: string };
  /** Section heading details: `${count} modules · ${minutes} min`. */
  sectionMeta: (count: number, minutes: number) => string;
  toolsHeading: string;
  toolsIntro: string;
  /** Shown under the directory: prices change. */
  pricesNote: string;
  start: string;
  completed: string;
  markComplete: string;
  markedComplete: string;
  /** Saves the lesson as complete, then opens the next one (or the next track's first). */
  completeAndContinue: string;
  /** Opens the next lesson of a lesson already complete. */
  continueToNext: string;
  /** Names where "Complete and continue" leads: the next lesson, or the next track's first. */
  upNext: (lessonTitle: string) => string;
  upNextTrack: (trackTitle: string, lessonTitle: string) => string;
  /** Under the last lesson of the last track, once it is complete. */
  allTracksDone: string;
  backToDashboard: string;
  visit: string;
  /** Accessible name of a Visit link, e.g. "Visit ChatGPT (opens in a new tab)". */
  visitLabel: (toolName: string) => string;
  ratingLabel: (rating: number) => string;
  outcomeHeading: string;
  takeawaysHeading: string;
  actionItemsHeading: string;
  resourcesHeading: string;
  download: string;
}

export interface ToolboxContent {
  dashboard: ToolboxDashboardText;
  tracks: readonly ToolboxTrack[];
  toolCategories: readonly ToolCategory[];
  /** The period the listed prices and plans refer to ("as of 2026"). */
  pricesCheckedOn: string;
}
