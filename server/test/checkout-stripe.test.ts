import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../common/catalogue';
import { buildApp } from '../src/app';
import { buildUser } from '../src/demo/factories';
import { emailOutbox, entitlements, orderRefunds, orders } from '../src/db/schema';
import { createTestApp, malformedBodies, signedInUser, type TestApp } from './helpers';
import { type FakeStripe, startFakeStripe } from './fake-stripe';

// The checkout against a fake Stripe API on loopback: the official SDK makes real HTTP calls,
// and webhooks arrive signed exactly as Stripe signs them.

const WEBHOOK_SECRET = 'whsec_test_checkout_secret';
let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_key',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
    CHECKOUT_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let counter = 0;
const uniqueEmail = (name = 'buyer') => `${name}.${++counter}.${Date.now()}@example.com`;
const ip = () => `198.18.${Math.floor(counter / 250) % 250}.${++counter % 250}`;

type Inject = { cookie?: string; app?: TestApp['app'] };
const post = (url: string, payload: unknown, options: Inject = {}) =>
  (options.app ?? t.app).inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: ip(),
  });
const createIntent = (payload: Record<string, unknown>, options: Inject = {}) =>
  post('/api/create-payment-intent', payload, options);
const confirm = (paymentIntentId: string, options: Inject = {}) =>
  post('/api/checkout/confirm', { paymentIntentId }, options);

function deliver(
  event: object,
  options: { secret?: string; timestamp?: number; app?: TestApp['app'] } = {},
) {
  const payload = JSON.stringify(event);
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': fake.sign(payload, options.secret ?? WEBHOOK_SECRET, options.timestamp),
    },
  });
}

async function orderById(id: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  return order;
}
const countOrders = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
const mailTo = async (email: string, subjectStart: string) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter((m) =>
    m.subject.startsWith(subjectStart),
  );
const grantsOf = async (userId: string) =>
  (await t.db.select().from(entitlements).where(eq(entitlements.userId, userId)))
    .map((g) => g.entitlement)
    .sort();
const currentUser = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: { cookie } })
  ).json();

/** A buyer who has started a payment: the order, its fake intent and the reply. */
async function startPayment(payload: Record<string, unknown> = {}, options: Inject = {}) {
  const email = (payload.email as string | undefined) ?? uniqueEmail();
  const response = await createIntent({ email, product: 'toolbox', ...payload }, options);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const order = await orderById(body.orderId);
  return { email, body, order, intent: fake.intent(order.providerIntentId!) };
}

describe('creating a payment intent', () => {
  it('creates the order first, then an intent that carries its id, keyed by it', async () => {
    const before = fake.createCalls().length;
    const { body, order, intent, email } = await startPayment({ product: 'agency' });
    expect(body).toMatchObject({
      orderId: order.id,
      product: 'agency',
      offer: 'standard',
      amountCents: 14700,
      currency: 'usd',
      clientSecret: intent.client_secret,
    });
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      product: 'agency',
      amountCents: catalogue.agency.priceCents,
      email,
      userId: null,
      provider: 'stripe',
      providerIntentId: intent.id,
    });
    expect(intent.amount).toBe(catalogue.agency.priceCents);
    expect(intent.metadata.orderId).toBe(order.id);
    const creates = fake.createCalls().slice(before);
    expect(creates).toHaveLength(1);
    expect(creates[0].idempotencyKey).toBe(order.id);
  });

  it('tells the page it is in Stripe mode with the publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/checkout/config' });
    expect(response.json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_fake_key',
      currency: 'usd',
    });
  });

  it('lets Stripe.js and its frames through the Content-Security-Policy', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/api/checkout/config' })).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });

  it('attaches an order made while signed in to that account', async () => {
    const { user, cookie } = await signedInUser(t);
    const { order } = await startPayment({ email: user.email }, { cookie });
    expect(order.userId).toBe(user.id);
  });

  it('answers the order behind a client secret, and nothing for a wrong secret', async () => {
    const { body, email } = await startPayment();
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/payment?clientSecret=${body.clientSecret}`,
    });
    expect(summary.json()).toMatchObject({
      orderId: body.orderId,
      product: 'toolbox',
      amountCents: 4700,
      email,
      status: 'awaiting_payment',
    });
    const forged = body.clientSecret.replace(/_secret_.*/, '_secret_guessed0000000000');
    for (const clientSecret of [forged, 'pi_fake_nothing_secret_abcdefgh', 'not_a_secret_at_all']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/payment?clientSecret=${clientSecret}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'We could not find this payment.' });
    }
  });

  it('says so, with a 502 and nothing half-done, when Stripe fails', async () => {
    const email = uniqueEmail();
    fake.failCreates(3);
    const failed = await createIntent({ email, product: 'toolbox' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(
      'We could not reach the payment provider. Please try again in a moment.',
    );
    // The retry reuses the order and completes it with the same idempotency key.
    const retried = await createIntent({ email, product: 'toolbox' });
    expect(retried.statusCode).toBe(200);
    const rows = await t.db.select().from(orders).where(eq(orders.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].providerIntentId).not.toBeNull();
  });
});

describe('money: the charged amount always equals the catalogue price', () => {
  it.each([
    [{ amount: 1 }],
    [{ amount: 0 }],
    [{ amount: 46.99 }],
    [{ amount: 147 }],
    [{ amount: 4700 }],
    [{ amount: -47 }],
    [{ amount: 1e308 }],
    [{ amount: '47' }],
    [{ amount: null }],
    [{ product: 'blu_leads' }],
    [{ product: 'TOOLBOX' }],
    [{ product: 'free' }],
    [{ product: '' }],
    [{ quantity: 0 }],
    [{ quantity: -250 }],
    [{ quantity: 300 }],
    [{ quantity: 1e9 }],
    [{ amountCents: 1 }],
    [{ price: 0 }],
    [{ offer: 'upgrade' }],
    [{ promoCode: 'LAUNCH100' }],
    [{ status: 'paid' }],
  ])('refuses %j with a 400 and charges nothing', async (tampered) => {
    const ordersBefore = await countOrders();
    const intentsBefore = fake.intentCount();
    const response = await createIntent({ email: uniqueEmail(), product: 'toolbox', ...tampered });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    expect(await countOrders()).toBe(ordersBefore);
    expect(fake.intentCount()).toBe(intentsBefore);
  });

  it('accepts the displayed amount only when it equals the server price', async () => {
    const mismatch = await createIntent({ email: uniqueEmail(), product: 'agency', amount: 47 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(
      'The amount does not match the price of this product. Please reload the page and try again.',
    );
    const { intent } = await startPayment({ product: 'agency', amount: 147 });
    expect(intent.amount).toBe(14700);
  });

  it('gives the upgrade price only to a proven toolbox owner', async () => {
    // A toolbox bought with an email, paid and verified by webhook.
    const toolbox = await startPayment();
    fake.succeed(toolbox.intent.id);
    await deliver(fake.paymentSucceededEvent(toolbox.intent));
    expect((await orderById(toolbox.order.id)).status).toBe('paid');

    const upgrade = await startPayment({
      email: toolbox.email.toUpperCase(),
      product: 'agency',
      upgradeFromOrderId: toolbox.order.id,
    });
    expect(upgrade.body).toMatchObject({ offer: 'upgrade', amountCents: 10000 });
    expect(upgrade.intent.amount).toBe(catalogue.upgrade.priceCents);
    expect(upgrade.order.upgradeFromOrderId).toBe(toolbox.order.id);

    const unpaid = await startPayment();
    const agency = await startPayment({ product: 'agency' });
    for (const [email, product, upgradeFromOrderId] of [
      [uniqueEmail(), 'agency', toolbox.order.id], // someone else's order
      [unpaid.email, 'agency', unpaid.order.id], // not paid
      [agency.email, 'agency', agency.order.id], // not a toolbox order
      [toolbox.email, 'toolbox', toolbox.order.id], // nothing to upgrade to
      [toolbox.email, 'agency', '00000000-0000-4000-8000-000000000000'], // unknown
    ]) {
      const before = fake.intentCount();
      const response = await createIntent({ email, product, upgradeFromOrderId });
      expect(response.statusCode, `${product} ${upgradeFromOrderId}`).toBe(400);
      expect(fake.intentCount()).toBe(before);
    }
  });

  it('prices the agency as an upgrade for a signed-in toolbox owner and refuses what they own', async () => {
    const { user, cookie } = await signedInUser(t, { grants: ['toolbox'] });
    const again = await createIntent({ email: user.email, product: 'toolbox' }, { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You already have access to the AI Toolbox for Small Business.',
    );
    const { body } = await startPayment({ email: user.email, product: 'agency' }, { cookie });
    expect(body.amountCents).toBe(10000);

    const member = await signedInUser(t, { grants: ['agency', 'toolbox'] });
    for (const product of ['toolbox', 'agency']) {
      const response = await createIntent({ email: member.user.email, product }, member);
      expect(response.statusCode).toBe(409);
    }
  });

  it('never charges any intent an amount other than its order price', async () => {
    const rows = await t.db.select().from(orders).where(eq(orders.provider, 'stripe'));
    expect(rows.length).toBeGreaterThan(5);
    for (const order of rows.filter((o) => o.providerIntentId)) {
      const expected =
        order.offer === 'upgrade'
          ? catalogue.upgrade.priceCents
          : catalogue[order.product as 'toolbox' | 'agency'].priceCents;
      expect(order.amountCents).toBe(expected);
      expect(fake.intent(order.providerIntentId!).amount).toBe(expected);
    }
  });
});

describe('promo codes', () => {
  const validate = (promoCode: unknown, product = 'toolbox') =>
    post('/api/checkout/validate-promo', { product, promoCode });
  const freeOrder = (payload: Record<string, unknown>, options: Inject = {}) =>
    post('/api/checkout/free-order', payload, options);

  it.each(['LAUNCH100', 'launch100', 'Launch100', '  launch100  '])(
    'accepts %j in any case',
    async (code) => {
      const response = await validate(code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ discountCents: 4700, totalCents: 0 });
    },
  );

  it.each(['LAUNCH10', 'LAUNCH1000', 'LAUNCH 100', 'l4unch100', 'FREE', 'x'.repeat(64)])(
    'refuses %j with "Invalid Promo Code"',
    async (code) => {
      const response = await validate(code);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid Promo Code');
    },
  );

  it('records a free order as paid with amount 0, grants access and sends one receipt', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await freeOrder(
      { email: user.email, product: 'agency', promoCode: 'launch100' },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    const receipt = response.json();
    expect(receipt).toMatchObject({ product: 'agency', status: 'paid', amountCents: 0 });
    const order = await orderById(receipt.orderId);
    expect(order).toMatchObject({ provider: 'free', promoCode: 'LAUNCH100', userId: user.id });
    expect(order.paidAt).not.toBeNull();
    expect(await grantsOf(user.id)).toEqual(['agency', 'toolbox']);
    expect(await mailTo(user.email, 'Your receipt')).toHaveLength(1);
    expect((await currentUser(cookie)).hasAgencyAccess).toBe(true);
  });

  it('allows one free redemption per email per product, whatever the case', async () => {
    const email = uniqueEmail('promo');
    expect(
      (await freeOrder({ email, product: 'toolbox', promoCode: 'LAUNCH100' })).statusCode,
    ).toBe(200);
    for (const again of [email, email.toUpperCase(), ` ${email} `]) {
      const before = await countOrders();
      const response = await freeOrder({
        email: again,
        product: 'toolbox',
        promoCode: 'launch100',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This promo code has already been used with this email for this product.',
      );
      expect(await countOrders()).toBe(before);
    }
    // Another product is another redemption.
    expect((await freeOrder({ email, product: 'agency', promoCode: 'LAUNCH100' })).statusCode).toBe(
      200,
    );
    expect(await mailTo(email, 'Your receipt')).toHaveLength(2);
  });

  it('makes no order free without the valid code', async () => {
    for (const promoCode of ['', 'WRONG', 'LAUNCH10', null, 100, true]) {
      const before = await countOrders();
      const response = await freeOrder({ email: uniqueEmail(), product: 'toolbox', promoCode });
      expect(response.statusCode).toBe(400);
      expect(await countOrders()).toBe(before);
    }
    const free = await t.db.select().from(orders).where(eq(orders.amountCents, 0));
    expect(free.length).toBeGreaterThan(0);
    for (const order of free) expect(order.promoCode).toBe('LAUNCH100');
  });

  it('uses a configured code instead of the default', async () => {
    const custom = await createTestApp({ PROMO_CODE: 'Spring25' });
    try {
      const check = (promoCode: string) =>
        custom.app.inject({
          method: 'POST',
          url: '/api/checkout/validate-promo',
          payload: { product: 'toolbox', promoCode },
        });
      expect((await check('SPRING25')).statusCode).toBe(200);
      expect((await check('LAUNCH100')).statusCode).toBe(400);
    } finally {
      await custom.close();
    }
  });
});

describe('webhooks', () => {
  it('refuses a missing signature, a bad one, an edited body and a stale timestamp', async () => {
    const { intent, order } = await startPayment();
    fake.succeed(intent.id);
    const event = fake.paymentSucceededEvent(intent);
    const payload = JSON.stringify(event);
    const attempts = [
      { name: 'missing', headers: {}, payload },
      { name: 'empty', headers: { 'stripe-signature': '' }, payload },
      { name: 'garbage', headers: { 'stripe-signature': 't=1,v1=abc' }, payload },
      {
        name: 'other secret',
        headers: { 'stripe-signature': fake.sign(payload, 'whsec_someone_else') },
        payload,
      },
      {
        name: 'edited body',
        headers: { 'stripe-signature': fake.sign(payload, WEBHOOK_SECRET) },
        payload: payload.replace('"amount":4700', '"amount":4701'),
      },
      {
        name: 'stale',
        headers: {
          'stripe-signature': fake.sign(
            payload,
            WEBHOOK_SECRET,
            Math.floor(Date.now() / 1000) - 600,
          ),
        },
        payload,
      },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: attempt.payload,
        headers: { 'content-type': 'application/json', ...attempt.headers },
      });
      expect(response.statusCode, attempt.name).toBe(400);
      expect(response.json().message).toMatch(/signature/i);
    }
    expect((await orderById(order.id)).status).toBe('awaiting_payment');
    expect(await mailTo(order.email, 'Your receipt')).toHaveLength(0);
  });

  it('fulfils once for the same event delivered 5 times', async () => {
    const { user, cookie } = await signedInUser(t);
    const { intent, order } = await startPayment(
      { email: user.email, product: 'agency' },
      { cookie },
    );
    fake.succeed(intent.id);
    const event = fake.paymentSucceededEvent(intent);
    for (let i = 0; i < 5; i++) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    const paid = await orderById(order.id);
    expect(paid.status).toBe('paid');
    expect(paid.fulfilledAt).not.toBeNull();
    expect(await mailTo(user.email, 'Your receipt')).toHaveLength(1);
    const rows = await t.db.select().from(entitlements).where(eq(entitlements.orderId, order.id));
    expect(rows.map((r) => r.entitlement).sort()).toEqual(['agency', 'toolbox']);
    const me = await currentUser(cookie);
    expect(me.hasAgencyAccess).toBe(true);
    expect(me.hasToolboxAccess).toBe(true);
  });

  it('does not fulfil when the amount or currency differ from the order', async () => {
    const { intent, order } = await startPayment({ product: 'agency' });
    fake.succeed(intent.id);
    for (const overrides of [
      { amount: 4700 },
      { amount: 1 },
      { currency: 'eur' },
      { id: 'pi_other' },
    ]) {
      expect((await deliver(fake.paymentSucceededEvent(intent, overrides))).statusCode).toBe(200);
    }
    expect((await orderById(order.id)).status).toBe('awaiting_payment');
    expect(await mailTo(order.email, 'Your receipt')).toHaveLength(0);
  });

  it('acknowledges unknown event types and unknown orders without changing anything', async () => {
    const before = await countOrders();
    const mailsBefore = (await t.db.select().from(emailOutbox)).length;
    for (const event of [
      fake.event('customer.created', { id: 'cus_1', object: 'customer' }),
      fake.event('payment_intent.payment_failed', { id: 'pi_x', object: 'payment_intent' }),
      fake.paymentSucceededEvent({
        ...fake.intent((await startPayment()).intent.id),
        metadata: { orderId: 'not-a-uuid' },
        id: 'pi_unknown',
      }),
    ]) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(200);
    }
    expect(await countOrders()).toBe(before + 1);
    expect((await t.db.select().from(emailOutbox)).length).toBe(mailsBefore);
  });

  it('revokes on a full refund once, and emails the buyer once', async () => {
    const { user, cookie } = await signedInUser(t);
    const { intent, order } = await startPayment({ email: user.email }, { cookie });
    fake.succeed(intent.id);
    await deliver(fake.paymentSucceededEvent(intent));
    expect((await currentUser(cookie)).hasToolboxAccess).toBe(true);

    const partial = fake.chargeRefundedEvent(intent, { fullyRefunded: false });
    expect((await deliver(partial)).statusCode).toBe(200);
    expect((await orderById(order.id)).status).toBe('paid');
    expect((await currentUser(cookie)).hasToolboxAccess).toBe(true);

    const refund = fake.chargeRefundedEvent(intent);
    for (let i = 0; i < 5; i++) expect((await deliver(refund)).statusCode).toBe(200);
    const refunded = await orderById(order.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refundedAt).not.toBeNull();
    expect(await grantsOf(user.id)).toEqual([]);
    expect((await currentUser(cookie)).hasToolboxAccess).toBe(false);
    const mails = await mailTo(user.email, 'Your refund');
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain('$47');

    // A late success for the refunded order changes nothing.
    await deliver(fake.paymentSucceededEvent(intent));
    expect((await orderById(order.id)).status).toBe('refunded');
    expect(await mailTo(user.email, 'Your receipt')).toHaveLength(1);
  });

  it('records a part refunded in the Stripe dashboard once, and keeps the access it paid for', async () => {
    const { user, cookie } = await signedInUser(t);
    const { intent, order } = await startPayment({ email: user.email }, { cookie });
    fake.succeed(intent.id);
    await deliver(fake.paymentSucceededEvent(intent));
    const part = fake.refundInDashboard(intent, 1000);
    for (let i = 0; i < 3; i++) {
      expect((await deliver(fake.chargeRefundedEventWithRefunds(intent))).statusCode).toBe(200);
    }
    expect((await orderById(order.id)).status).toBe('paid');
    expect((await currentUser(cookie)).hasToolboxAccess).toBe(true);
    const rows = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.map((r) => [r.amountCents, r.status, r.providerRefundId, r.actorUserId])).toEqual([
      [1000, 'succeeded', part.id, null],
    ]);
  });

  it('handles a refund arriving before the success: never fulfilled, one refund email', async () => {
    const { intent, order } = await startPayment();
    fake.succeed(intent.id);
    await deliver(fake.chargeRefundedEvent(intent));
    await deliver(fake.paymentSucceededEvent(intent));
    await deliver(fake.chargeRefundedEvent(intent));
    expect((await orderById(order.id)).status).toBe('refunded');
    expect(await mailTo(order.email, 'Your receipt')).toHaveLength(0);
    expect(await mailTo(order.email, 'Your refund')).toHaveLength(1);
    // The success page cannot bring it back either.
    expect((await confirm(intent.id)).json().status).toBe('refunded');
  });

  it('keeps access that another still-paid order (or a manual grant) gives', async () => {
    const { user, cookie } = await signedInUser(t);
    const toolbox = await startPayment({ email: user.email }, { cookie });
    fake.succeed(toolbox.intent.id);
    await deliver(fake.paymentSucceededEvent(toolbox.intent));
    const upgrade = await startPayment({ email: user.email, product: 'agency' }, { cookie });
    expect(upgrade.order.offer).toBe('upgrade');
    fake.succeed(upgrade.intent.id);
    await deliver(fake.paymentSucceededEvent(upgrade.intent));
    expect(await grantsOf(user.id)).toEqual(['agency', 'toolbox', 'toolbox']);

    await deliver(fake.chargeRefundedEvent(toolbox.intent));
    expect(await grantsOf(user.id)).toEqual(['agency', 'toolbox']);
    const me = await currentUser(cookie);
    expect(me.hasAgencyAccess).toBe(true);
    expect(me.hasToolboxAccess).toBe(true);

    await t.db.insert(entitlements).values({ userId: user.id, entitlement: 'toolbox' });
    await deliver(fake.chargeRefundedEvent(upgrade.intent));
    expect(await grantsOf(user.id)).toEqual(['toolbox']);
    expect((await currentUser(cookie)).hasAgencyAccess).toBe(false);
  });

  it('takes only JSON on the webhook; other routes stay JSON-only as before', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'stripe-signature': 'x' },
    });
    expect(response.statusCode).toBe(415);
    const signed = fake.sign('not json', WEBHOOK_SECRET);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: 'not json',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed },
    });
    expect(notJson.statusCode).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: 'email=a@example.com&product=toolbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('a crash between payment and fulfilment', () => {
  it('fulfils once on the next success-page visit or webhook, on a new app instance', async () => {
    const email = uniqueEmail('crash');
    // The first process creates the intent; the buyer pays at Stripe; the process dies before
    // any webhook or success page reaches it.
    const first = await buildApp({ config: t.config, db: t.db, mailer: t.mailer, logger: false });
    const created = await createIntent({ email, product: 'toolbox' }, { app: first });
    expect(created.statusCode).toBe(200);
    const order = await orderById(created.json().orderId);
    const intent = fake.succeed(order.providerIntentId!);
    await first.close();
    expect((await orderById(order.id)).status).toBe('awaiting_payment');

    const second = await buildApp({ config: t.config, db: t.db, mailer: t.mailer, logger: false });
    try {
      const confirmed = await confirm(intent.id, { app: second });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ orderId: order.id, status: 'paid', email });
      for (let i = 0; i < 3; i++) {
        await deliver(fake.paymentSucceededEvent(intent), { app: second });
        await confirm(intent.id, { app: second });
      }
    } finally {
      await second.close();
    }
    expect(await mailTo(email, 'Your receipt')).toHaveLength(1);
  });

  it('fulfils an order whose intent id was never saved, from the webhook metadata', async () => {
    const { order, intent } = await startPayment();
    // As if the process died after Stripe created the intent and before the id was stored.
    await t.db.update(orders).set({ providerIntentId: null }).where(eq(orders.id, order.id));
    fake.succeed(intent.id);
    await deliver(fake.paymentSucceededEvent(intent));
    await deliver(fake.paymentSucceededEvent(intent));
    const paid = await orderById(order.id);
    expect(paid).toMatchObject({ status: 'paid', providerIntentId: intent.id });
    expect(await mailTo(order.email, 'Your receipt')).toHaveLength(1);
  });

  it('keeps paid / fulfilled at exactly 1 with one receipt per paid order', async () => {
    const paid = await t.db.select().from(orders).where(eq(orders.status, 'paid'));
    expect(paid.length).toBeGreaterThan(5);
    for (const order of paid) {
      expect(order.fulfilledAt, order.id).not.toBeNull();
      expect(order.receiptSentAt, order.id).not.toBeNull();
    }
    const receipts = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like 'Your receipt:%'`);
    const fulfilled = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.fulfilledAt} is not null`);
    expect(receipts[0].n).toBe(fulfilled[0].n);
  });
});

describe('double submit', () => {
  it('10 identical concurrent requests make one order and one Stripe intent', async () => {
    const email = uniqueEmail('double');
    const ordersBefore = await countOrders();
    const intentsBefore = fake.intentCount();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => createIntent({ email, product: 'agency' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => r.json().clientSecret)).size).toBe(1);
    expect(new Set(responses.map((r) => r.json().orderId)).size).toBe(1);
    expect(await countOrders()).toBe(ordersBefore + 1);
    expect(fake.intentCount()).toBe(intentsBefore + 1);
  });

  it('the same for a signed-in buyer, and a reload later reuses it too', async () => {
    const { user, cookie } = await signedInUser(t);
    const intentsBefore = fake.intentCount();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        createIntent({ email: user.email, product: 'toolbox' }, { cookie }),
      ),
    );
    const reload = await createIntent({ email: user.email, product: 'toolbox' }, { cookie });
    expect(new Set([...responses, reload].map((r) => r.json().orderId)).size).toBe(1);
    expect(fake.intentCount()).toBe(intentsBefore + 1);
    const rows = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('10 concurrent free orders: one order, one receipt, nine clear refusals', async () => {
    const email = uniqueEmail('freedouble');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/checkout/free-order', { email, product: 'toolbox', promoCode: 'LAUNCH100' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const rows = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.email, email), eq(orders.product, 'toolbox')));
    expect(rows).toHaveLength(1);
    expect(await mailTo(email, 'Your receipt')).toHaveLength(1);
  });

  it('10 concurrent confirms and webhooks for one payment: one fulfilment', async () => {
    const { intent, order } = await startPayment();
    fake.succeed(intent.id);
    const event = fake.paymentSucceededEvent(intent);
    await Promise.all([
      ...Array.from({ length: 10 }, () => confirm(intent.id)),
      ...Array.from({ length: 10 }, () => deliver(event)),
    ]);
    expect((await orderById(order.id)).status).toBe('paid');
    expect(await mailTo(order.email, 'Your receipt')).toHaveLength(1);
  });
});

describe('ownership and proof', () => {
  const access = (query: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/ai-toolbox-access?${query}`,
      headers: cookie ? { cookie } : {},
      remoteAddress: ip(),
    });

  it('answers hasAccess only for the paid order of that email, or your own account', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const { intent, order } = await startPayment({ email: alice.user.email }, alice);
    const q = (email: string, orderId?: string) =>
      new URLSearchParams({ email, ...(orderId ? { order: orderId } : {}) }).toString();

    // Not paid yet: nobody has access.
    expect((await access(q(alice.user.email, order.id))).json()).toEqual({ hasAccess: false });
    fake.succeed(intent.id);
    await confirm(intent.id);

    expect((await access(q(alice.user.email, order.id))).json()).toEqual({ hasAccess: true });
    expect((await access(q(alice.user.email.toUpperCase(), order.id))).json().hasAccess).toBe(true);
    expect((await access(q(alice.user.email), alice.cookie)).json().hasAccess).toBe(true);
    // Anyone else: another email with the order, the email without the order, Bob signed in.
    expect((await access(q(bob.user.email, order.id))).json().hasAccess).toBe(false);
    expect((await access(q(alice.user.email))).json().hasAccess).toBe(false);
    expect((await access(q(alice.user.email), bob.cookie)).json().hasAccess).toBe(false);
    expect((await access(q(bob.user.email), bob.cookie)).json().hasAccess).toBe(false);
    expect((await access('', bob.cookie)).json().hasAccess).toBe(false);
    expect(
      (await access(q(alice.user.email, '00000000-0000-4000-8000-000000000000'))).json().hasAccess,
    ).toBe(false);
  });

  it('answers 400 for an access check without an email or with a malformed one', async () => {
    for (const query of [
      '',
      'email=not-an-email',
      'email=a@example.com&order=123',
      `email=${'a'.repeat(300)}@x.com`,
    ]) {
      const response = await access(query);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it("never attaches a purchase to someone else's account", async () => {
    const alice = await buildUser(t.db, { emailVerified: false });
    const bob = await signedInUser(t);
    // Bob, signed in, buys with Alice's email: it is Bob's purchase.
    const { intent, order } = await startPayment({ email: alice.email }, bob);
    fake.succeed(intent.id);
    await confirm(intent.id);
    expect((await orderById(order.id)).userId).toBe(bob.user.id);
    expect(await grantsOf(alice.id)).toEqual([]);
    expect(await grantsOf(bob.user.id)).toEqual(['toolbox']);
  });

  it('attaches an email-only purchase only when its buyer claims it, never because the email was verified', async () => {
    const email = uniqueEmail('later');
    const { intent, order } = await startPayment({ email });
    fake.succeed(intent.id);
    await confirm(intent.id);
    expect((await orderById(order.id)).userId).toBeNull();

    // The buyer registers later with the same email and verifies it: nothing attaches by itself.
    const username = `later${counter}`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, email: email.toUpperCase(), password: 'secret-pass' },
      remoteAddress: ip(),
    });
    expect(registered.statusCode).toBe(201);
    const userId = registered.json().id;
    expect(await grantsOf(userId)).toEqual([]);
    const [welcome] = await mailTo(email.toUpperCase(), 'Welcome');
    const link = new URL(welcome.textBody.match(/http:\/\/\S+verify-email\?token=\S+/)![0]);
    await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect((await orderById(order.id)).userId).toBeNull();
    expect(await grantsOf(userId)).toEqual([]);

    // Signed in, the buyer claims it with the order id and the email it was bought with.
    const login = await post('/api/auth/login', { username, password: 'secret-pass' });
    const cookie = `al_session=${login.cookies.find((c) => c.name === 'al_session')!.value}`;
    const claim = await post(`/api/orders/${order.id}/claim`, { email }, { cookie });
    expect(claim.statusCode).toBe(200);
    expect((await orderById(order.id)).userId).toBe(userId);
    expect(await grantsOf(userId)).toEqual(['toolbox']);
  });

  it("leaves a purchase made signed out with a verified account's email to be claimed", async () => {
    const owner = await signedInUser(t);
    const { intent, order } = await startPayment({ email: owner.user.email, product: 'agency' });
    fake.succeed(intent.id);
    await confirm(intent.id);
    expect((await orderById(order.id)).userId).toBeNull();
    expect((await currentUser(owner.cookie)).hasAgencyAccess).toBe(false);
    const claim = await post(
      `/api/orders/${order.id}/claim`,
      { email: owner.user.email },
      { cookie: owner.cookie },
    );
    expect(claim.statusCode).toBe(200);
    expect((await orderById(order.id)).userId).toBe(owner.user.id);
    expect((await currentUser(owner.cookie)).hasAgencyAccess).toBe(true);
  });

  it('answers 404 to a confirm for an unknown payment, without asking Stripe', async () => {
    const callsBefore = fake.calls.length;
    for (const id of ['pi_fake_doesnotexist', 'pi_3N1234567890abcdef']) {
      const response = await confirm(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'We could not find this payment.' });
    }
    expect(fake.calls.length).toBe(callsBefore);
  });

  it('treats a forged session cookie as a guest, never as someone', async () => {
    const { order } = await startPayment({}, { cookie: 'al_session=forged-token-value' });
    expect(order.userId).toBeNull();
  });

  it('refuses the simulated card form when Stripe is configured', async () => {
    const { body } = await startPayment();
    const response = await post('/api/payments/simulated/confirm', {
      clientSecret: body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(response.statusCode).toBe(404);
    expect((await orderById(body.orderId)).status).toBe('awaiting_payment');
  });
});

describe('bad input on every checkout route', () => {
  const routes: Array<{ url: string; valid: Record<string, unknown> }> = [
    {
      url: '/api/create-payment-intent',
      valid: { email: 'bad-input@example.com', product: 'toolbox' },
    },
    { url: '/api/checkout/validate-promo', valid: { product: 'toolbox', promoCode: 'LAUNCH100' } },
    {
      url: '/api/checkout/free-order',
      valid: { email: 'bad-input@example.com', product: 'toolbox', promoCode: 'LAUNCH100' },
    },
    { url: '/api/checkout/confirm', valid: { paymentIntentId: 'pi_fake_1234567890' } },
    {
      url: '/api/payments/simulated/confirm',
      valid: {
        clientSecret: 'pi_x_secret_y1234567',
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
      },
    },
    { url: '/api/stripe/webhook', valid: { id: 'evt_1', type: 'payment_intent.succeeded' } },
  ];
  for (const route of routes) {
    for (const input of malformedBodies(route.valid)) {
      it(`${route.url} with ${input.name} answers 4xx and changes nothing`, async () => {
        const ordersBefore = await countOrders();
        const intentsBefore = fake.intentCount();
        const mailsBefore = (await t.db.select().from(emailOutbox)).length;
        const response = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { 'content-type': input.contentType ?? 'application/json' },
          payload: input.payload,
          remoteAddress: ip(),
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().message).toBe('string');
        expect(response.body).not.toMatch(/at .*\.ts:\d+/);
        expect(await countOrders()).toBe(ordersBefore);
        expect(fake.intentCount()).toBe(intentsBefore);
        expect((await t.db.select().from(emailOutbox)).length).toBe(mailsBefore);
      });
    }
  }
});
