import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CurrentUser,
  LoginBody,
  MessageReply,
  RegisterBody,
  safeNextPath,
} from '../../../../common/contracts/accounts';
import type { AppContext } from '../../app-context';
import { HttpError, unauthorized } from '../../errors';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/auth';
import { claimLoginAttempt, forgiveLoginAttempt } from './login-throttle';
import { authenticate, registerUser, toCurrentUser, verifyEmail } from './service';
import { createSession, deleteSession, findSessionUser } from './sessions';

export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, mailer },
) => {
  const currentUser = {
    schema: { response: { 200: CurrentUser, 401: MessageReply } },
    handler: async (request: Parameters<typeof requireUser>[0]) =>
      toCurrentUser(requireUser(request)),
  };
  app.get('/api/auth/current-user', currentUser);
  app.get('/api/auth/user', currentUser);

  app.post(
    '/api/auth/register',
    {
      schema: { body: RegisterBody, response: { 201: CurrentUser } },
      config: { rateLimit: { max: config.registerLimitPerHour, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const user = await registerUser(db, request.body, config.publicUrl);
      mailer.kick();
      reply.status(201);
      return toCurrentUser({ ...user, emailVerified: false, entitlements: [] });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: LoginBody, response: { 200: CurrentUser } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const accountKey = `user:${username.toLowerCase()}`;
      // Counted before the password is checked: a parallel burst cannot outrun the count.
      const claim = await claimLoginAttempt(db, [accountKey, `ip:${request.ip}`]);
      if (!claim.isAllowed) {
        const minutes = Math.ceil(claim.retryAfterMs / 60_000);
        reply.header('retry-after', Math.ceil(claim.retryAfterMs / 1000));
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const found = await authenticate(db, username, password);
      if (!found) throw new HttpError(401, 'Invalid username or password. Please try again.');
      await forgiveLoginAttempt(db, accountKey, claim.attemptIds);
      // The old session (if any) ends: the id never carries over a sign-in.
      if (request.sessionToken) await deleteSession(db, request.sessionToken);
      const session = await createSession(db, found.id);
      setSessionCookie(reply, config, session.token);
      const user = await findSessionUser(db, session.token);
      if (!user) throw unauthorized();
      return toCurrentUser(user);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: z.object({ success: z.boolean() }) } } },
    async (request, reply) => {
      if (request.sessionToken) await deleteSession(db, request.sessionToken);
      clearSessionCookie(reply, config);
      return { success: true };
    },
  );

  // Browser navigations.
  app.get(
    '/api/login',
    { schema: { querystring: z.object({ next: z.string().optional() }) } },
    async (request, reply) => {
      const next = safeNextPath(request.query.next);
      return reply.redirect(next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`);
    },
  );

  app.get('/api/logout', async (request, reply) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    clearSessionCookie(reply, config);
    return reply.redirect('/');
  });

  app.get(
    '/api/auth/verify-email',
    { schema: { querystring: z.object({ token: z.string().max(200) }) } },
    async (request, reply) => {
      const ok = await verifyEmail(db, request.query.token);
      return reply.redirect(ok ? '/?emailVerified=1' : '/?emailVerified=0');
    },
  );
};
