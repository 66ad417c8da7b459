import { aiToolsPage } from './ai-tools';
import { aiUnderstandingPage } from './ai-understanding';
import { basicsPage } from './basics';
import { personalDevelopmentPage } from './personal-development';
import type { LearningPages } from './types';

/** The four learning-path pages, by their progress id. */
export const learningPages: LearningPages = {
  basics: basicsPage,
  'ai-understanding': aiUnderstandingPage,
  'ai-tools': aiToolsPage,
  'personal-development': personalDevelopmentPage,
};

export { aiToolsPage, aiUnderstandingPage, basicsPage, personalDevelopmentPage };
export type * from './types';
