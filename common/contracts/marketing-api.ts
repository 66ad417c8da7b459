import { endpoint } from './endpoint';

/** The marketing feature's calls. */
export const marketingApi = {
  signUpForGuide: endpoint('POST', '/api/lead-capture'),
} as const;
