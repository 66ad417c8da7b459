import type { LeadCaptureBody, LeadCaptureReply } from '../../../../../common/contracts/marketing';
import { apiRequest } from '../../../lib/api';

export const captureLead = (body: LeadCaptureBody) =>
  apiRequest<LeadCaptureReply>('POST', '/api/lead-capture', body);

/**
 * The lead contract carries zod, which the page does not need to paint: it is fetched when
 * the visitor starts on the form, and is ready by the time they submit.
 */
export const loadLeadContract = () => import('../../../../../common/contracts/marketing');
