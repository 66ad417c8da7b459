import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The Content-Security-Policy directives; features that embed a provider add their origins here. */
export const contentSecurityPolicy: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React and Radix set inline style attributes on prerendered markup.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

// Stripe.js and its Payment Element frames (docs.stripe.com/security/guide#content-security-policy),
// allowed only when Stripe takes the payments; the simulated test mode needs none of it.
const stripeSources: Record<string, string[]> = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
  'img-src': ['https://*.stripe.com'],
};

export function securityHeaders(config: Config): Record<string, string> {
  const csp = Object.entries(contentSecurityPolicy)
    .map(([name, values]) =>
      [name, ...values, ...(config.stripe ? (stripeSources[name] ?? []) : [])].join(' '),
    )
    .join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(config.isProduction
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // The headers never vary, so they are built once rather than per response.
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  const allowedOrigins = new Set([new URL(config.publicUrl).origin]);

  // Cross-site requests may not change anything: a browser always names the origin of a
  // cross-site POST, and SameSite=Lax keeps the cookie off most of them anyway.
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (origin && origin !== 'null') {
      if (!isSameHost(origin, request.headers.host) && !allowedOrigins.has(origin)) {
        throw new HttpError(403, 'Cross-site requests are not allowed.');
      }
    } else if (origin === 'null' || site === 'cross-site') {
      throw new HttpError(403, 'Cross-site requests are not allowed.');
    }
  });
}

/** True when the Origin header names the host the request was sent to. */
function isSameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const from = new URL(origin);
    // URL drops a default port, so http://localhost and Host localhost:80 compare equal.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
