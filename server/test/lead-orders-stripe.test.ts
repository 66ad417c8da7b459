import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, leadOrderEvents, orderRefunds, orders } from '../src/db/schema';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// Lead orders against the loopback Stripe fake: verified completion, webhooks, and refunds made
// through Stripe's API with idempotency keys.

const WEBHOOK_SECRET = 'whsec_test_leads_secret';
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
    CHECKOUT_LIMIT_PER_MINUTE: '10000',
    OPERATOR_EMAIL: 'team@example.com',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let counter = 0;
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: `198.20.0.${++counter % 250}`,
  });
function webhook(event: object) {
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
const mailsTo = async (to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

async function paidStripeOrder(quantity = 1000) {
  const customerEmail = `buyer.${++counter}@example.com`;
  const member = await signedInUser(t);
  const created = await post(
    '/api/create-payment-intent',
    {
      email: customerEmail,
      product: 'blu_leads',
      orderDetails: {
        customerName: 'Sam Stripe',
        customerEmail,
        quantity,
        filters: [{ type: 'City', value: 'Austin' }],
      },
    },
    member.cookie,
  );
  expect(created.statusCode, created.body).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, created.json().orderId));
  const intent = fake.succeed(order.providerIntentId!);
  return { member, order, intent, customerEmail };
}

describe('lead orders with Stripe', () => {
  it('completes once for 10 concurrent success pages and a webhook; one email each', async () => {
    const { member, order, intent, customerEmail } = await paidStripeOrder();
    expect(intent.amount).toBe(10_000);
    expect(intent.metadata.orderId).toBe(order.id);
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        post('/api/complete-blu-order', { paymentIntentId: intent.id }, member.cookie),
      ),
      webhook(fake.paymentSucceededEvent(intent)),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect((await mailsTo(customerEmail)).length).toBe(1);
    const team = (await mailsTo('team@example.com')).filter((m) =>
      m.textBody.includes(order.id.slice(-8).toUpperCase()),
    );
    expect(team).toHaveLength(1);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid.status).toBe('paid');
  });

  it('refunds part through Stripe with an idempotency key, then the rest; a refund webhook changes nothing', async () => {
    const { order, intent, customerEmail } = await paidStripeOrder(750);
    await webhook(fake.paymentSucceededEvent(intent));
    const ops = await signedInUser(t, { role: 'operator' });
    const before = fake.refundCalls().length;
    const part = await post(
      `/api/operator/lead-orders/${order.id}/refund`,
      { amountCents: 1000, reason: 'goodwill' },
      ops.cookie,
    );
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ paymentStatus: 'partially_refunded', refundedCents: 1000 });
    const calls = fake.refundCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0].idempotencyKey).toBe(`manual:${order.id}:0:1000`);

    const rest = await post(`/api/operator/lead-orders/${order.id}/refund`, {}, ops.cookie);
    expect(rest.json()).toMatchObject({ paymentStatus: 'refunded', refundedCents: 7500 });
    const refunded = [...fake.refunds.values()].filter((r) => r.payment_intent === intent.id);
    expect(refunded.map((r) => r.amount).sort((a, b) => a - b)).toEqual([1000, 6500]);

    const mailsBefore = (await mailsTo(customerEmail)).length;
    const eventsBefore = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leadOrderEvents)
      .where(eq(leadOrderEvents.orderId, order.id));
    const late = await webhook(fake.chargeRefundedEvent(intent, { fullyRefunded: true }));
    expect(late.statusCode).toBe(200);
    expect((await mailsTo(customerEmail)).length).toBe(mailsBefore);
    const eventsAfter = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leadOrderEvents)
      .where(eq(leadOrderEvents.orderId, order.id));
    expect(eventsAfter[0].n).toBe(eventsBefore[0].n);
  });

  it('a refund made in the Stripe dashboard is recorded once, with one email', async () => {
    const { order, intent, customerEmail } = await paidStripeOrder(250);
    await webhook(fake.paymentSucceededEvent(intent));
    const event = fake.chargeRefundedEvent(intent, { fullyRefunded: true });
    await webhook(event);
    await webhook(event);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe('refunded');
    const refundMails = (await mailsTo(customerEmail)).filter((m) =>
      m.subject.startsWith('Your refund'),
    );
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0].textBody).toContain('$25');
  });

  it('a part refunded in the Stripe dashboard is recorded once; the console offers only the rest', async () => {
    const { member, order, intent } = await paidStripeOrder(750);
    await webhook(fake.paymentSucceededEvent(intent));
    const ops = await signedInUser(t, { role: 'operator' });
    const view = async () => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/operator/lead-orders/${order.id}`,
        headers: { cookie: ops.cookie },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    const history = async () => {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/api/blu/orders',
        headers: { cookie: member.cookie },
      });
      return reply.json().find((o: { id: string }) => o.id === order.id);
    };
    const rows = () => t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));

    const half = fake.refundInDashboard(intent, 3750);
    const event = fake.chargeRefundedEventWithRefunds(intent);
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await view()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedCents: 3750,
      refundableCents: 3750,
      refunds: [{ amountCents: 3750, status: 'succeeded', reason: 'Refunded in Stripe' }],
    });
    expect(await history()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedCents: 3750,
    });
    const [recorded] = await rows();
    expect(recorded).toMatchObject({ providerRefundId: half.id, actorUserId: null });

    // The same event again, and again with the list left out (the provider is asked): no new row.
    expect((await webhook(event)).statusCode).toBe(200);
    const asked = fake.calls.length;
    const bare = fake.chargeRefundedEvent(intent, { fullyRefunded: false, amountRefunded: 3750 });
    expect((await webhook(bare)).statusCode).toBe(200);
    expect(fake.calls.slice(asked).map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/refunds',
    ]);
    expect(await rows()).toHaveLength(1);

    // A refund the console makes is reported back too, and is not recorded twice.
    const part = await post(
      `/api/operator/lead-orders/${order.id}/refund`,
      { amountCents: 1000 },
      ops.cookie,
    );
    expect(part.json()).toMatchObject({ refundedCents: 4750, refundableCents: 2750 });
    expect((await webhook(fake.chargeRefundedEventWithRefunds(intent))).statusCode).toBe(200);
    expect(await rows()).toHaveLength(2);

    // Someone refunds the rest in the dashboard: the order is refunded, once.
    fake.refundInDashboard(intent, 2750);
    const full = fake.chargeRefundedEventWithRefunds(intent);
    expect((await webhook(full)).statusCode).toBe(200);
    expect((await webhook(full)).statusCode).toBe(200);
    expect(await view()).toMatchObject({
      paymentStatus: 'refunded',
      refundedCents: 7500,
      refundableCents: 0,
    });
    expect(await history()).toMatchObject({ paymentStatus: 'refunded', refundedCents: 7500 });
    expect((await rows()).map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([
      1000, 2750, 3750,
    ]);
  });

  it('fails an order and refunds it through Stripe; the shortfall of a delivery is refunded pro rata', async () => {
    const ops = await signedInUser(t, { role: 'operator' });
    const first = await paidStripeOrder(500);
    await webhook(fake.paymentSucceededEvent(first.intent));
    const failed = await post(
      `/api/operator/lead-orders/${first.order.id}/fail`,
      { reason: 'No leads match these filters' },
      ops.cookie,
    );
    expect(failed.json()).toMatchObject({ deliveryStatus: 'failed', paymentStatus: 'refunded' });
    expect(fake.refundCalls().at(-1)?.idempotencyKey).toBe(`fail:${first.order.id}`);

    const second = await paidStripeOrder(250);
    await webhook(fake.paymentSucceededEvent(second.intent));
    const csv = [
      'Company Name,Contact Name,Email,Phone,City,State,Industry',
      ...Array.from({ length: 200 }, (_, i) => `C${i},P${i},e${i}@x.com,1,,,`),
    ].join('\n');
    const delivered = await t.app.inject({
      method: 'POST',
      url: `/api/operator/lead-orders/${second.order.id}/deliver`,
      payload: csv,
      headers: { cookie: ops.cookie, 'content-type': 'text/csv' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({ deliveredCount: 200, refundedCents: 500 });
    const mail = (await mailsTo(second.customerEmail)).find((m) =>
      m.subject.startsWith('Your leads are ready'),
    );
    expect(mail?.textBody).toContain('$5');
  });
});
