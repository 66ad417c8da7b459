import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { apiPrefix } from '../../common/contracts/endpoint';
import { isAppPath, isOperatorPath, normalisePath, pageRoutes } from '../../common/routes';
import { SIGNED_IN_HINT_COOKIE } from '../../common/session-hint';
import type { AppContext, AppDeps } from './core/app-context';
import { type Config, publicUrlWarning } from './config';
import type { Db } from './db/client';
import type { Mailer } from './core/email/outbox';
import { registerOrderSteps } from './core/orders/steps';
import { registerResponseSchemas } from './http/response-schemas';
import { createPaymentProvider } from './core/payments/create-payment-provider';
import { accountRoutes } from './features/accounts/routes';
import { settingsRoutes } from './features/accounts/settings-routes';
import { checkoutRoutes } from './features/checkout';
import { crmRoutes } from './features/crm/routes';
import { calendarFeedRoutes } from './features/crm/calendar-feed-routes';
import { reminderRoutes } from './features/reminders/routes';
import { growthRoutes } from './features/growth/routes';
import { marketingRoutes } from './features/marketing/routes';
import { learningRoutes } from './features/learning/routes';
import { promptLibraryRoutes } from './features/prompt-library/routes';
import { isUnlocked, registerAccess } from './plugins/access';
import { operatorRoutes } from './features/operator';
import { registerAuth } from './plugins/auth';
import { leadOrderRoutes, leadOrderSteps } from './features/lead-orders';
import { registerErrorHandler } from './plugins/errors';
import { registerStorableText } from './plugins/storable-text';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { createPrerenderedPages } from './plugins/prerendered-pages';
import { createSignedInShells } from './plugins/signed-in-shells';
import { earlyErrorOptions, registerSecurity } from './plugins/security';
import { createWorkerPool } from './workers/pool';

// Tasks that may wait per worker thread: about two seconds of PDFs.
const WORKER_QUEUE_PER_THREAD = 8;

export type AppOptions = {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger | false;
  /**
   * The clock money records are stamped with and limits count by (route limits, the sign-in
   * throttle); the real one unless a test brings its own.
   */
  now?: () => Date;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, mailer } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger as FastifyBaseLogger }
      : { logger: false }),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    ...earlyErrorOptions(config),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by Fastify's compiled serialiser from JSON Schema derived from the zod
  // contracts (server/src/http/response-schemas.ts); before any route is added.
  registerResponseSchemas(app);
  // JSON only: a form post or text body from another site never reaches a handler (415).
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  // First of the preHandler hooks, so no text PostgreSQL cannot store reaches a session lookup.
  registerStorableText(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await app.register(rateLimit, {
    // Limits apply per route that asks for one, never to static files.
    global: false,
    store: databaseRateLimitStore(db, now),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  registerAuth(app, db);
  registerAccess(app, config);

  // Products with work of their own plug into the orders core here, where features meet.
  registerOrderSteps({ 'lead-order': leadOrderSteps });
  // Logged where the tests can read it, as the payment mode's warning is (checkout routes).
  const urlWarning = publicUrlWarning(config);
  if (urlWarning) app.log.warn(urlWarning);
  const deps: AppDeps = {
    db,
    provider: createPaymentProvider(config, db),
    mailer,
    appUrl: config.publicUrl,
    operatorEmails: config.operatorEmails,
    log: app.log,
    now,
  };
  // Threads for CPU-heavy work (PDFs), so it never holds up other requests; a short queue, so a
  // burst is refused with a sentence instead of waiting (docs/decisions/0038-heavy-work-off-the-request-thread.md).
  const workers = createWorkerPool({
    threads: config.workerThreads,
    maxQueue: WORKER_QUEUE_PER_THREAD * config.workerThreads,
  });
  app.addHook('onClose', () => workers.close());
  const context: AppContext = { db, config, mailer, deps, workers };
  await app.register(accountRoutes, context);
  await app.register(settingsRoutes, context);
  await app.register(learningRoutes, context);
  await app.register(promptLibraryRoutes, context);
  await app.register(checkoutRoutes, context);
  await app.register(marketingRoutes, context);
  await app.register(crmRoutes, context);
  await app.register(calendarFeedRoutes, context);
  await app.register(reminderRoutes, context);
  await app.register(growthRoutes, context);
  await app.register(leadOrderRoutes, context);
  await app.register(operatorRoutes, context);

  registerClient(app, config);
  return app;
}

const signedOutPages = new Set<string>(
  pageRoutes.filter((route) => route.access === 'public').map((route) => route.path),
);
const isSignedOutPage = (path: string) => signedOutPages.has(normalisePath(path));
const hasSignedInHint = (cookie: string | undefined) =>
  cookie !== undefined &&
  cookie.split(/;\s*/).some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

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
  const signedInShellFor = createSignedInShells(root, indexHtml);
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
    if (path.startsWith(apiPrefix) || path.startsWith('/assets/')) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    const prerendered = join(
      root,
      path === '/' ? 'index.html' : `${path.replace(/\/$/, '')}/index.html`,
    );
    // A browser that has signed in gets the bare shell for a page that differs when signed in
    // ("/" is the dashboard then): it shows "Loading your dashboard...", never the landing page.
    const signedIn = hasSignedInHint(request.headers.cookie);
    const user = request.user;
    const acceptEncoding = request.headers['accept-encoding'];
    const prerenderedPage =
      path.includes('..') || (signedIn && isSignedOutPage(path))
        ? null
        : findPrerenderedPage(prerendered, acceptEncoding);
    const page =
      prerenderedPage ??
      (signedIn
        ? signedInShellFor(
            path,
            new URLSearchParams(request.url.slice(path.length + 1)),
            request.user?.role === 'operator' ? 'operator' : 'member',
            user && { holds: (needs) => isUnlocked(config, user.entitlements, needs) },
            acceptEncoding,
          )
        : null);
    if (page?.encoding) reply.header('content-encoding', page.encoding);
    // Unknown paths still get the app (it shows "404 Page Not Found") but with an honest status.
    return reply
      .status(
        isAppPath(path) && (!isOperatorPath(path) || request.user?.role === 'operator') ? 200 : 404,
      )
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html')
      .send(page ? page.body : indexHtml);
  });
}
