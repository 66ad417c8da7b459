import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { apiPrefix } from '../../../common/contracts/endpoint';
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

/**
 * Fastify's options for the answers it gives before any hook runs: a URL it cannot decode
 * (GET /%) and a request it cannot parse at all. They carry the same headers as every answer.
 */
export function earlyErrorOptions(
  config: Config,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  const headers = { ...securityHeaders(config), 'cache-control': 'no-store' };
  return {
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      reply
        .headers(headers)
        .status(status)
        .send({
          message: status === 414 ? 'The address is too long.' : 'The address is not valid.',
        });
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
        socket.destroy(error);
        return;
      }
      const status =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : error.code === 'HPE_HEADER_OVERFLOW'
            ? 431
            : 400;
      const body = JSON.stringify({ message: STATUS_CODES[status] });
      const lines = Object.entries({
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      }).map(([name, value]) => `${name}: ${value}`);
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`,
      );
    },
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  // The headers never vary, so they are built once rather than per response.
  const headers = securityHeaders(config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  // API answers are about someone (the current user, their contacts, orders, progress) unless a
  // route says otherwise with its own Cache-Control: no browser or proxy may keep a copy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(apiPrefix) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
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
