import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { isAppPath } from '../../common/routes';
import type { Config } from './config';
import type { Db } from './db/client';
import { accountRoutes } from './features/accounts/routes';
import type { Mailer } from './features/email/outbox';
import { progressRoutes } from './features/progress/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurity } from './plugins/security';

/** What every feature's routes receive. */
export type AppContext = { db: Db; config: Config; mailer: Mailer };

export async function buildApp(
  options: AppContext & { logger: Logger | false },
): Promise<FastifyInstance> {
  const { config, db, mailer } = options;
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger as FastifyBaseLogger }
      : { logger: false }),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a form post or text body from another site never reaches a handler (415).
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  registerAuth(app, db);

  const context: AppContext = { db, config, mailer };
  await app.register(accountRoutes, context);
  await app.register(progressRoutes, context);

  registerClient(app, config);
  return app;
}

/** Serves the built client: files as they are, and index.html for the single-page app's paths. */
function registerClient(app: FastifyInstance, config: Config) {
  const root = config.clientDistDir;
  const indexFile = join(root, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (indexHtml === null) {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
    );
    return;
  }

  app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      // Vite fingerprints assets, so they never change under the same name.
      if (path.includes('/assets/'))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    if (path.startsWith('/api/') || path.startsWith('/assets/')) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    const prerendered = join(
      root,
      path === '/' ? 'index.html' : `${path.replace(/\/$/, '')}/index.html`,
    );
    const html =
      path !== '/' && !path.includes('..') && existsSync(prerendered)
        ? readFileSync(prerendered, 'utf8')
        : indexHtml;
    // Unknown paths still get the app (it shows "404 Page Not Found") but with an honest status.
    return reply
      .status(isAppPath(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(html);
  });
}
