import { z } from './zod';

// The paid lesson text the server serves to a reader whose account unlocks the toolbox
// (GET /api/learning/modules/:moduleId/lessons and GET /api/learning/pages/:pageId). The shapes
// mirror the content types (content/learning/**/types.ts); the client keeps only the catalogue
// (content/learning/catalogue) and fetches these bodies. Arrays are readonly like the content's.

const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const text = z.string();

// ---- Structured modules ----------------------------------------------------------------

export const LessonBlock = z.union([
  text,
  z.strictObject({
    kind: z.literal('list'),
    items: list(text),
    ordered: z.literal(true).optional(),
  }),
  z.strictObject({ kind: z.literal('example'), title: text, body: list(text) }),
  z.strictObject({ kind: z.literal('prompt'), title: text, text }),
  z.strictObject({
    kind: z.literal('table'),
    caption: text,
    columns: list(text),
    rows: list(list(text)),
  }),
]);

const LessonTopic = z.strictObject({ heading: text, body: list(LessonBlock) });
const Exercise = z.strictObject({ title: text, steps: list(text) });
const KeyMetric = z.strictObject({ name: text, target: text, howToMeasure: text });

/** Every kind of lesson content in one shape: the module's kind decides which parts it has. */
const LessonContent = z.strictObject({
  overview: text,
  topics: list(LessonTopic),
  keyTakeaways: list(text).optional(),
  actionItems: list(text).optional(),
  businessApplications: list(text).optional(),
  pricing: list(LessonBlock).optional(),
  costManagement: list(LessonBlock).optional(),
  keyMetrics: list(KeyMetric).optional(),
});

/** A structured module's lesson body; `id` is the lesson id as progress spells it ("1"–"5"). */
export const StructuredLessonBody = z.strictObject({
  id: text,
  content: LessonContent,
  exercises: list(Exercise).optional(),
});
export type StructuredLessonBody = z.infer<typeof StructuredLessonBody>;

/** A module's practice project after its lessons (its title and minutes are in the catalogue). */
export const PracticeBody = z.strictObject({ overview: text, topics: list(LessonTopic) });
export type PracticeBody = z.infer<typeof PracticeBody>;

// ---- Documents (toolbox lessons and learning pages) ------------------------------------

export const DocumentBlock = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('paragraph'), text }),
  z.strictObject({ kind: z.literal('bullets'), items: list(text) }),
  z.strictObject({ kind: z.literal('numbered'), items: list(text) }),
  z.strictObject({ kind: z.literal('table'), columns: list(text), rows: list(list(text)) }),
  z.strictObject({ kind: z.literal('callout'), title: text.optional(), text }),
]);
const DocumentSection = z.strictObject({ heading: text, blocks: list(DocumentBlock) });

/** A toolbox lesson's body: its outcome, sections, takeaways and action items. */
export const ToolboxLessonBody = z.strictObject({
  id: text,
  outcome: text,
  sections: list(DocumentSection),
  takeaways: list(text),
  actionItems: list(text),
});
export type ToolboxLessonBody = z.infer<typeof ToolboxLessonBody>;

/** GET /api/learning/modules/:moduleId/lessons: the bodies of a module's lessons, in order. */
export const ModuleLessons = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('structured'),
    moduleId: text,
    lessons: list(StructuredLessonBody),
    practice: PracticeBody.optional(),
  }),
  z.strictObject({ kind: z.literal('toolbox'), moduleId: text, lessons: list(ToolboxLessonBody) }),
]);
export type ModuleLessons = z.infer<typeof ModuleLessons>;

export const ContentModuleParams = z.strictObject({ moduleId: z.string().min(1).max(200) });
export const ContentPageParams = z.strictObject({ pageId: z.string().min(1).max(200) });

// ---- Learning-path pages ---------------------------------------------------------------

const Heading = { heading: text, intro: text };
const Practice = z.strictObject({ name: text, description: text, practice: text });
const Contrast = z.strictObject({ name: text, description: text });

const BasicsBody = z.strictObject({
  id: z.literal('basics'),
  overview: DocumentSection,
  keyConcepts: z.strictObject({
    ...Heading,
    concepts: list(z.strictObject({ term: text, definition: text, example: text })),
  }),
  clientTypes: z.strictObject({
    ...Heading,
    types: list(
      z.strictObject({
        id: z.enum(['smb', 'enterprise', 'startup']),
        name: text,
        description: text,
        typicalNeeds: list(text),
        budget: text,
        salesCycle: text,
        howToWin: list(text),
        watchOut: text,
      }),
    ),
  }),
});

const AiUnderstandingBody = z.strictObject({
  id: z.literal('ai-understanding'),
  aiTypes: z.strictObject({
    ...Heading,
    types: list(z.strictObject({ name: text, description: text, examples: list(text) })),
  }),
  technologies: z.strictObject({
    ...Heading,
    items: list(
      z.strictObject({
        name: text,
        description: text,
        businessUse: text,
        exampleTools: list(text),
      }),
    ),
  }),
  framework: z.strictObject({
    ...Heading,
    steps: list(
      z.strictObject({
        step: z.number().int(),
        title: text,
        description: text,
        tasks: list(text),
        deliverable: text,
        timeframe: text,
      }),
    ),
  }),
});

const AiToolsBody = z.strictObject({
  id: z.literal('ai-tools'),
  intro: DocumentSection,
  departments: list(
    z.strictObject({
      id: z.enum(['sales', 'marketing', 'operations', 'finance', 'human-resources']),
      name: text,
      intro: text,
      tools: list(
        z.strictObject({
          name: text,
          use: text,
          price: text,
          link: z.templateLiteral(['https://', z.string()]),
        }),
      ),
      firstProject: text,
    }),
  ),
  nextSection: text,
  progressLabel: text,
});

const PersonalDevelopmentBody = z.strictObject({
  id: z.literal('personal-development'),
  leadership: z.strictObject({
    ...Heading,
    coreTraitsHeading: text,
    coreTraits: list(Practice),
    communicationHeading: text,
    communicationSkills: list(Practice),
  }),
  goalSetting: z.strictObject({
    ...Heading,
    smart: list(
      z.strictObject({
        letter: z.enum(['S', 'M', 'A', 'R', 'T']),
        name: text,
        description: text,
        example: text,
      }),
    ),
    workedExample: DocumentSection,
  }),
  growthMindset: z.strictObject({
    ...Heading,
    traitsHeading: text,
    traits: list(Contrast),
    pitfallsHeading: text,
    pitfalls: list(Contrast),
  }),
  learningPlan: z.strictObject({
    ...Heading,
    daily: list(text),
    weekly: list(text),
    monthly: list(text),
  }),
  callToAction: z.strictObject({ heading: text, text }),
});

/** GET /api/learning/pages/:pageId: everything on a learning page below its header. */
export const LearningPageBody = z.discriminatedUnion('id', [
  BasicsBody,
  AiUnderstandingBody,
  AiToolsBody,
  PersonalDevelopmentBody,
]);
export type LearningPageBody = z.infer<typeof LearningPageBody>;

export const learningContentMessages = {
  unknownModule: 'No learning module has this id.',
  unknownPage: 'No learning page has this id.',
} as const;
