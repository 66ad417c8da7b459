import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../../common/session-hint';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { unauthorized } from '../errors';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  findSessionUser,
  type SessionUser,
} from '../core/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    request.user = await findSessionUser(db, token);
    request.sessionToken = request.user ? token : null;
  });
}

/** The signed-in user, or a 401 for the route. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  // A fresh random value per sign-in (never who, never the session): the browser keeps what it
  // saved of this sign-in's answers only while the value is the same (client/src/app/saved-queries.ts).
  reply.setCookie(SIGNED_IN_HINT_COOKIE, randomBytes(9).toString('base64url'), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
  });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, {
    path: '/',
    sameSite: 'lax',
    secure: config.isProduction,
  });
}
