import { z } from './zod';

// The prompt library of the AI Toolbox: an index of the industry libraries, and one industry's
// prompts. Served by the API behind the toolbox rule of common/access.ts, never bundled.

/** Which assistant a prompt suits; the page names each in words (content/learning/prompts/page-text.ts). */
export const promptTools = ['any', 'files', 'web'] as const;
export const PromptTool = z.enum(promptTools);
export type PromptTool = z.infer<typeof PromptTool>;

export const promptLibraryMessages = {
  unknownIndustry: 'No prompt library has this name. Pick an industry from the list.',
} as const;

export const Prompt = z.object({
  id: z.string(),
  title: z.string(),
  task: z.string(),
  text: z.string(),
  tool: PromptTool,
  tip: z.string().optional(),
});
export type Prompt = z.infer<typeof Prompt>;

export const PromptCategory = z.object({
  id: z.string(),
  name: z.string(),
  prompts: z.array(Prompt),
});
export type PromptCategory = z.infer<typeof PromptCategory>;

export const IndustryPrompts = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  categories: z.array(PromptCategory),
});
export type IndustryPrompts = z.infer<typeof IndustryPrompts>;

export const IndustrySummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  promptCount: z.number().int(),
  categories: z.array(
    z.object({ id: z.string(), name: z.string(), promptCount: z.number().int() }),
  ),
});
export type IndustrySummary = z.infer<typeof IndustrySummary>;

export const PromptLibraryIndex = z.object({
  industries: z.array(IndustrySummary),
  promptCount: z.number().int(),
});
export type PromptLibraryIndex = z.infer<typeof PromptLibraryIndex>;

export const IndustryParams = z.strictObject({ industryId: z.string().min(1).max(100) });
