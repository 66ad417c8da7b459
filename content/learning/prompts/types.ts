import type { PromptTool } from '../../../common/contracts/prompt-library';

/**
 * One ready-to-use prompt. The text is pasted into an AI assistant after the reader replaces each
 * [BRACKETED PLACEHOLDER] with their own details; placeholders are upper case so they stand out.
 * Labels the assistant is asked to add for a professional's review are in quotes (“VERIFY”), never
 * in brackets, so the reader does not replace them.
 */
export interface LibraryPrompt {
  /** Stable slug, unique across the whole library (links and copies may name it). */
  id: string;
  title: string;
  /** The job the prompt does, in one line. */
  task: string;
  text: string;
  tool: PromptTool;
  /** How to get a better answer, when there is something worth saying. */
  tip?: string;
}

export interface LibraryCategory {
  id: string;
  name: string;
  prompts: readonly LibraryPrompt[];
}

/** One industry's library: 3 to 5 categories of prompts for that kind of business. */
export interface IndustryLibrary {
  id: string;
  name: string;
  /** One sentence: who the library is for and what it covers. */
  description: string;
  categories: readonly LibraryCategory[];
}
