// The four learning-path pages (/learning/basics, /learning/ai-understanding, /learning/ai-tools,
// /learning/personal-development). Each page's sections are typed so the screen can lay them out;
// running text uses the same blocks as the resource documents.
import type { learningPathIds } from '../../../common/curriculum';
import type { DocumentBlock, Resource } from '../resources/types';

export type LearningPathId = (typeof learningPathIds)[number];

export interface PageHeader {
  title: string;
  subtitle: string;
  /** What the reader can do after the page: one sentence. */
  outcome: string;
}

/** The page's buttons. Completion saves progress; each download gives its resource's PDF. */
export interface PageActions {
  /** "Mark Module as Complete" / "Complete Module". */
  complete: string;
  /** Shown once completion is saved. */
  completed: string;
  /** "Download Module Resources" / "Download Complete Guide" / "Download Personal Development Plan". */
  download: string;
}

export interface TextSection {
  heading: string;
  blocks: readonly DocumentBlock[];
}

interface LearningPageBase {
  id: LearningPathId;
  header: PageHeader;
  actions: PageActions;
  /** The downloads behind the page's download button (at least one pdf). */
  resources: readonly Resource[];
}

// ---- The Basics ----------------------------------------------------------------------------

export interface KeyConcept {
  term: string;
  definition: string;
  /** A small-business example of the concept at work. */
  example: string;
}

export type ClientTypeId = 'smb' | 'enterprise' | 'startup';

export interface ClientType {
  id: ClientTypeId;
  /** "Small and Medium Businesses", "Enterprise", "Startups". */
  name: string;
  description: string;
  /** What they usually ask for. */
  typicalNeeds: readonly string[];
  /** Typical budget, labelled as an example. */
  budget: string;
  salesCycle: string;
  howToWin: readonly string[];
  watchOut: string;
}

export interface BasicsPage extends LearningPageBase {
  id: 'basics';
  overview: TextSection;
  keyConcepts: { heading: string; intro: string; concepts: readonly KeyConcept[] };
  clientTypes: { heading: string; intro: string; types: readonly ClientType[] };
}

// ---- Understanding AI ----------------------------------------------------------------------

export interface AiType {
  name: string;
  description: string;
  examples: readonly string[];
}

export interface AiTechnology {
  name: string;
  description: string;
  businessUse: string;
  /** Named products that use it, e.g. "ChatGPT", "Otter.ai". */
  exampleTools: readonly string[];
}

export interface FrameworkStep {
  /** 1 to 4. */
  step: number;
  title: string;
  description: string;
  tasks: readonly string[];
  deliverable: string;
  timeframe: string;
}

export interface AiUnderstandingPage extends LearningPageBase {
  id: 'ai-understanding';
  aiTypes: { heading: string; intro: string; types: readonly AiType[] };
  technologies: { heading: string; intro: string; items: readonly AiTechnology[] };
  framework: { heading: string; intro: string; steps: readonly FrameworkStep[] };
}

// ---- AI Tools by Department ----------------------------------------------------------------

export interface DepartmentTool {
  name: string;
  /** What the department uses it for, in one or two sentences. */
  use: string;
  /** "From $X/mo (as of 2026)" or "Free plan; …". */
  price: string;
  link: `https://${string}`;
}

export type DepartmentId = 'sales' | 'marketing' | 'operations' | 'finance' | 'human-resources';

export interface Department {
  id: DepartmentId;
  /** "Sales", "Marketing", "Operations", "Finance", "Human Resources". */
  name: string;
  intro: string;
  /** Exactly four. */
  tools: readonly DepartmentTool[];
  /** One quick win the department can ship this week. */
  firstProject: string;
}

export interface AiToolsPage extends LearningPageBase {
  id: 'ai-tools';
  intro: TextSection;
  departments: readonly Department[];
  /** "Continue to Next Section": moves to the next department. */
  nextSection: string;
  /** Caption over the progress bar, e.g. "Module progress". */
  progressLabel: string;
}

// ---- Personal Development ------------------------------------------------------------------

export interface Practice {
  name: string;
  description: string;
  /** One exercise the reader can do this week. */
  practice: string;
}

export interface SmartLetter {
  letter: 'S' | 'M' | 'A' | 'R' | 'T';
  /** "Specific", "Measurable", "Achievable", "Relevant", "Time-bound". */
  name: string;
  description: string;
  example: string;
}

export interface MindsetContrast {
  name: string;
  description: string;
}

export interface PersonalDevelopmentPage extends LearningPageBase {
  id: 'personal-development';
  leadership: {
    heading: string;
    intro: string;
    coreTraitsHeading: string;
    /** Visionary thinking, adaptability, decision making. */
    coreTraits: readonly Practice[];
    communicationHeading: string;
    /** Client communication, team leadership, public speaking. */
    communicationSkills: readonly Practice[];
  };
  goalSetting: {
    heading: string;
    intro: string;
    smart: readonly SmartLetter[];
    /** A worked SMART goal for an agency founder. */
    workedExample: TextSection;
  };
  growthMindset: {
    heading: string;
    intro: string;
    traitsHeading: string;
    traits: readonly MindsetContrast[];
    pitfallsHeading: string;
    pitfalls: readonly MindsetContrast[];
  };
  learningPlan: {
    heading: string;
    intro: string;
    daily: readonly string[];
    weekly: readonly string[];
    monthly: readonly string[];
  };
  callToAction: { heading: string; text: string };
}

export interface LearningPages {
  basics: BasicsPage;
  'ai-understanding': AiUnderstandingPage;
  'ai-tools': AiToolsPage;
  'personal-development': PersonalDevelopmentPage;
}
