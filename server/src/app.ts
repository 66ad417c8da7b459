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
import type { AppContext } from './app-context';
import type { Config } from './config';
import { accountRoutes } from './features/accounts/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { crmRoutes } from './features/crm/routes';
import { marketingRoutes } from './features/marketing/routes';
import { learningRoutes } from './features/learning/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { createPrerenderedPages } from './plugins/prerendered-pages';
import { earlyErrorOptions, registerSecurity } from './plugins/security';

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
    ...earlyErrorOptions(config),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a form post or text body from another site never reaches a handler (415).
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(rateLimit, {
    // Limits apply per route that asks for one, never to static files.
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  registerAuth(app, db);

  const context: AppContext = { db, config, mailer };
  await app.register(accountRoutes, context);
  await app.register(learningRoutes, context);
  await app.register(checkoutRoutes, context);
  await app.register(marketingRoutes, context);
  await app.register(crmRoutes, context);

  registerClient(app, config);
  return app;
}

/** Serves the built client: files as they are, and index.html for the single-page app's paths. */
function registerClient(app: FastifyInstance, config: Config) {
  const root = config.clientDistDir;
  const indexFile = join(root, 'index.html');
  // The build prerenders the landing page into index.html and keeps the bare single-page shell
  // beside it (scripts/prerender.tsx): every path without a page of its own gets the shell.
  const shellFile = join(root, 'spa-shell.html');
  const indexHtml = existsSync(shellFile)
    ? readFileSync(shellFile, 'utf8')
    : existsSync(indexFile)
      ? readFileSync(indexFile, 'utf8')
      : null;
  if (indexHtml === null) {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
    );
    return;
  }

  const findPrerenderedPage = createPrerenderedPages();
  app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz copy of every text asset (scripts/prerender.tsx).
    preCompressed: true,
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
    const page = path.includes('..')
      ? null
      : findPrerenderedPage(prerendered, request.headers['accept-encoding']);
    if (page?.encoding) reply.header('content-encoding', page.encoding);
    // Unknown paths still get the app (it shows "404 Page Not Found") but with an honest status.
    return reply
      .status(isAppPath(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html')
      .send(page ? page.body : indexHtml);
  });
}
