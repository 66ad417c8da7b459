import { marketingApi } from '../../../../../common/contracts/marketing-api';
import type { GuideSignupBody, GuideSignupReply } from '../../../../../common/contracts/marketing';
import { callApi } from '../../../lib/api';

export const signUpForGuide = (body: GuideSignupBody) =>
  callApi<GuideSignupReply>(marketingApi.signUpForGuide, { body });
