import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstorableTextMessage } from '../../common/contracts/zod';
import { emailOutbox, entitlements, orders, passwordResets, users } from '../src/db/schema';
import { buildUser } from '../src/demo/factories';
import { hashToken } from '../src/tokens';
import {
  cookieFrom,
  createTestApp,
  holdClockForThisTest,
  signedInUser,
  type TestApp,
} from './helpers';

// Getting an account back, and why an address typed by someone else must not cost its owner
// their account or their purchases.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const ip = () => `203.0.${Math.floor(++counter / 250) % 250}.${counter % 250}`;
const unique = (name: string) => `${name}${++counter}${Date.now().toString(36)}`;
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: ip(),
  });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const currentUser = (cookie: string) => get('/api/auth/current-user', cookie);

const register = (username: string, email: string, password = 'secret-pass') =>
  post('/api/auth/register', { username, email, password });
async function login(username: string, password = 'secret-pass') {
  const response = await post('/api/auth/login', { username, password });
  const token = cookieFrom(response);
  return { response, cookie: token ? `al_session=${token}` : undefined };
}

const mailsTo = async (email: string, subjectStart: string) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter((m) =>
    m.subject.startsWith(subjectStart),
  );
const linkIn = (body: string, path: string) => {
  const match = body.match(new RegExp(`http://\\S+${path}\\?token=[\\w-]+`));
  if (!match) throw new Error(`no ${path} link in: ${body}`);
  return new URL(match[0]);
};
async function verifyLinkOf(email: string) {
  const mails = await mailsTo(email, 'Welcome');
  return linkIn(mails[mails.length - 1].textBody, '/api/auth/verify-email');
}
async function resetTokenOf(email: string) {
  const mails = await mailsTo(email, 'Reset your');
  return linkIn(mails[mails.length - 1].textBody, '/reset-password').searchParams.get('token')!;
}
const userNamed = async (username: string) =>
  (await t.db.select().from(users).where(eq(users.username, username)))[0];
const grantsOf = async (userId: string) =>
  (await t.db.select().from(entitlements).where(eq(entitlements.userId, userId)))
    .map((g) => g.entitlement)
    .sort();

/** A toolbox bought signed out in the test payment mode: the order id and the email are its proof. */
async function buySignedOut(email: string) {
  const intent = await post('/api/create-payment-intent', { email, product: 'toolbox' });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, orderId } = intent.json() as { clientSecret: string; orderId: string };
  const paid = await post('/api/payments/simulated/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12 / 40',
    cvc: '123',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return orderId;
}

describe('the pre-hijack story', () => {
  it('a squatter who registers the victim address first gets nothing; the victim gets back in and claims the purchase', async () => {
    const victimEmail = `${unique('victim')}@example.com`;
    const squatter = unique('squatter');
    const victim = unique('victim');

    // 1. The squatter registers with the victim's address (never verified).
    expect((await register(squatter, victimEmail, 'squatter-pass')).statusCode).toBe(201);
    const squatterLogin = await login(squatter, 'squatter-pass');
    expect(squatterLogin.response.statusCode).toBe(200);

    // 2. The victim buys signed out: the purchase belongs to nobody yet.
    const orderId = await buySignedOut(victimEmail);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.userId).toBeNull();
    const [receipt] = await mailsTo(victimEmail, 'Your receipt');
    expect(receipt.textBody).toContain('Open your purchase');
    expect(receipt.textBody).toContain(`order=${orderId}`);

    // 3. The victim can still register with their own address.
    expect((await register(victim, victimEmail)).statusCode).toBe(201);

    // 4. The squatter verifies the address first (say the victim clicked the squatter's link):
    //    the account is verified, and it receives no purchase.
    const squatterUser = await userNamed(squatter);
    const squatterLink = (await mailsTo(victimEmail, 'Welcome')).find((m) =>
      m.textBody.includes(`"${squatter}"`),
    )!;
    const verified = await get(
      (() => {
        const url = linkIn(squatterLink.textBody, '/api/auth/verify-email');
        return url.pathname + url.search;
      })(),
    );
    expect(verified.headers.location).toBe('/email-verified?status=verified');
    expect(await grantsOf(squatterUser.id)).toEqual([]);
    expect((await currentUser(squatterLogin.cookie!)).json().hasToolboxAccess).toBe(false);

    // 5. The victim's own verification link now fails with a clear outcome.
    const victimLink = (await mailsTo(victimEmail, 'Welcome')).find((m) =>
      m.textBody.includes(`"${victim}"`),
    )!;
    const url = linkIn(victimLink.textBody, '/api/auth/verify-email');
    const taken = await get(url.pathname + url.search);
    expect(taken.headers.location).toBe('/email-verified?status=taken');
    expect((await userNamed(victim)).emailVerifiedAt).toBeNull();

    // 6. The victim uses "Forgot password?": the link goes to the verified account (the
    //    squatter's), the victim sets a password, and the squatter's sessions end.
    const forgot = await post('/api/auth/forgot-password', { email: victimEmail });
    expect(forgot.statusCode).toBe(200);
    const token = await resetTokenOf(victimEmail);
    const reset = await post('/api/auth/reset-password', { token, password: 'victim-new-pass' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await currentUser(squatterLogin.cookie!)).statusCode).toBe(401);
    expect((await login(squatter, 'squatter-pass')).response.statusCode).toBe(401);

    // 7. Signed in by email (the verified account), the victim claims the purchase with its proof.
    const victimLogin = await login(victimEmail.toUpperCase(), 'victim-new-pass');
    expect(victimLogin.response.statusCode).toBe(200);
    expect(victimLogin.response.json().username).toBe(squatter);
    const claim = await post(
      `/api/orders/${orderId}/claim`,
      { email: victimEmail },
      victimLogin.cookie,
    );
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toEqual({ orderId, product: 'toolbox' });
    expect((await currentUser(victimLogin.cookie!)).json().hasToolboxAccess).toBe(true);
  });

  it('the victim registers anyway, signs in and claims; the squatter verifying gets nothing', async () => {
    const victimEmail = `${unique('owner')}@example.com`;
    const squatter = unique('squat');
    const victim = unique('owner');
    expect((await register(squatter, victimEmail)).statusCode).toBe(201);
    const orderId = await buySignedOut(victimEmail);
    expect((await register(victim, victimEmail)).statusCode).toBe(201);

    // The squatter verifies: no purchase follows the address.
    const squatterUser = await userNamed(squatter);
    const link = (await mailsTo(victimEmail, 'Welcome')).find((m) =>
      m.textBody.includes(`"${squatter}"`),
    )!;
    const verifyUrl = linkIn(link.textBody, '/api/auth/verify-email');
    await get(verifyUrl.pathname + verifyUrl.search);
    expect(await grantsOf(squatterUser.id)).toEqual([]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.userId).toBeNull();

    // The victim, signed in by username, claims with the proof from the receipt.
    const victimLogin = await login(victim);
    const claim = await post(
      `/api/orders/${orderId}/claim`,
      { email: victimEmail },
      victimLogin.cookie,
    );
    expect(claim.statusCode, claim.body).toBe(200);
    const victimUser = await userNamed(victim);
    expect(await grantsOf(victimUser.id)).toEqual(['toolbox']);

    // Now claimed, the order cannot move to the squatter, even with the proof.
    const squatterLogin = await login(squatter);
    const stolen = await post(
      `/api/orders/${orderId}/claim`,
      { email: victimEmail },
      squatterLogin.cookie,
    );
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().message).toBe('This purchase has already been added to another account.');
  });
});

describe('claiming a purchase', () => {
  it('needs a signed-in account, the right email and a paid order', async () => {
    const email = `${unique('claim')}@example.com`;
    const orderId = await buySignedOut(email);
    const someone = await signedInUser(t);

    expect((await post(`/api/orders/${orderId}/claim`, { email })).statusCode).toBe(401);
    const wrongEmail = await post(
      `/api/orders/${orderId}/claim`,
      { email: 'other@example.com' },
      someone.cookie,
    );
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json().message).toBe(
      'We could not find a completed purchase with this order and email address.',
    );
    const unknown = await post(
      '/api/orders/00000000-0000-4000-8000-000000000000/claim',
      { email },
      someone.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await post('/api/orders/not-a-uuid/claim', { email }, someone.cookie)).statusCode).toBe(
      400,
    );

    // An order never paid has nothing to claim.
    const open = await post('/api/create-payment-intent', { email, product: 'agency' });
    const unpaid = await post(
      `/api/orders/${open.json().orderId}/claim`,
      { email },
      someone.cookie,
    );
    expect(unpaid.statusCode).toBe(404);
    expect(await grantsOf(someone.user.id)).toEqual([]);

    // The email's case does not matter; claiming twice is the same as once.
    for (let i = 0; i < 2; i++) {
      const claim = await post(
        `/api/orders/${orderId}/claim`,
        { email: email.toUpperCase() },
        someone.cookie,
      );
      expect(claim.statusCode).toBe(200);
    }
    expect(await grantsOf(someone.user.id)).toEqual(['toolbox']);
    expect((await currentUser(someone.cookie)).json().hasToolboxAccess).toBe(true);
  });

  it('one of two parallel claims by different accounts wins', async () => {
    const email = `${unique('race')}@example.com`;
    const orderId = await buySignedOut(email);
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    const statuses = (
      await Promise.all(
        [a, b].map((who) => post(`/api/orders/${orderId}/claim`, { email }, who.cookie)),
      )
    )
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
    const grants = [...(await grantsOf(a.user.id)), ...(await grantsOf(b.user.id))];
    expect(grants).toEqual(['toolbox']);
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, and mails a link only to the account', async () => {
    const user = await buildUser(t.db);
    const known = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    const unknown = await post('/api/auth/forgot-password', {
      email: `${unique('nobody')}@example.com`,
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const [mail] = await mailsTo(user.email, 'Reset your');
    expect(mail.textBody).toContain(`"${user.username}"`);
    expect(mail.textBody).toMatch(/expires in 60 minutes/);

    // Only the token's hash is kept.
    const token = await resetTokenOf(user.email);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual([hashToken(token)]);
  });

  it('is rate-limited per address, from any client', async () => {
    holdClockForThisTest(t);
    const email = `${unique('flood')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post('/api/auth/forgot-password', { email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Another address is not held back.
    const other = await post('/api/auth/forgot-password', {
      email: `${unique('fine')}@example.com`,
    });
    expect(other.statusCode).toBe(200);
  });

  it('mails one account at most 3 links an hour', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 5; i++) await post('/api/auth/forgot-password', { email: user.email });
    expect(await mailsTo(user.email, 'Reset your')).toHaveLength(3);
  });

  it('mails at most 3 links an hour when the requests arrive all at once', async () => {
    const user = await buildUser(t.db);
    await Promise.all(
      Array.from({ length: 5 }, () => post('/api/auth/forgot-password', { email: user.email })),
    );
    expect(await mailsTo(user.email, 'Reset your')).toHaveLength(3);
  });

  it.each([
    [{}, 'Please enter your email address.'],
    [{ email: '' }, 'Please enter your email address.'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ email: 'a\u0000@example.com' }, 'Please enter a valid email address'],
  ])('refuses %j', async (payload, message) => {
    const response = await post('/api/auth/forgot-password', payload);
    expect(response.statusCode).toBe(400);
    if (Object.keys(payload).length > 0) expect(response.json().message).toBe(message);
  });
});

describe('reset password', () => {
  async function requestReset() {
    const user = await buildUser(t.db, { emailVerified: false });
    await post('/api/auth/forgot-password', { email: user.email });
    return { user, token: await resetTokenOf(user.email) };
  }

  it('sets the new password, ends every session (cached ones too) and verifies the address', async () => {
    const { user, token } = await requestReset();
    const first = await login(user.username, user.password);
    const second = await login(user.username, user.password);
    // Read once, so the session sits in the cache.
    expect((await currentUser(first.cookie!)).json().emailVerified).toBe(false);

    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been changed. Please sign in with it.');

    expect((await currentUser(first.cookie!)).statusCode).toBe(401);
    expect((await currentUser(second.cookie!)).statusCode).toBe(401);
    expect((await login(user.username, user.password)).response.statusCode).toBe(401);
    const fresh = await login(user.username, 'brand-new-pass');
    expect(fresh.response.statusCode).toBe(200);
    expect(fresh.response.json().emailVerified).toBe(true);
  });

  it('works once, and an older link dies with it', async () => {
    const { user, token: older } = await requestReset();
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await resetTokenOf(user.email);
    expect(token).not.toBe(older);
    expect(
      (await post('/api/auth/reset-password', { token, password: 'first-new-pass' })).statusCode,
    ).toBe(200);
    for (const used of [token, older]) {
      const again = await post('/api/auth/reset-password', {
        token: used,
        password: 'second-pass',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(
        'This password reset link is invalid or has expired. Please ask for a new one.',
      );
    }
    expect((await login(user.username, 'first-new-pass')).response.statusCode).toBe(200);
  });

  it('expires within an hour', async () => {
    const { user, token } = await requestReset();
    const [row] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.id, hashToken(token)));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(60 * 60 * 1000);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.id, hashToken(token)));
    const response = await post('/api/auth/reset-password', { token, password: 'late-new-pass' });
    expect(response.statusCode).toBe(400);
    expect((await login(user.username, user.password)).response.statusCode).toBe(200);
  });

  it('applies the password rules and refuses unknown tokens', async () => {
    const { token } = await requestReset();
    const short = await post('/api/auth/reset-password', { token, password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters long.');
    const long = await post('/api/auth/reset-password', { token, password: 'x'.repeat(129) });
    expect(long.json().message).toBe('Password must be at most 128 characters long.');
    for (const bad of ['x'.repeat(43), 'short', 'a\u0000'.repeat(20), 'x'.repeat(300)]) {
      const response = await post('/api/auth/reset-password', {
        token: bad,
        password: 'good-pass',
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses when another account has verified the address since the link was sent', async () => {
    const email = `${unique('late')}@example.com`;
    const first = unique('first');
    expect((await register(first, email)).statusCode).toBe(201);
    await post('/api/auth/forgot-password', { email });
    const token = await resetTokenOf(email);
    await buildUser(t.db, { email, emailVerified: true });
    const response = await post('/api/auth/reset-password', { token, password: 'new-password' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already confirmed by another account/);
    expect((await login(first)).response.statusCode).toBe(200);
  });
});

describe('one address, several accounts', () => {
  it('registers with an address that only an unverified account holds, not one a verified account holds', async () => {
    const email = `${unique('shared')}@example.com`;
    expect((await register(unique('one'), email)).statusCode).toBe(201);
    expect((await register(unique('two'), email.toUpperCase())).statusCode).toBe(201);
    await buildUser(t.db, { email, emailVerified: true });
    const refused = await register(unique('three'), email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/email already exists/);
  });

  it('keeps the index: two verified accounts can never share an address', async () => {
    const email = `${unique('index')}@example.com`;
    const a = await buildUser(t.db, { email, emailVerified: false });
    const b = await buildUser(t.db, { email: email.toUpperCase(), emailVerified: false });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, a.id));
    await expect(
      t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, b.id)),
    ).rejects.toThrow();
  });
});

describe('sign-in by username or email', () => {
  it('accepts the email address, in any case', async () => {
    const user = await buildUser(t.db);
    const response = await post('/api/auth/login', {
      username: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe(user.username);
  });

  it('with an address that several unverified accounts typed, signs in the one whose password it is', async () => {
    const email = `${unique('many')}@example.com`;
    const a = unique('a');
    const b = unique('b');
    await register(a, email, 'password-of-a');
    await register(b, email, 'password-of-b');
    expect((await login(email, 'password-of-a')).response.json().username).toBe(a);
    expect((await login(email, 'password-of-b')).response.json().username).toBe(b);
    expect((await login(email, 'password-of-c')).response.statusCode).toBe(401);
  });

  it('counts the username and the email of one account as one account', async () => {
    holdClockForThisTest(t);
    const user = await buildUser(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const identifier = i % 2 === 0 ? user.username : user.email;
      statuses.push((await login(identifier, 'wrong-password')).response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('email verification', () => {
  it('shows the address verified at once in the current user', async () => {
    const email = `${unique('fresh')}@example.com`;
    const username = unique('fresh');
    await register(username, email);
    const { cookie } = await login(username);
    expect((await currentUser(cookie!)).json().emailVerified).toBe(false);
    const link = await verifyLinkOf(email);
    expect((await get(link.pathname + link.search)).headers.location).toBe(
      '/email-verified?status=verified',
    );
    expect((await currentUser(cookie!)).json().emailVerified).toBe(true);
  });
});

describe('names are one line of printable text', () => {
  const nameMessage =
    'Names must be one line of printable text, without line breaks or control characters.';
  const breaks = [
    ['NUL', 'Ann\u0000'],
    ['CR LF', 'Ann\r\nClick https://evil.example to claim your prize'],
    ['LF', 'Ann\nX'],
    ['tab', 'Ann\tX'],
    ['line separator', 'Ann\u2028X'],
  ] as const;

  it.each(breaks)('registration refuses %s in a first or last name', async (_name, value) => {
    for (const field of ['firstName', 'lastName']) {
      const username = unique('nm');
      const response = await post('/api/auth/register', {
        username,
        email: `${username}@example.com`,
        password: 'secret-pass',
        [field]: value,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toBe(nameMessage);
      expect(await userNamed(username)).toBeUndefined();
    }
  });

  it.each(breaks)('registration refuses %s in a username or email', async (_name, value) => {
    const username = unique('nm');
    const badUsername = await post('/api/auth/register', {
      username: `${username}${value}`,
      email: `${username}@example.com`,
      password: 'secret-pass',
    });
    expect(badUsername.statusCode).toBe(400);
    const badEmail = await post('/api/auth/register', {
      username,
      email: `${username}${value}@example.com`,
      password: 'secret-pass',
    });
    expect(badEmail.statusCode).toBe(400);
  });

  it.each(breaks)(
    'sign-in refuses %s in the username with a 400, not a 500',
    async (_name, value) => {
      const response = await post('/api/auth/login', { username: `demo${value}`, password: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Username or email must be one line of printable text.');
    },
  );

  it('sign-in with a NUL in the password is refused with a 400 (as any text), not a 500', async () => {
    const user = await buildUser(t.db);
    const response = await post('/api/auth/login', {
      username: user.username,
      password: 'pass\u0000word',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(unstorableTextMessage('\u0000'));
  });

  it.each(breaks)('the free-guide form refuses %s in the first name', async (_name, value) => {
    const email = `${unique('guide')}@example.com`;
    const response = await post('/api/lead-capture', {
      firstName: value,
      email,
      phone: '+1 555 123 4567',
      source: 'ai_download',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(nameMessage);
  });

  it('the free-guide form refuses a NUL in the email or phone with a 400', async () => {
    for (const payload of [
      { email: 'a\u0000@example.com', phone: '+1 555 123 4567' },
      { email: `${unique('g')}@example.com`, phone: '+1 555\u0000123 4567' },
      { email: `${unique('g')}@example.com`, phone: '+1 555\r\n123 4567' },
    ]) {
      const response = await post('/api/lead-capture', {
        firstName: 'Ann',
        source: 'ai_download',
        ...payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('keeps names with accents, apostrophes and emoji', async () => {
    const username = unique('ok');
    const response = await post('/api/auth/register', {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass',
      firstName: "Zoë-Ann O'Brien 👩🏽‍💻",
      lastName: 'Núñez',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.username, username), eq(users.lastName, 'Núñez')));
    expect(row.n).toBe(1);
  });
});
