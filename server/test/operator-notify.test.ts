import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { buildUser } from '../src/demo/factories';
import { emailOutbox } from '../src/db/schema';
import { makeOperator } from '../src/features/operator/accounts';
import { prepareDatabase, warnWhenNoOperator } from '../src/start-up';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// The team hears of every paid order once: at OPERATOR_EMAIL when set, otherwise at every
// operator's address, written to the outbox in the transaction that marks the order paid.

let counter = 0;
const uniqueEmail = () => `buyer.${++counter}.${Date.now()}@example.com`;
const ip = () => `198.18.${counter % 250}.${++counter % 250}`;

async function buy(t: TestApp, product: 'toolbox' | 'agency') {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip() });
  const email = uniqueEmail();
  const started = await post('/api/create-payment-intent', { email, product });
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret, orderId } = started.json() as { clientSecret: string; orderId: string };
  const card = { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
  // Paid, then the card form and the success page repeat themselves.
  expect((await post('/api/payments/simulated/confirm', card)).statusCode).toBe(200);
  await Promise.all([
    post('/api/payments/simulated/confirm', card),
    post('/api/payments/simulated/confirm', card),
  ]);
  const intentId = clientSecret.split('_secret_')[0];
  await post('/api/checkout/confirm', { paymentIntentId: intentId });
  return { email, orderId };
}

const notices = async (t: TestApp, orderId: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.textBody, `%${orderId}%`))
    .then((rows) => rows.filter((row) => row.subject.startsWith('New order')));

describe('the team notice of a paid order, by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CHECKOUT_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('goes to nobody while there is no operator, and the purchase still completes', async () => {
    const { orderId } = await buy(t, 'toolbox');
    expect(await notices(t, orderId)).toHaveLength(0);
  });

  it('goes once to every operator, never to members', async () => {
    const first = await buildUser(t.db, { role: 'operator', email: 'ops.one@example.com' });
    await buildUser(t.db, { role: 'operator', email: 'ops.two@example.com' });
    await buildUser(t.db, { email: 'member@example.com' });
    const { email, orderId } = await buy(t, 'agency');
    const sent = await notices(t, orderId);
    expect(sent.map((n) => n.toAddress).sort()).toEqual([
      'ops.one@example.com',
      'ops.two@example.com',
    ]);
    const [notice] = sent;
    expect(notice.subject).toMatch(/^New order [0-9A-F]{8}: .*Agency Program, \$[\d,.]+$/);
    expect(notice.textBody).toContain(`Customer: ${email}`);
    expect(notice.textBody).toContain('test mode');
    expect(notice.textBody).toContain('/operator?tab=purchases');
    expect(first.email).toBe('ops.one@example.com');
  });
});

describe('the team notice with OPERATOR_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      CHECKOUT_LIMIT_PER_MINUTE: '1000',
      OPERATOR_EMAIL: 'orders@agency.example, backup@agency.example',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('goes to those addresses instead of the operators', async () => {
    await buildUser(t.db, { role: 'operator', email: 'ops.three@example.com' });
    const { orderId } = await buy(t, 'toolbox');
    const sent = await notices(t, orderId);
    expect(sent.map((n) => n.toAddress).sort()).toEqual([
      'backup@agency.example',
      'orders@agency.example',
    ]);
    const toOperator = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ops.three@example.com'));
    expect(toOperator).toHaveLength(0);
  });

  it('is told by a free (promo) order too', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/free-order',
      payload: { email, product: 'toolbox', promoCode: 'launch100' },
      remoteAddress: ip(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = await notices(t, response.json().orderId);
    expect(sent).toHaveLength(2);
    expect(sent[0].textBody).toContain('promo code LAUNCH100');
  });

  it('must be email addresses', () => {
    expect(() => loadConfig({ OPERATOR_EMAIL: 'orders@agency.example, nope' })).toThrow(
      /^Invalid configuration: OPERATOR_EMAIL /,
    );
  });
});

/** A logger whose lines a test reads back (warnings and worse). */
function capturedLog() {
  const lines: Array<{ level: number; msg: string; orderId?: string }> = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('a fresh install with no operator and no OPERATOR_EMAIL', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const paidLog = capturedLog();
  beforeAll(async () => {
    t = await createTestApp({ CHECKOUT_LIMIT_PER_MINUTE: '1000' });
    // The same database, served by an app whose log the test reads.
    app = await buildApp({ config: t.config, db: t.db, mailer: t.mailer, logger: paidLog.log });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  async function paidLeadOrder(cookie: string) {
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie }, remoteAddress: ip() });
    const created = await post('/api/create-payment-intent', {
      email: 'lead.buyer@example.com',
      product: 'blu_leads',
      productType: 'blu_leads',
      orderDetails: {
        customerName: 'Lead Buyer',
        customerEmail: 'lead.buyer@example.com',
        quantity: 500,
        filters: [{ type: 'Industry', value: 'Dentists' }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { clientSecret, orderId } = created.json() as { clientSecret: string; orderId: string };
    const paid = await post('/api/payments/simulated/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 40',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const completed = await post('/api/complete-blu-order', {
      paymentIntentId: paid.json().paymentIntentId,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    return { orderId, completion: completed.json() as { emailSent: boolean } };
  }

  it('says so at start, warns of the paid order nobody heard of, and the order waits in the queue for the first operator', async () => {
    // As production starts (no demo seed, so no demo operator).
    const config = { ...t.config, seedDemo: false };
    const atStart = capturedLog();
    await prepareDatabase(t.database, config, atStart.log);
    expect(atStart.lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(
        /^No operator account and no OPERATOR_EMAIL: .*npm run create-operator/,
      ),
    ]);
    // With OPERATOR_EMAIL, orders are heard of, but nobody can deliver them yet.
    const withEmail = capturedLog();
    await warnWhenNoOperator(
      t.db,
      { ...config, operatorEmails: ['team@example.com'] },
      withEmail.log,
    );
    expect(withEmail.lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^No operator account: OPERATOR_EMAIL hears .*npm run create-operator/),
    ]);

    const { cookie } = await signedInUser(t);
    const { orderId, completion } = await paidLeadOrder(cookie);
    expect(completion.emailSent).toBe(false);
    expect(paidLog.lines.filter((line) => line.orderId === orderId)).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/npm run create-operator/) }),
    ]);

    expect(
      await makeOperator(t.db, {
        username: 'first_ops',
        email: 'first.ops@example.com',
        password: 'operator-pass',
      }),
    ).toBe('operator first_ops created');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'first_ops', password: 'operator-pass' },
      remoteAddress: ip(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.cookies.find((c) => c.name === 'al_session')!.value;
    const queue = await app.inject({
      url: '/api/operator/lead-orders',
      headers: { cookie: `al_session=${session}` },
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items.map((item: { id: string }) => item.id)).toContain(orderId);

    const afterwards = capturedLog();
    await prepareDatabase(t.database, config, afterwards.log);
    expect(afterwards.lines).toEqual([]);
  });
});
