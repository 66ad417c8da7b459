import type { GuideSignupBody, GuideSignupReply } from '../../../../../common/contracts/marketing';
import { apiRequest } from '../../../lib/api';

export const signUpForGuide = (body: GuideSignupBody) =>
  apiRequest<GuideSignupReply>('POST', '/api/lead-capture', body);
