import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IndustryParams,
  IndustryPrompts,
  PromptLibraryIndex,
} from '../../../../common/contracts/prompt-library';
import { promptLibraryApi } from '../../../../common/contracts/prompt-library-api';
import type { AppContext } from '../../core/app-context';
import { on } from '../../http/on';
import { requireUser } from '../../plugins/auth';
import { getIndustryPrompts, listPromptLibrary } from './service';

/**
 * The AI Toolbox's prompt library. Paid content, so it is served here and never bundled into the
 * client; the toolbox rule of common/access.ts guards both paths.
 */
export const promptLibraryRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.route({
    ...on(promptLibraryApi.listIndustries),
    schema: { response: { 200: PromptLibraryIndex } },
    handler: async (request, reply) => {
      requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return listPromptLibrary();
    },
  });

  app.route({
    ...on(promptLibraryApi.getIndustry),
    schema: { params: IndustryParams, response: { 200: IndustryPrompts } },
    handler: async (request, reply) => {
      requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return getIndustryPrompts(request.params.industryId);
    },
  });
};
