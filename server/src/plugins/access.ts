import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entitlementsUnlock, needsOfApiPath, type Needs } from '../../../common/access';
import { AccessReply } from '../../../common/contracts/accounts';
import { accountsApi } from '../../../common/contracts/accounts-api';
import { accessText } from '../../../content/access-text';
import type { Config } from '../config';
import { forbidden } from '../errors';
import { on } from '../http/on';

/** True when this signed-in user may use what `needs` guards (always, while open access is on). */
export function isUnlocked(config: Config, entitlements: readonly string[], needs: Needs) {
  return config.openAccess || entitlementsUnlock(needs, entitlements);
}

/** A 403 with a sentence when the signed-in user lacks what `needs` guards. */
export function requireEntitlement(config: Config, request: FastifyRequest, needs: Needs) {
  if (request.user && !isUnlocked(config, request.user.entitlements, needs)) {
    throw forbidden(accessText[needs].refusal);
  }
}

/**
 * Enforces common/access.ts for every API path it lists, after the session is read (a signed-out
 * caller still gets the route's own 401). Registered once, before the feature routes.
 */
export function registerAccess(app: FastifyInstance, config: Config) {
  app.addHook('preHandler', async (request) => {
    const needs = needsOfApiPath(request.routeOptions.url ?? request.url);
    if (needs) requireEntitlement(config, request, needs);
  });

  /** What this user may open now; the client's locked pages read it. */
  app.route({
    ...on(accountsApi.access),
    schema: { response: { 200: AccessReply } },
    handler: async (request): Promise<AccessReply> => {
      const held = request.user?.entitlements ?? [];
      return {
        openAccess: config.openAccess,
        toolbox: request.user !== null && isUnlocked(config, held, 'toolbox'),
        agency: request.user !== null && isUnlocked(config, held, 'agency'),
      };
    },
  });
}
