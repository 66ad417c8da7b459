import type {
  IndustryPrompts,
  PromptLibraryIndex,
} from '../../../../common/contracts/prompt-library';
import { promptLibraryMessages } from '../../../../common/contracts/prompt-library';
import { industryById, promptLibrary, promptsOf } from '../../../../content/learning/prompts';
import { notFound } from '../../errors';

/** The industries with their categories and counts; the prompts themselves come one industry at a time. */
export function listPromptLibrary(): PromptLibraryIndex {
  const industries = promptLibrary.map((industry) => ({
    id: industry.id,
    name: industry.name,
    description: industry.description,
    promptCount: promptsOf(industry).length,
    categories: industry.categories.map((category) => ({
      id: category.id,
      name: category.name,
      promptCount: category.prompts.length,
    })),
  }));
  return {
    industries,
    promptCount: industries.reduce((sum, industry) => sum + industry.promptCount, 0),
  };
}

/** One industry's library, or a 404 with a sentence for an id that names none. */
export function getIndustryPrompts(industryId: string): IndustryPrompts {
  const industry = industryById(industryId);
  if (!industry) throw notFound(promptLibraryMessages.unknownIndustry);
  return {
    id: industry.id,
    name: industry.name,
    description: industry.description,
    categories: industry.categories.map((category) => ({
      id: category.id,
      name: category.name,
      prompts: category.prompts.map((prompt) => ({ ...prompt })),
    })),
  };
}
