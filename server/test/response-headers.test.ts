import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// Every answer carries the security headers, including the ones Fastify makes before any hook
// runs; answers of the API are never stored by a browser or a proxy.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const securityHeaderNames = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  for (const name of securityHeaderNames) expect(headers[name], `${what}: ${name}`).toBeTruthy();
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
}

describe("Fastify's own early answers", () => {
  it.each(['/%', '/api/%', '/api/auth/current-user?x=1&%', '/%E0%A4%A', '/api/crm/contacts/%zz'])(
    'GET %s is a 400 with the security headers and no internals',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectSecurityHeaders(response.headers, url);
      expect(response.body).not.toMatch(/FST_|valid url component/);
    },
  );

  it('a 404 of the API carries them too, and no-store', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response.headers, '404');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a request the HTTP parser refuses is answered with them on the socket', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    const [head] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
    );
    expectSecurityHeaders(headers, 'parser error');
  });
});

describe('personal answers are never stored', () => {
  it.each([
    ['GET', '/api/auth/current-user'],
    ['GET', '/api/crm/contacts'],
    ['GET', '/api/crm/follow-ups'],
    ['GET', '/api/user-progress'],
    ['GET', '/api/auth/user'],
  ])('%s %s says Cache-Control: no-store, signed in and not', async (method, url) => {
    const { cookie } = await signedInUser(t);
    const signedIn = await t.app.inject({ method: method as 'GET', url, headers: { cookie } });
    expect(signedIn.headers['cache-control'], `${url} signed in`).toBe('no-store');
    const anonymous = await t.app.inject({ method: method as 'GET', url });
    expect(anonymous.headers['cache-control'], `${url} anonymous`).toBe('no-store');
  });

  it('checkout answers about a person and failed calls say no-store too', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { email: 'cache.check@example.com', product: 'toolbox' },
    });
    expect(started.statusCode).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/payment?clientSecret=${started.json().clientSecret}`,
    });
    expect(summary.json().email).toBe('cache.check@example.com');
    expect(summary.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody', password: 'wrong-password' },
      remoteAddress: '10.99.0.1',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('keeps what a route says itself (the CSV export)', async () => {
    const { cookie } = await signedInUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/crm/contacts/export.csv',
      headers: { cookie },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
