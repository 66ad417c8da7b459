import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox, sessions, users } from '../src/db/schema';
import { buildApp } from '../src/app';
import { buildUser } from '../src/demo/factories';
import {
  cookieFrom,
  createTestApp,
  holdClockForThisTest,
  malformedBodies,
  signedInUser,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter % 250}`;

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    headers,
    remoteAddress: freshIp(),
  });
const login = (
  username: string,
  password: string,
  remoteAddress = freshIp(),
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
    headers,
  });
const currentUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: cookie ? { cookie } : {} });
const countUsers = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe('registration', () => {
  it('creates the account, answers the user and queues a welcome email with a verification link', async () => {
    const response = await register({
      username: 'Alice.Smith',
      email: 'Alice@Example.com',
      password: 'secret-pass',
      firstName: 'Alice',
      lastName: 'Smith',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      username: 'Alice.Smith',
      email: 'Alice@Example.com',
      firstName: 'Alice',
      hasAgencyAccess: false,
      emailVerified: false,
    });
    expect(body).not.toHaveProperty('passwordHash');

    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'Alice@Example.com'));
    expect(mail.subject).toBe('Welcome to Agency Launchpad!');
    const link = mail.textBody.match(/http:\/\/\S+verify-email\?token=\S+/)?.[0];
    expect(link).toBeDefined();

    const verify = await t.app.inject({
      method: 'GET',
      url: new URL(link!).pathname + new URL(link!).search,
    });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/email-verified?status=verified');
    const [row] = await t.db.select().from(users).where(eq(users.username, 'Alice.Smith'));
    expect(row.emailVerifiedAt).not.toBeNull();
    // A verification link works once.
    const again = await t.app.inject({
      method: 'GET',
      url: new URL(link!).pathname + new URL(link!).search,
    });
    expect(again.headers.location).toBe('/email-verified?status=already');
  });

  it('stores the password as an argon2id hash, never as given', async () => {
    await register({ username: 'hashcheck', email: 'hash@example.com', password: 'plain-secret' });
    const [row] = await t.db.select().from(users).where(eq(users.username, 'hashcheck'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('plain-secret');
  });

  it('refuses a username or email that differs only in case, with a clear message', async () => {
    await register({ username: 'CaseUser', email: 'case@example.com', password: 'secret-pass' });
    // An address is refused once an account has verified it (an unverified one is not enough).
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.username, 'CaseUser'));
    const before = await countUsers();
    const sameName = await register({
      username: 'caseuser',
      email: 'other@example.com',
      password: 'secret-pass',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('That username is already taken. Please choose another.');
    const sameEmail = await register({
      username: 'another',
      email: 'CASE@example.com',
      password: 'secret-pass',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email already exists/);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [
      { username: 'ab', email: 'a@example.com', password: 'secret-pass' },
      'Username must be 3 to 32 characters long.',
    ],
    [
      { username: 'x'.repeat(33), email: 'a@example.com', password: 'secret-pass' },
      'Username must be 3 to 32 characters long.',
    ],
    [
      { username: 'bad name!', email: 'a@example.com', password: 'secret-pass' },
      'Username may only contain letters, digits, ".", "_" and "-".',
    ],
    [
      { username: 'gooduser', email: 'not-an-email', password: 'secret-pass' },
      'Please enter a valid email address',
    ],
    [
      { username: 'gooduser', email: 'a@example.com', password: '12345' },
      'Password must be at least 6 characters long.',
    ],
    [
      { username: 'gooduser', email: 'a@example.com', password: 'x'.repeat(129) },
      'Password must be at most 128 characters long.',
    ],
  ])('refuses %j with "%s"', async (payload, message) => {
    const before = await countUsers();
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('never lets the payload choose a role or access', async () => {
    const response = await register({
      username: 'sneaky',
      email: 'sneaky@example.com',
      password: 'secret-pass',
      role: 'operator',
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.username, 'sneaky'))).toHaveLength(0);
  });

  it('is rate-limited per address', async () => {
    const limited = await createTestApp({ REGISTER_LIMIT_PER_HOUR: '3' });
    limited.clock.hold();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            username: `burst${i}`,
            email: `burst${i}@example.com`,
            password: 'secret-pass',
          },
          remoteAddress: '198.51.100.7',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('login and sessions', () => {
  it('signs in with the right password and sets a strict session cookie', async () => {
    const user = await buildUser(t.db, { username: 'loginok', password: 'right-password' });
    const response = await login('LOGINOK', 'right-password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: 'loginok' });
    const cookie = response.cookies.find((c) => c.name === 'al_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    // At least 128 bits of randomness: 32 bytes in base64url.
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const me = await currentUser(`al_session=${cookie.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('loginok');
    const alias = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `al_session=${cookie.value}` },
    });
    expect(alias.json().username).toBe('loginok');
  });

  it('answers an unknown username exactly as a wrong password', async () => {
    await buildUser(t.db, { username: 'knownuser', password: 'right-password' });
    const wrong = await login('knownuser', 'wrong-password');
    const unknown = await login('nobody-here', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Invalid username or password. Please try again.');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('gives a new session id at every login and ends the old one', async () => {
    const user = await buildUser(t.db, { username: 'rotator', password: 'right-password' });
    const first = cookieFrom(await login(user.username, 'right-password'))!;
    const second = cookieFrom(
      await login(user.username, 'right-password', freshIp(), { cookie: `al_session=${first}` }),
    )!;
    expect(second).not.toBe(first);
    expect((await currentUser(`al_session=${first}`)).statusCode).toBe(401);
    expect((await currentUser(`al_session=${second}`)).statusCode).toBe(200);
  });

  it('kills the session on logout, server-side', async () => {
    const { cookie } = await signedInUser(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'al_session')?.value).toBe('');
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('logs out by browser navigation and returns home', async () => {
    const { cookie } = await signedInUser(t);
    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('does not sign out when the navigation comes from another site', async () => {
    const { cookie } = await signedInUser(t);
    for (const site of ['cross-site', 'same-site']) {
      const out = await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie, 'sec-fetch-site': site },
      });
      expect(out.statusCode).toBe(302);
      expect(out.headers.location).toBe('/');
      expect(out.cookies.find((c) => c.name === 'al_session')).toBeUndefined();
    }
    expect((await currentUser(cookie)).statusCode).toBe(200);
    const ours = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(ours.statusCode).toBe(302);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  describe('expiry', () => {
    const DAY = 24 * 3600_000;
    // Only Date is faked: the clock jumps ahead while timers and I/O run as usual.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('ends a session idle for more than 7 days', async () => {
      const { cookie } = await signedInUser(t);
      vi.setSystemTime(Date.now() + 7 * DAY + 60_000);
      expect((await currentUser(cookie)).statusCode).toBe(401);
      // And it stays dead when the clock is put back.
      vi.useRealTimers();
      expect((await currentUser(cookie)).statusCode).toBe(401);
    });

    it('keeps a session alive while it is used within every 7 days', async () => {
      const { user, cookie } = await signedInUser(t);
      for (let i = 0; i < 3; i++) {
        vi.setSystemTime(Date.now() + 6 * DAY);
        expect((await currentUser(cookie)).statusCode).toBe(200);
      }
      const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
    });

    it('ends a session 30 days after login even when used every few days', async () => {
      const { cookie } = await signedInUser(t);
      for (let i = 0; i < 4; i++) {
        vi.setSystemTime(Date.now() + 6 * DAY);
        expect((await currentUser(cookie)).statusCode).toBe(200);
      }
      vi.setSystemTime(Date.now() + 5 * DAY); // day 29
      expect((await currentUser(cookie)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2 * DAY); // day 31
      expect((await currentUser(cookie)).statusCode).toBe(401);
    });
  });

  it('ignores forged or malformed cookies', async () => {
    for (const value of ['', 'x', 'a'.repeat(43), 'a'.repeat(5000), '../../etc', "' OR 1=1 --"]) {
      expect((await currentUser(`al_session=${encodeURIComponent(value)}`)).statusCode).toBe(401);
    }
  });

  it('marks the cookie Secure and sends HSTS in production', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://launchpad.example',
    });
    try {
      const user = await buildUser(prod.db, { password: 'right-password' });
      const response = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: 'right-password' },
      });
      expect(response.cookies.find((c) => c.name === 'al_session')?.secure).toBe(true);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await prod.close();
    }
  });
});

describe('brute force', () => {
  it('slows one account to 10 tries per 15 minutes, even from many addresses', async () => {
    holdClockForThisTest(t);
    await buildUser(t.db, { username: 'target', password: 'right-password' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login('target', `guess-${i}`, `203.0.113.${i}`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password waits now, so guessing cannot be confirmed.
    const right = await login('target', 'right-password', '203.0.113.200');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('slows one address to 10 failures per 15 minutes across accounts, unknown ones included', async () => {
    holdClockForThisTest(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await login(`spray-${i}`, 'password1', '198.51.100.99')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('brute force in parallel and across processes', () => {
  it('evaluates at most 10 of 300 parallel guesses, and refuses the right password after them', async () => {
    holdClockForThisTest(t);
    await buildUser(t.db, { username: 'burst-target', password: 'right-password' });
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login('burst-target', `guess-${i}`, '203.0.113.250')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(290);
    const right = await login('burst-target', 'right-password', '203.0.113.251');
    expect(right.statusCode).toBe(429);
  });

  it('counts failures made on two app instances over one database together', async () => {
    holdClockForThisTest(t);
    const second = await buildApp({
      config: t.config,
      db: t.db,
      mailer: t.mailer,
      logger: false,
      now: t.clock.now,
    });
    try {
      await buildUser(t.db, { username: 'shared-target', password: 'right-password' });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const app = i % 2 === 0 ? t.app : second;
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'shared-target', password: `guess-${i}` },
          remoteAddress: freshIp(),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await second.close();
    }
  });

  it('does not hold correct sign-ins from one address against it', async () => {
    const user = await buildUser(t.db, { username: 'office-user', password: 'right-password' });
    for (let i = 0; i < 12; i++) {
      expect((await login(user.username, 'right-password', '198.51.100.7')).statusCode).toBe(200);
    }
  });
});

describe('signed out', () => {
  it.each([
    ['GET', '/api/auth/current-user'],
    ['GET', '/api/auth/user'],
    ['GET', '/api/user-progress'],
    ['PUT', '/api/user-progress/basics'],
  ])('%s %s answers 401', async (method, url) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'PUT',
      url,
      ...(method === 'PUT' ? { payload: { status: 'completed', progressPercentage: 100 } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('sends /api/login to the login page with a same-site next only', async () => {
    const go = (next: string) =>
      t.app.inject({ method: 'GET', url: `/api/login?next=${encodeURIComponent(next)}` });
    expect((await go('/crm?tab=follow-ups')).headers.location).toBe(
      '/login?next=%2Fcrm%3Ftab%3Dfollow-ups',
    );
    for (const evil of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect((await go(evil)).headers.location).toBe('/login');
    }
  });
});

describe('cross-site requests and content types', () => {
  it('refuses a state change from another origin and changes nothing', async () => {
    const before = await countUsers();
    const response = await register(
      { username: 'csrfvictim', email: 'csrf@example.com', password: 'secret-pass' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(await countUsers()).toBe(before);
    const { cookie } = await signedInUser(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    expect((await currentUser(cookie)).statusCode).toBe(200);
  });

  it('accepts the same origin', async () => {
    const response = await register(
      { username: 'sameorigin', email: 'same@example.com', password: 'secret-pass' },
      { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers 415 to a form post', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('security headers', () => {
  it('are on every response, errors included', async () => {
    for (const url of ['/api/auth/current-user', '/api/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('bad input', () => {
  const routes = [
    {
      url: '/api/auth/register',
      valid: {
        username: 'validname',
        email: 'valid@example.com',
        password: 'secret-pass',
        firstName: 'A',
        lastName: 'B',
      },
    },
    { url: '/api/auth/login', valid: { username: 'validname', password: 'secret-pass' } },
  ];
  for (const route of routes) {
    for (const input of malformedBodies(route.valid)) {
      it(`POST ${route.url} with ${input.name} answers 4xx with a message and changes nothing`, async () => {
        const before = await countUsers();
        const response = await t.app.inject({
          method: 'POST',
          url: route.url,
          payload: input.payload,
          headers: { 'content-type': input.contentType ?? 'application/json' },
          remoteAddress: freshIp(),
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        const body = response.json();
        expect(typeof body.message).toBe('string');
        expect(body.message.length).toBeGreaterThan(0);
        expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
        expect(await countUsers()).toBe(before);
      });
    }
  }
});
