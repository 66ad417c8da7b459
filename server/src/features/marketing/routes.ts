import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GuideSignupBody, GuideSignupReply } from '../../../../common/contracts/marketing';
import { marketingApi } from '../../../../common/contracts/marketing-api';
import type { AppContext } from '../../core/app-context';
import { on } from '../../http/on';
import { saveGuideSignup } from './service';

export const marketingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.route({
    ...on(marketingApi.signUpForGuide),
    schema: { body: GuideSignupBody, response: { 200: GuideSignupReply } },
    // Per client address; a request over the limit is refused before anything is stored.
    config: {
      rateLimit: { max: config.leadCaptureLimitPer10Min, timeWindow: '10 minutes' },
    },
    handler: async (request) => {
      // The same answer whether the sign-up was new, updated or a bot's (honeypot): nobody can
      // learn from it whether an address is already on the list.
      await saveGuideSignup(db, request.body);
      return { success: true as const };
    },
  });
};
