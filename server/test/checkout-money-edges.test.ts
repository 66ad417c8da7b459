import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, entitlements, orders } from '../src/db/schema';
import { DOUBLE_SUBMIT_MS } from '../src/features/checkout/service';
import { createTestApp, holdClockForThisTest, signedInUser, type TestApp } from './helpers';
import { type FakeStripe, startFakeStripe } from './fake-stripe';

// The edges of money found by an attack: calls that reach the provider, the open order a
// stranger could ask for, webhooks signed but malformed, and refunds that come early or hit
// the order an upgrade was priced from.

const WEBHOOK_SECRET = 'whsec_test_money_edges';
const LIMIT = 3;
let fake: FakeStripe;
let t: TestApp;

const stripeEnv = (port: number) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake_key',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_key',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(port),
  STRIPE_API_PROTOCOL: 'http',
});

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ ...stripeEnv(fake.port), CHECKOUT_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let counter = 0;
const uniqueEmail = (name = 'buyer') => `${name}.${++counter}.${Date.now()}@example.com`;
// Every request speaks from an address of its own unless a test names one.
const freshAddress = () => `198.19.${Math.floor(++counter / 250) % 250}.${counter % 250}`;

type Options = { cookie?: string; address?: string };
const post = (url: string, payload: unknown, options: Options = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.address ?? freshAddress(),
  });
const createIntent = (payload: Record<string, unknown>, options: Options = {}) =>
  post('/api/create-payment-intent', payload, options);

async function startPayment(payload: Record<string, unknown> = {}, options: Options = {}) {
  const email = (payload.email as string | undefined) ?? uniqueEmail();
  const response = await createIntent({ email, product: 'toolbox', ...payload }, options);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const [order] = await t.db.select().from(orders).where(eq(orders.id, body.orderId));
  return { email, body, order, intent: fake.intent(order.providerIntentId!) };
}

function deliver(event: unknown) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': fake.sign(payload, WEBHOOK_SECRET),
    },
  });
}

const retrieveCalls = () => fake.calls.filter((c) => c.method === 'GET').length;
const orderById = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const mailTo = async (email: string, subjectStart: string) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter((m) =>
    m.subject.startsWith(subjectStart),
  );

describe('calls that reach the payment provider are limited per address', () => {
  it(`GET /api/checkout/payment: ${LIMIT + 1} calls from one address, the last is 429 and Stripe sees ${LIMIT}`, async () => {
    holdClockForThisTest(t);
    const { body } = await startPayment();
    const address = freshAddress();
    const before = retrieveCalls();
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/payment?clientSecret=${body.clientSecret}`,
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    expect(retrieveCalls() - before).toBe(LIMIT);
  });

  it(`POST /api/checkout/confirm: ${LIMIT + 1} calls from one address, the last is 429 and Stripe sees ${LIMIT}`, async () => {
    holdClockForThisTest(t);
    const { intent } = await startPayment();
    const address = freshAddress();
    const before = retrieveCalls();
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) {
      statuses.push(
        (await post('/api/checkout/confirm', { paymentIntentId: intent.id }, { address }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    expect(retrieveCalls() - before).toBe(LIMIT);
  });
});

describe('a signed webhook that lacks what its type promises', () => {
  it('answers 2xx and changes nothing, for every missing or wrong field', async () => {
    const { intent, order } = await startPayment();
    fake.succeed(intent.id);
    const good = fake.paymentSucceededEvent(intent) as Record<string, unknown>;
    const refund = fake.chargeRefundedEvent(intent) as Record<string, unknown>;
    const withObject = (event: Record<string, unknown>, object: unknown) => ({
      ...event,
      data: { object },
    });
    const mailsBefore = (await t.db.select().from(emailOutbox)).length;
    const malformed = [
      { ...good, data: undefined },
      { ...good, data: null },
      { ...good, data: {} },
      withObject(good, null),
      withObject(good, 'pi_123'),
      withObject(good, {}),
      withObject(good, { id: intent.id }),
      withObject(good, { ...intent, amount: '4700' }),
      withObject(good, { ...intent, id: undefined }),
      withObject(good, { ...intent, metadata: 'x' }),
      { ...refund, data: undefined },
      withObject(refund, {}),
      withObject(refund, { payment_intent: intent.id }),
      withObject(refund, { payment_intent: intent.id, refunded: 'yes', amount_refunded: 4700 }),
      { ...good, type: undefined },
      { ...good, id: 12 },
      null,
      42,
      [good],
    ];
    for (const event of malformed) {
      const response = await deliver(event);
      expect(response.statusCode, JSON.stringify(event)).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect((await orderById(order.id)).status).toBe('awaiting_payment');
    expect((await t.db.select().from(emailOutbox)).length).toBe(mailsBefore);

    // The well-formed event still works afterwards.
    expect((await deliver(good)).statusCode).toBe(200);
    expect((await orderById(order.id)).status).toBe('paid');
  });
});

describe('the open order of a buyer is only ever handed to that buyer', () => {
  // The buyer's own click was answered a while ago: later requests are not a double submit.
  const settle = (orderId: string) =>
    t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - DOUBLE_SUBMIT_MS - 1000) })
      .where(eq(orders.id, orderId));

  it('gives a stranger asking for the same email and product a new order and intent', async () => {
    const victim = await startPayment({ product: 'agency' });
    await settle(victim.order.id);
    const intentsBefore = fake.intentCount();
    const stranger = await createIntent({ email: victim.email, product: 'agency' });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().orderId).not.toBe(victim.body.orderId);
    expect(stranger.json().clientSecret).not.toBe(victim.body.clientSecret);
    expect(fake.intentCount()).toBe(intentsBefore + 1);

    // Guessing an order id proves nothing either.
    const guessed = await createIntent({
      email: victim.email,
      product: 'agency',
      openOrderId: '00000000-0000-4000-8000-000000000000',
    });
    expect(guessed.statusCode).toBe(200);
    expect(guessed.json().clientSecret).not.toBe(victim.body.clientSecret);

    // A signed-in stranger is someone else too.
    const { cookie } = await signedInUser(t);
    const signedIn = await createIntent({ email: victim.email, product: 'agency' }, { cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().clientSecret).not.toBe(victim.body.clientSecret);
  });

  it('gives the buyer who shows the order they were handed the same order and intent', async () => {
    const first = await startPayment({ product: 'agency' });
    await settle(first.order.id);
    const intentsBefore = fake.intentCount();
    const again = await createIntent({
      email: first.email.toUpperCase(),
      product: 'agency',
      openOrderId: first.body.orderId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      orderId: first.body.orderId,
      clientSecret: first.body.clientSecret,
    });
    expect(fake.intentCount()).toBe(intentsBefore);

    // The order id alone is not enough: other terms are another order.
    const otherProduct = await createIntent({
      email: first.email,
      product: 'toolbox',
      openOrderId: first.body.orderId,
    });
    expect(otherProduct.json().orderId).not.toBe(first.body.orderId);
  });
});

describe('refunds that come early, and the order an upgrade was priced from', () => {
  it('a late payment event after a refund never grants access', async () => {
    const { user, cookie } = await signedInUser(t);
    const { intent, order } = await startPayment({ email: user.email }, { cookie });
    fake.succeed(intent.id);
    expect((await deliver(fake.chargeRefundedEvent(intent))).statusCode).toBe(200);
    expect((await deliver(fake.paymentSucceededEvent(intent))).statusCode).toBe(200);
    expect(
      (await post('/api/checkout/confirm', { paymentIntentId: intent.id })).json().status,
    ).toBe('refunded');
    const refunded = await orderById(order.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.paidAt).toBeNull();
    expect(
      await t.db.select().from(entitlements).where(eq(entitlements.orderId, order.id)),
    ).toEqual([]);
    expect(await mailTo(user.email, 'Your receipt')).toHaveLength(0);
  });

  it('refunding the toolbox an upgrade was priced from leaves the upgrade standing', async () => {
    const email = uniqueEmail('upgrader');
    const toolbox = await startPayment({ email });
    fake.succeed(toolbox.intent.id);
    await deliver(fake.paymentSucceededEvent(toolbox.intent));
    const upgrade = await startPayment({
      email,
      product: 'agency',
      upgradeFromOrderId: toolbox.order.id,
    });
    expect(upgrade.order).toMatchObject({ offer: 'upgrade', amountCents: 10000 });
    fake.succeed(upgrade.intent.id);
    await deliver(fake.paymentSucceededEvent(upgrade.intent));

    await deliver(fake.chargeRefundedEvent(toolbox.intent));
    expect((await orderById(toolbox.order.id)).status).toBe('refunded');
    expect((await orderById(upgrade.order.id)).status).toBe('paid');
    expect(await mailTo(email, 'Your refund')).toHaveLength(1);
    const access = await t.app.inject({
      method: 'GET',
      url: `/api/ai-toolbox-access?${new URLSearchParams({ email, order: upgrade.order.id })}`,
      remoteAddress: freshAddress(),
    });
    expect(access.json()).toEqual({ hasAccess: true });

    // A refunded toolbox prices no new upgrade.
    const again = await createIntent({
      email,
      product: 'agency',
      upgradeFromOrderId: toolbox.order.id,
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('one free redemption per mailbox and product, said when the code is applied', () => {
  const apply = (payload: Record<string, unknown>) =>
    post('/api/checkout/validate-promo', {
      product: 'toolbox',
      promoCode: 'launch100',
      ...payload,
    });
  const freeOrder = (email: string, product = 'toolbox') =>
    post('/api/checkout/free-order', { email, product, promoCode: 'LAUNCH100' });
  const used = 'This promo code has already been used with this email for this product.';

  it('refuses the code at Apply once this email has redeemed it for this product', async () => {
    const email = uniqueEmail('apply');
    expect((await apply({ email })).statusCode).toBe(200);
    expect((await freeOrder(email)).statusCode).toBe(200);

    const again = await apply({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(used);
    // Another product is another redemption; without an email only the code is checked.
    expect((await apply({ email, product: 'agency' })).statusCode).toBe(200);
    expect((await apply({})).statusCode).toBe(200);
  });

  it('counts plus-addressed variants (and Gmail dots) as the one mailbox', async () => {
    const name = `ann.${++counter}.${Date.now()}`;
    expect((await freeOrder(`${name}@example.com`)).statusCode).toBe(200);
    for (const variant of [`${name}+promo@example.com`, `${name.toUpperCase()}+2@Example.com`]) {
      const applied = await apply({ email: variant });
      expect(applied.statusCode, variant).toBe(409);
      expect(applied.json().message).toBe(used);
      const redeemed = await freeOrder(variant);
      expect(redeemed.statusCode, variant).toBe(409);
      expect(redeemed.json().message).toBe(used);
    }
    expect((await freeOrder(`${name}+x@example.org`)).statusCode).toBe(200);

    const gmail = `bob.${counter}.${Date.now()}@gmail.com`;
    expect((await freeOrder(gmail)).statusCode).toBe(200);
    const undotted = gmail.replace(/\./g, '').replace('gmailcom', 'gmail.com');
    expect((await apply({ email: `${undotted.replace('@', '+a@')}` })).statusCode).toBe(409);
    expect((await freeOrder(undotted.replace('gmail.com', 'googlemail.com'))).statusCode).toBe(409);
  });

  it('10 concurrent redemptions by variants of one mailbox: one order', async () => {
    const name = `race.${++counter}.${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => freeOrder(`${name}+${i}@example.com`)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
  });
});
