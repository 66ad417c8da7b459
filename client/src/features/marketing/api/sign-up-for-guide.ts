import {
  marketingApi,
  type GuideSignupBody,
  type GuideSignupReply,
} from '../../../../../common/contracts/marketing';
import { callApi } from '../../../lib/api';

export const signUpForGuide = (body: GuideSignupBody) =>
  callApi<GuideSignupReply>(marketingApi.signUpForGuide, { body });
