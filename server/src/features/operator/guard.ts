import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError, unauthorized } from '../../errors';
import { findSessionUser, SESSION_COOKIE } from '../../core/sessions';

/** What any unknown API path answers (server/src/app.ts), so an operator call looks like none. */
export const notFoundLike = (request: FastifyRequest) =>
  new HttpError(404, `Not found: ${request.method} ${request.url.split('?')[0]}`);

/**
 * Guards every operator call: a visitor gets 401 and a signed-in member gets the 404 of an
 * unknown path. Meant as an `onRequest` hook (`app.addHook('onRequest', operatorGuard(db))` in
 * an operator-only plugin, or `{ onRequest: operatorGuard(db) }` on one route) so that it runs
 * before the body and query are validated: a member's malformed request is a 404 too, never a
 * 400 that would tell them the route exists. It also works as a preHandler.
 */
export function operatorGuard(db: Db) {
  return async function requireOperator(request: FastifyRequest, _reply: FastifyReply) {
    if (!request.user) {
      // onRequest runs before the app's own session lookup (a preHandler); the lookup is cached.
      const token = request.cookies[SESSION_COOKIE];
      if (token && token.length <= 100) {
        request.user = await findSessionUser(db, token);
        request.sessionToken = request.user ? token : null;
      }
    }
    if (!request.user) throw unauthorized();
    if (request.user.role !== 'operator') throw notFoundLike(request);
  };
}
