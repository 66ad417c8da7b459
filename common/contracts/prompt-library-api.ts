import { endpoint } from './endpoint';

/** The prompt library's calls. */
export const promptLibraryApi = {
  listIndustries: endpoint('GET', '/api/prompt-library'),
  getIndustry: endpoint('GET', '/api/prompt-library/:industryId'),
} as const;
