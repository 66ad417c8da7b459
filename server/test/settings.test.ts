import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '../../common/contracts/settings';
import { packFile } from '../src/csv/packed-file';
import {
  certificates,
  crmContacts,
  emailOutbox,
  guideSignups,
  leadOrders,
  loginAttempts,
  orders,
  rateLimitCounters,
  sessions,
  users,
} from '../src/db/schema';
import { buildContact } from '../src/demo/factories';
import {
  cookieFrom,
  createTestApp,
  holdClockForThisTest,
  malformedBodies,
  signedInUser,
  type TestApp,
} from './helpers';
import { snapshot } from './resources';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let addressCount = 0;
/** Each test signs in and asks from an address of its own, so no test counts against another. */
const freshAddress = () => `10.77.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

type Method = 'GET' | 'PUT' | 'POST';
function as(cookie: string | undefined, remoteAddress = freshAddress()) {
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

async function login(username: string, password: string, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { username, password },
  });
}

const messageOf = (response: LightMyRequestResponse) =>
  (response.json() as { message: string }).message;
const personalTables = [
  users,
  sessions,
  certificates,
  crmContacts,
  orders,
  leadOrders,
  guideSignups,
];

const routes: Array<[Method, string, unknown]> = [
  ['GET', '/api/settings', undefined],
  ['PUT', '/api/settings/name', { firstName: 'Ada', lastName: 'Lovelace' }],
  ['PUT', '/api/settings/time-zone', { timeZone: 'Europe/Berlin' }],
  ['PUT', '/api/settings/reminders', { remindersEnabled: false }],
  [
    'POST',
    '/api/settings/password',
    { currentPassword: 'correct-horse', newPassword: 'new-pass-1' },
  ],
  ['GET', '/api/settings/export.zip', undefined],
  ['POST', '/api/settings/delete-account', { password: 'correct-horse', confirmation: 'DELETE' }],
];

describe('signed out', () => {
  it.each(routes)('%s %s answers 401 and changes nothing', async (method, url, payload) => {
    const before = await snapshot(t, personalTables);
    const response = await as(undefined)(method, url, payload);
    expect(response.statusCode).toBe(401);
    expect(await snapshot(t, personalTables)).toEqual(before);
  });
});

describe('bad input', () => {
  const writes = routes.filter(([method]) => method !== 'GET');
  it.each(writes)(
    '%s %s refuses malformed bodies with a 4xx and changes nothing',
    async (method, url, valid) => {
      const { cookie } = await signedInUser(t);
      const before = await snapshot(t, personalTables);
      for (const input of malformedBodies(valid as Record<string, unknown>)) {
        const response = await t.app.inject({
          method,
          url,
          remoteAddress: freshAddress(),
          headers: { cookie, 'content-type': input.contentType ?? 'application/json' },
          payload: input.payload,
        });
        expect(response.statusCode, `${input.name}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${input.name}: ${response.body}`).toBeLessThan(500);
        expect(messageOf(response), input.name).toMatch(/\w/);
      }
      expect(await snapshot(t, personalTables)).toEqual(before);
    },
  );
});

describe('GET /api/settings', () => {
  it('shows the account its own details and no secret', async () => {
    const { user, cookie } = await signedInUser(t, { firstName: 'Ada', lastName: 'King' });
    const response = await as(cookie)('GET', '/api/settings');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    expect(response.json()).toEqual({
      username: user.username,
      email: user.email,
      firstName: 'Ada',
      lastName: 'King',
      timeZone: null,
      remindersEnabled: true,
      certificateName: null,
    });
    expect(response.body).not.toMatch(/argon2|hash|token/i);
  });
});

describe('the name', () => {
  it('is saved, shown as the current user, and printed on an issued certificate', async () => {
    const { user, cookie } = await signedInUser(t, { firstName: 'Ada', lastName: 'King' });
    await t.db
      .insert(certificates)
      .values({ id: `cert-${user.id}`, userId: user.id, learnerName: 'Ada King' });
    const saved = await as(cookie)('PUT', '/api/settings/name', {
      firstName: ' Ada ',
      lastName: 'Lovelace',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      certificateName: 'Ada Lovelace',
    });
    const me = await as(cookie)('GET', '/api/auth/current-user');
    expect(me.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    const published = await as(undefined)('GET', `/api/certificates/cert-${user.id}`);
    expect(published.json()).toMatchObject({ learnerName: 'Ada Lovelace' });
  });

  it('named on the certificate screen becomes the account name too', async () => {
    const { user, cookie } = await signedInUser(t, { firstName: 'Grace', lastName: '' });
    await t.db
      .insert(certificates)
      .values({ id: `cert-${user.id}`, userId: user.id, learnerName: 'Grace' });
    const renamed = await as(cookie)('PUT', '/api/certificates/mine/name', {
      learnerName: 'Grace  Brewster Hopper',
    });
    expect(renamed.statusCode).toBe(200);
    const settings = (await as(cookie)('GET', '/api/settings')).json();
    expect(settings).toMatchObject({
      firstName: 'Grace Brewster',
      lastName: 'Hopper',
      certificateName: 'Grace Brewster Hopper',
    });
  });

  it.each([
    ['empty', { firstName: ' ', lastName: '' }, settingsMessages.nameMissing],
    ['a line break', { firstName: 'Ada\nEvil', lastName: 'King' }, /one line/],
    ['too long', { firstName: 'x'.repeat(65), lastName: '' }, /64/],
  ])('refuses a name that is %s with a sentence', async (_what, body, message) => {
    const { user, cookie } = await signedInUser(t);
    const response = await as(cookie)('PUT', '/api/settings/name', body);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(message);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect([row.firstName, row.lastName]).toEqual(['Test', 'User']);
  });

  it('refuses the username or the email as the printed name', async () => {
    const { user, cookie } = await signedInUser(t);
    for (const firstName of [user.username, user.email.toUpperCase()]) {
      const response = await as(cookie)('PUT', '/api/settings/name', { firstName, lastName: '' });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(settingsMessages.nameIsLogin);
    }
  });
});

describe('the time zone and reminders', () => {
  it('keeps a known zone as the runtime spells it', async () => {
    const { cookie } = await signedInUser(t);
    const response = await as(cookie)('PUT', '/api/settings/time-zone', {
      timeZone: 'america/new_york',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ timeZone: 'America/New_York' });
  });

  it.each(['Mars/Olympus', '', 'UTC\u0000', `Europe/${'x'.repeat(100)}`])(
    'refuses %j with a sentence and keeps the zone',
    async (timeZone) => {
      const { user, cookie } = await signedInUser(t);
      await as(cookie)('PUT', '/api/settings/time-zone', { timeZone: 'Asia/Tokyo' });
      const response = await as(cookie)('PUT', '/api/settings/time-zone', { timeZone });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toMatch(/\w/);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row.timeZone).toBe('Asia/Tokyo');
    },
  );

  it('turns reminders off and on again', async () => {
    const { cookie } = await signedInUser(t);
    const off = await as(cookie)('PUT', '/api/settings/reminders', { remindersEnabled: false });
    expect(off.json()).toMatchObject({ remindersEnabled: false });
    const on = await as(cookie)('PUT', '/api/settings/reminders', { remindersEnabled: true });
    expect(on.json()).toMatchObject({ remindersEnabled: true });
    const refused = await as(cookie)('PUT', '/api/settings/reminders', { remindersEnabled: 'no' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('changing the password', () => {
  it('needs the current password, then signs out every other session but this one', async () => {
    const { user, cookie } = await signedInUser(t);
    const other = cookieFrom(await login(user.username, user.password))!;
    const wrong = await as(cookie)('POST', '/api/settings/password', {
      currentPassword: 'not-it',
      newPassword: 'brand-new-pass',
    });
    expect(wrong.statusCode).toBe(403);
    expect(messageOf(wrong)).toBe(settingsMessages.currentPasswordWrong);
    expect((await login(user.username, 'brand-new-pass')).statusCode).toBe(401);

    const changed = await as(cookie)('POST', '/api/settings/password', {
      currentPassword: user.password,
      newPassword: 'brand-new-pass',
    });
    expect(changed.statusCode).toBe(200);
    expect(messageOf(changed)).toBe(settingsMessages.passwordChanged);
    expect((await as(cookie)('GET', '/api/settings')).statusCode).toBe(200);
    expect((await as(`al_session=${other}`)('GET', '/api/settings')).statusCode).toBe(401);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    expect((await login(user.username, 'brand-new-pass')).statusCode).toBe(200);
  });

  it.each([
    ['a short new password', { currentPassword: 'correct-horse', newPassword: '123' }, /6/],
    [
      'the same password again',
      { currentPassword: 'correct-horse', newPassword: 'correct-horse' },
      settingsMessages.passwordUnchanged,
    ],
    ['no current password', { currentPassword: '', newPassword: 'brand-new-pass' }, /current/],
  ])('refuses %s with a sentence', async (_what, body, message) => {
    const { user, cookie } = await signedInUser(t);
    const response = await as(cookie)('POST', '/api/settings/password', body);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(message);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('counts wrong current passwords against the sign-in throttle', async () => {
    holdClockForThisTest(t);
    const { user, cookie } = await signedInUser(t);
    const ask = as(cookie);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await ask('POST', '/api/settings/password', {
        currentPassword: `wrong-${i}`,
        newPassword: 'brand-new-pass',
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(403), 429]);
    const refused = await ask('POST', '/api/settings/password', {
      currentPassword: user.password,
      newPassword: 'brand-new-pass',
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The account's count is the one the login form uses.
    expect((await login(user.username, user.password)).statusCode).toBe(429);
    t.clock.advance(16 * 60_000);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });
});

/** The archive's files, by name, as text. */
async function downloadData(cookie: string) {
  const response = await as(cookie)('GET', '/api/settings/export.zip');
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+\.zip"/);
  expect(response.headers['cache-control']).toMatch(/no-store/);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

async function paidLeadOrder(userId: string, email: string, file: string) {
  const [order] = await t.db
    .insert(orders)
    .values({
      product: 'blu_leads',
      amountCents: 12_500,
      email,
      userId,
      status: 'paid',
      provider: 'simulated',
      paidAt: new Date(),
      details: {
        customerName: 'Ada Buyer',
        customerEmail: email,
        quantity: 250,
        filters: [{ type: 'industry', value: 'Dental' }],
      },
    })
    .returning();
  const bytes = Buffer.from(file);
  await t.db.insert(leadOrders).values({
    orderId: order.id,
    quantity: 250,
    deliveryStatus: 'delivered',
    dueAt: new Date(),
    deliveredCount: 2,
    deliveredAt: new Date(),
    fileName: 'dental leads.csv',
    fileCsv: await packFile(bytes),
    fileBytes: bytes.length,
  });
  return order;
}

describe('downloading my data', () => {
  it('gives a zip of everything the account holds, and nothing of anyone else', async () => {
    const alice = await signedInUser(t, { firstName: 'Alice', lastName: 'Owner' });
    const bob = await signedInUser(t, { firstName: 'Bob', lastName: 'Other' });
    await buildContact(t.db, alice.user.id, {
      name: '=HYPERLINK("http://evil")',
      email: 'a1@example.com',
    });
    await buildContact(t.db, alice.user.id, { name: 'Carol Customer' });
    await buildContact(t.db, bob.user.id, {
      name: 'Bobs Secret Contact',
      email: 'bobsecret@example.com',
    });
    await t.db.insert(guideSignups).values([
      {
        firstName: 'Alice',
        email: alice.user.email,
        emailKey: alice.user.email.toLowerCase(),
        phone: '555 0101',
        source: 'ai_download',
      },
      {
        firstName: 'Bob',
        email: bob.user.email,
        emailKey: bob.user.email.toLowerCase(),
        phone: '555 0202',
        source: 'ai_download',
      },
    ]);
    await paidLeadOrder(
      alice.user.id,
      alice.user.email,
      'company,email\r\nSmile Dental,hi@smile.example\r\n',
    );
    await paidLeadOrder(
      bob.user.id,
      bob.user.email,
      'company,email\r\nBob Leads,bob@leads.example\r\n',
    );

    const files = await downloadData(alice.cookie);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'account.json',
        'crm/contacts.csv',
        'crm/follow-ups.csv',
        'pipeline/deals.csv',
        'growth/kpi-entries.csv',
        'growth/kpi-goals.csv',
        'learning/progress.csv',
        'learning/certificate.json',
        'orders/orders.csv',
        'orders/lead-orders.csv',
        'free-guide-sign-up.csv',
      ]),
    );
    expect(JSON.parse(files['account.json'])).toMatchObject({
      email: alice.user.email,
      firstName: 'Alice',
    });
    expect(files['crm/contacts.csv']).toContain('Carol Customer');
    // A formula typed into a contact opens as text, as the CRM's own export writes it.
    expect(files['crm/contacts.csv']).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(files['free-guide-sign-up.csv']).toContain('555 0101');
    const leadFile = Object.keys(files).find((name) => name.startsWith('orders/lead-files/'));
    expect(files[leadFile!]).toContain('Smile Dental');
    expect(files['orders/lead-orders.csv']).toContain(leadFile!);

    const everything = Object.values(files).join('\n');
    for (const foreign of [
      bob.user.email,
      bob.user.username,
      'Bobs Secret Contact',
      'Bob Leads',
      '555 0202',
    ]) {
      expect(everything).not.toContain(foreign);
    }
    expect(everything).not.toMatch(/argon2|password_hash|email_settings_token|calendar_feed_token/);
  });

  it('leaves out the guide sign-up of an address the account never proved', async () => {
    // Someone signed up for the free guide; someone else typed that address at registration.
    const typist = await signedInUser(t, { emailVerified: false });
    await t.db.insert(guideSignups).values({
      firstName: 'Owner',
      email: typist.user.email,
      emailKey: typist.user.email.toLowerCase(),
      phone: '555 0303',
      source: 'ai_download',
    });
    const files = await downloadData(typist.cookie);
    expect(files['free-guide-sign-up.csv']).toBeUndefined();
    expect(Object.values(files).join('\n')).not.toContain('555 0303');
  });

  it('makes one archive at a time per account, answering 429 with Retry-After', async () => {
    const { user, cookie } = await signedInUser(t);
    // Another process is making this account's archive right now.
    await t.db.insert(rateLimitCounters).values({
      key: `data-exports-at-once:${user.id}`,
      hits: 1,
      resetsAt: new Date(t.clock.now().getTime() + 60_000),
    });
    const refused = await as(cookie)('GET', '/api/settings/export.zip');
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toBe(settingsMessages.exportRunning);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await signedInUser(t);
    expect((await as(other.cookie)('GET', '/api/settings/export.zip')).statusCode).toBe(200);
  });

  it('makes at most ten archives an hour per account', async () => {
    holdClockForThisTest(t);
    const { user, cookie } = await signedInUser(t);
    const inTheMaking = async () => {
      const [row] = await t.db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `data-exports-at-once:${user.id}`));
      return row?.hits ?? 0;
    };
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      answers.push((await as(cookie)('GET', '/api/settings/export.zip')).statusCode);
      // One after another, as a person downloads: the archive's claim is given back as its
      // stream closes, a moment after the last byte reaches the reader.
      await expect.poll(inTheMaking).toBe(0);
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('deleting my account', () => {
  const confirm = (password: string) => ({ password, confirmation: 'delete' });

  it('with the wrong password or no typed confirmation deletes nothing', async () => {
    const { user, cookie } = await signedInUser(t);
    const wrong = await as(cookie)('POST', '/api/settings/delete-account', confirm('nope'));
    expect(wrong.statusCode).toBe(403);
    expect(messageOf(wrong)).toBe(settingsMessages.deletePasswordWrong);
    const unconfirmed = await as(cookie)('POST', '/api/settings/delete-account', {
      password: user.password,
      confirmation: 'yes',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(messageOf(unconfirmed)).toBe(settingsMessages.deleteConfirmationMissing);
    expect((await as(cookie)('GET', '/api/settings')).statusCode).toBe(200);
  });

  it('removes the person, signs out everywhere, keeps paid orders without them, and frees the address', async () => {
    const { user, cookie } = await signedInUser(t);
    const other = cookieFrom(await login(user.username, user.password))!;
    await buildContact(t.db, user.id, { name: 'Kept Nowhere' });
    const order = await paidLeadOrder(user.id, user.email, 'company\r\nAcme\r\n');
    await t.db.insert(guideSignups).values({
      firstName: 'Gone',
      email: user.email,
      emailKey: user.email.toLowerCase(),
      phone: '555 0404',
      source: 'ai_download',
    });
    await t.db
      .insert(emailOutbox)
      .values({ toAddress: user.email, subject: 'Your receipt', textBody: `Hi ${user.firstName}` });

    const deleted = await as(cookie)(
      'POST',
      '/api/settings/delete-account',
      confirm(user.password),
    );
    expect(deleted.statusCode).toBe(200);
    expect(messageOf(deleted)).toBe(settingsMessages.accountDeleted);
    const cleared = deleted.cookies.find((c) => c.name === 'al_session');
    expect(cleared?.value).toBe('');
    expect(
      await t.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `user:${user.username.toLowerCase()}`)),
    ).toEqual([]);

    for (const session of [cookie, `al_session=${other}`]) {
      expect((await as(session)('GET', '/api/auth/current-user')).statusCode).toBe(401);
    }
    expect((await login(user.username, user.password)).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(crmContacts).where(eq(crmContacts.userId, user.id))).toEqual(
      [],
    );

    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ status: 'paid', amountCents: 12_500, userId: null, email: '' });
    expect(JSON.stringify(kept)).not.toContain(user.email);
    expect(JSON.stringify(kept)).not.toContain('Ada Buyer');
    expect(kept.details).toMatchObject({ quantity: 250 });
    const [delivery] = await t.db.select().from(leadOrders).where(eq(leadOrders.orderId, order.id));
    expect([delivery.fileCsv, delivery.fileName, delivery.deliveredCount]).toEqual([null, null, 2]);
    const addressed = sql`lower(${emailOutbox.toAddress}) = ${user.email.toLowerCase()}`;
    expect(await t.db.select().from(emailOutbox).where(addressed)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(guideSignups)
        .where(eq(guideSignups.emailKey, user.email.toLowerCase())),
    ).toEqual([]);

    // The operator console still lists the order, for the books.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshAddress(),
      payload: { username: user.username, email: user.email, password: 'a-new-life-1' },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ hasAgencyAccess: false, hasToolboxAccess: false });
  });

  it('does not let a deleted account redeem the same promo code again under its address', async () => {
    const { user, cookie } = await signedInUser(t);
    const redeem = (session?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/free-order',
        headers: session ? { cookie: session } : {},
        remoteAddress: freshAddress(),
        payload: { email: user.email, product: 'toolbox', promoCode: 'LAUNCH100' },
      });
    expect((await redeem(cookie)).statusCode).toBe(200);
    const deleted = await as(cookie)(
      'POST',
      '/api/settings/delete-account',
      confirm(user.password),
    );
    expect(deleted.statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshAddress(),
      payload: { username: user.username, email: user.email, password: 'a-new-life-1' },
    });
    expect(again.statusCode, again.body).toBe(201);
    const second = await redeem(cookieFrom(again) ? `al_session=${cookieFrom(again)}` : undefined);
    expect(second.statusCode).toBe(409);
  });

  it('counts wrong passwords against the sign-in throttle', async () => {
    holdClockForThisTest(t);
    const { user, cookie } = await signedInUser(t);
    const ask = as(cookie);
    for (let i = 0; i < 10; i++) {
      expect(
        (await ask('POST', '/api/settings/delete-account', confirm(`wrong-${i}`))).statusCode,
      ).toBe(403);
    }
    const refused = await ask('POST', '/api/settings/delete-account', confirm(user.password));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await ask('GET', '/api/settings')).statusCode).toBe(200);
  });

  it('refuses the last operator, and lets an operator go when another remains', async () => {
    // Operators left by other tests would make this one not the last: count from a clean slate.
    await t.db.update(users).set({ role: 'member' }).where(eq(users.role, 'operator'));
    const first = await signedInUser(t, { role: 'operator' });
    const refused = await as(first.cookie)(
      'POST',
      '/api/settings/delete-account',
      confirm(first.user.password),
    );
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(settingsMessages.lastOperator);
    await signedInUser(t, { role: 'operator' });
    const deleted = await as(first.cookie)(
      'POST',
      '/api/settings/delete-account',
      confirm(first.user.password),
    );
    expect(deleted.statusCode).toBe(200);
  });
});
