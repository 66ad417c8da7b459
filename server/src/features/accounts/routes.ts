import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessages,
  CurrentUser,
  ForgotPasswordBody,
  LoginBody,
  MessageReply,
  RegisterBody,
  ResetPasswordBody,
  safeNextPath,
} from '../../../../common/contracts/accounts';
import { accountsApi } from '../../../../common/contracts/accounts-api';
import type { AppContext } from '../../core/app-context';
import { createSession, deleteSession, findSessionUser } from '../../core/sessions';
import { HttpError, unauthorized } from '../../errors';
import { on } from '../../http/on';
import { namedTimeZone } from '../../http/time-zone';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/auth';
import { claimLoginAttempt, forgiveLoginAttempt } from './login-throttle';
import { rememberTimeZone } from './time-zone';
import {
  authenticate,
  findLoginCandidates,
  registerUser,
  requestPasswordReset,
  resetPassword,
  toCurrentUser,
  verifyEmail,
} from './service';

const FORGOT_PASSWORD_PER_EMAIL_PER_HOUR = 5;

export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, deps },
) => {
  const currentUser = {
    schema: { response: { 200: CurrentUser, 401: MessageReply } },
    handler: async (request: Parameters<typeof requireUser>[0]) =>
      toCurrentUser(requireUser(request)),
  };
  app.route({ ...on(accountsApi.currentUser), ...currentUser });
  app.route({ ...on(accountsApi.user), ...currentUser });

  app.route({
    ...on(accountsApi.register),
    schema: { body: RegisterBody, response: { 201: CurrentUser } },
    config: { rateLimit: { max: config.registerLimitPerHour, timeWindow: '1 hour' } },
    handler: async (request, reply) => {
      const user = await registerUser(db, request.body, config.publicUrl);
      await rememberTimeZone(db, user.id, namedTimeZone(request));
      reply.status(201);
      return toCurrentUser({
        ...user,
        emailVerified: false,
        entitlements: [],
        isFirstSignIn: false,
      });
    },
  });

  app.route({
    ...on(accountsApi.login),
    schema: { body: LoginBody, response: { 200: CurrentUser } },
    handler: async (request, reply) => {
      const { username: identifier, password } = request.body;
      const candidates = await findLoginCandidates(db, identifier);
      // One count per account whether it is named by username or email; an identifier that
      // names no single account is counted as typed.
      const accountKey = `user:${(candidates.length === 1 ? candidates[0].username : identifier).toLowerCase()}`;
      // Counted before the password is checked: a parallel burst cannot outrun the count.
      const claim = await claimLoginAttempt(db, [accountKey, `ip:${request.ip}`], deps.now());
      if (!claim.isAllowed) {
        const minutes = Math.ceil(claim.retryAfterMs / 60_000);
        reply.header('retry-after', Math.ceil(claim.retryAfterMs / 1000));
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const found = await authenticate(candidates, password);
      if (!found) throw new HttpError(401, 'Invalid username or password. Please try again.');
      await forgiveLoginAttempt(db, accountKey, claim.attemptIds);
      // The old session (if any) ends: the id never carries over a sign-in.
      if (request.sessionToken) await deleteSession(db, request.sessionToken);
      const session = await createSession(db, found.id);
      await rememberTimeZone(db, found.id, namedTimeZone(request));
      setSessionCookie(reply, config, session.token);
      const user = await findSessionUser(db, session.token);
      if (!user) throw unauthorized();
      return toCurrentUser(user);
    },
  });

  app.route({
    ...on(accountsApi.logout),
    schema: { response: { 200: z.object({ success: z.boolean() }) } },
    handler: async (request, reply) => {
      if (request.sessionToken) await deleteSession(db, request.sessionToken);
      clearSessionCookie(reply, config);
      return { success: true };
    },
  });

  // Browser navigations.
  app.route({
    ...on(accountsApi.loginLink),
    schema: { querystring: z.object({ next: z.string().optional() }) },
    handler: async (request, reply) => {
      const next = safeNextPath(request.query.next);
      return reply.redirect(next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`);
    },
  });

  // Log out is a link (a navigation), and a SameSite=Lax cookie rides along on a link from
  // another site: such a link (or a prefetch by another site) goes home without signing out.
  // A link of our own pages says same-origin; a typed address says none.
  app.route({
    ...on(accountsApi.logoutLink),
    handler: async (request, reply) => {
      const site = request.headers['sec-fetch-site'];
      const isOurs = site === undefined || site === 'same-origin' || site === 'none';
      if (!isOurs) return reply.redirect('/');
      if (request.sessionToken) await deleteSession(db, request.sessionToken);
      clearSessionCookie(reply, config);
      return reply.redirect('/');
    },
  });

  app.route({
    ...on(accountsApi.verifyEmail),
    schema: { querystring: z.object({ token: z.string().max(200) }) },
    handler: async (request, reply) => {
      // A page that says how it went (docs/decisions/0028-ux-daily-use.md).
      const outcome = await verifyEmail(db, request.query.token);
      return reply.redirect(`/email-verified?status=${outcome}`);
    },
  });

  app.route({
    ...on(accountsApi.forgotPassword),
    schema: { body: ForgotPasswordBody, response: { 200: MessageReply } },
    // Per address asked about (after validation, so the body is there): one mailbox cannot be
    // flooded from many clients, and a known address is limited exactly as an unknown one.
    config: {
      rateLimit: {
        max: FORGOT_PASSWORD_PER_EMAIL_PER_HOUR,
        timeWindow: '1 hour',
        hook: 'preHandler',
        keyGenerator: (request) =>
          `forgot-password:${(request.body as ForgotPasswordBody).email.toLowerCase()}`,
      },
    },
    handler: async (request) => {
      await requestPasswordReset(db, request.body.email, config.publicUrl);
      return { message: accountMessages.resetRequested };
    },
  });

  app.route({
    ...on(accountsApi.resetPassword),
    schema: { body: ResetPasswordBody, response: { 200: MessageReply } },
    config: { rateLimit: { max: config.registerLimitPerHour, timeWindow: '1 hour' } },
    handler: async (request) => {
      const username = await resetPassword(db, request.body.token, request.body.password);
      // The owner proved the mailbox: failed guesses by others no longer hold the account.
      await forgiveLoginAttempt(db, `user:${username.toLowerCase()}`, new Map());
      return { message: accountMessages.passwordChanged };
    },
  });
};
