import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildUser } from '../src/demo/factories';
import { emailOutbox } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';

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
