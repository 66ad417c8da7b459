import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ModuleIdParams,
  ProgressRecord,
  UpdateProgressBody,
} from '../../../../common/contracts/learning';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { listProgress, saveProgress } from './service';

export const learningRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/api/user-progress',
    { schema: { response: { 200: z.array(ProgressRecord) } } },
    async (request) => listProgress(db, requireUser(request).id),
  );

  app.put(
    '/api/user-progress/:moduleId',
    {
      schema: {
        params: ModuleIdParams,
        body: UpdateProgressBody,
        response: { 200: ProgressRecord },
      },
    },
    async (request) =>
      saveProgress(db, requireUser(request).id, request.params.moduleId, request.body),
  );
};
