import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  emailOutbox,
  leadOrderEvents,
  leadOrders,
  orderRefunds,
  orders,
  simulatedRefunds,
} from '../src/db/schema';
import { SimulatedProvider } from '../src/core/payments/simulated-provider';
import { buildUser } from '../src/demo/factories';
import { createTestApp, malformedBodies, signedInUser, type TestApp } from './helpers';

// Lead orders in the built-in test mode (simulated provider): the customer's flow, the included
// leads, the refusals, ownership, and the operator console's calls.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CHECKOUT_LIMIT_PER_MINUTE: '10000',
    OPERATOR_EMAIL: 'team@example.com',
  });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const ip = () => `198.19.${Math.floor(++counter / 250) % 250}.${counter % 250}`;

type Req = { cookie?: string };
const post = (url: string, payload: unknown, options: Req = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: ip(),
  });
const get = (url: string, options: Req = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: ip(),
  });

const details = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Dana Buyer',
  customerEmail: 'dana@example.com',
  quantity: 500,
  filters: [
    { type: 'Industry', value: 'Dentists' },
    { type: 'State', value: 'Texas' },
  ],
  ...overrides,
});
const intentBody = (
  overrides: Record<string, unknown> = {},
  body: Record<string, unknown> = {},
) => ({
  email: 'dana@example.com',
  product: 'blu_leads',
  productType: 'blu_leads',
  orderDetails: details(overrides),
  ...body,
});

const countOrders = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
const mailTo = async (to: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

async function member(grants: Array<'agency' | 'toolbox'> = []) {
  return signedInUser(t, { grants });
}
async function operator() {
  return signedInUser(t, { role: 'operator' });
}

/** A member's paid order of `quantity`, paid with the test card. */
async function paidOrder(cookie: string, overrides: Record<string, unknown> = {}) {
  const created = await post('/api/create-payment-intent', intentBody(overrides), { cookie });
  expect(created.statusCode, created.body).toBe(200);
  const { clientSecret, orderId } = created.json();
  const paid = await post('/api/payments/simulated/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { orderId: orderId as string, paymentIntentId: paid.json().paymentIntentId as string };
}

const sevenColumns = 'Company Name,Contact Name,Email,Phone,City,State,Industry';
const csvFile = (rows: number, header = sevenColumns) =>
  [
    header,
    ...Array.from(
      { length: rows },
      (_, i) => `Co ${i},Person ${i},p${i}@x.com,555-01${i},Austin,TX,Dentists`,
    ),
  ].join('\n');
const deliver = (orderId: string, body: string | Buffer, cookie: string, type = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/operator/lead-orders/${orderId}/deliver`,
    payload: body,
    headers: { cookie, 'content-type': type },
  });

describe('a paid lead order, start to finish', () => {
  it('creates the order at the server price, completes once, lists it, delivers 480 of 500 and refunds $2', async () => {
    const { cookie, user } = await member();
    const created = await post('/api/create-payment-intent', intentBody({}, { amount: 50 }), {
      cookie,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      product: 'blu_leads',
      offer: 'standard',
      amountCents: 5000,
    });
    expect(created.json().clientSecret).toMatch(/^sim_pi_/);
    const orderId = created.json().orderId;

    // Never an unpaid order in the history.
    expect((await get('/api/blu/orders', { cookie })).json()).toEqual([]);

    const paid = await post('/api/payments/simulated/confirm', {
      clientSecret: created.json().clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(200);
    const completions = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(
          '/api/complete-blu-order',
          { paymentIntentId: paid.json().paymentIntentId },
          { cookie },
        ),
      ),
    );
    for (const reply of completions) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toMatchObject({ success: true, emailSent: true });
    }
    expect(await mailTo('dana@example.com')).toHaveLength(1);
    expect(await mailTo('team@example.com')).toHaveLength(1);

    const list = (await get('/api/blu/orders', { cookie })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: orderId,
      number: orderId.slice(-8).toUpperCase(),
      quantity: 500,
      totalCost: 50,
      status: 'pending',
      paymentStatus: 'paid',
      customerEmail: 'dana@example.com',
      hasFile: false,
    });
    expect(list[0].filters).toHaveLength(2);

    const ops = await operator();
    const queue = (await get('/api/operator/lead-orders', { cookie: ops.cookie })).json();
    expect(queue.items.map((i: { id: string }) => i.id)).toContain(orderId);
    const started = await post(
      `/api/operator/lead-orders/${orderId}/start-processing`,
      {},
      { cookie: ops.cookie },
    );
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().deliveryStatus).toBe('processing');

    const delivered = await deliver(orderId, csvFile(480), ops.cookie);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({
      deliveryStatus: 'delivered',
      deliveredCount: 480,
      refundedCents: 200,
      paymentStatus: 'partially_refunded',
    });
    const kinds = delivered
      .json()
      .events.map((e: { kind: string; to: string }) => `${e.kind}:${e.to}`);
    expect(kinds).toEqual([
      'payment:paid',
      'delivery:pending',
      'delivery:processing',
      'delivery:delivered',
      'refund:partially_refunded',
    ]);
    expect(delivered.json().events[2].actor.username).toBe(ops.user.username);

    const mails = await mailTo('dana@example.com');
    expect(mails).toHaveLength(2);
    const deliveredMail = mails.find((m) => m.subject.startsWith('Your leads are ready'))!;
    expect(deliveredMail.textBody).toContain('$2');
    // The link to the order's own page, alone on its line.
    expect(
      deliveredMail.textBody
        .split('\n')
        .filter((line) => /^https?:\/\/[^\s]+\/blu-leads\/orders\/[0-9a-f-]+$/.test(line)),
    ).toEqual([expect.stringMatching(new RegExp(`/blu-leads/orders/${orderId}$`))]);

    const after = (await get('/api/blu/orders', { cookie })).json();
    expect(after[0]).toMatchObject({
      status: 'delivered',
      deliveredCount: 480,
      hasFile: true,
      refundedCents: 200,
    });
    const file = await get(`/api/blu/orders/${orderId}/file`, { cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    expect(file.body.trim().split(/\r?\n/)).toHaveLength(481);
    // The customer's file carries the columns the sample on /blu-leads shows.
    expect(file.body.replace('\uFEFF', '').split('\r\n')[0]).toBe(sevenColumns);

    // Ownership: another member gets 404 for the file, and an empty history.
    const other = await member();
    expect(
      (await get(`/api/blu/orders/${orderId}/file`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect((await get('/api/blu/orders', { cookie: other.cookie })).json()).toEqual([]);
    expect(
      (
        await post(
          '/api/complete-blu-order',
          { paymentIntentId: paid.json().paymentIntentId },
          { cookie: other.cookie },
        )
      ).statusCode,
    ).toBe(404);
    expect(user.id).toBeTruthy();

    // Delivering twice changes nothing.
    expect((await deliver(orderId, csvFile(500), ops.cookie)).statusCode).toBe(409);
  });
});

describe('the included 250 leads of the agency program', () => {
  it('costs $0 once per account, completes only through the alt call, even when raced', async () => {
    const { cookie } = await member(['agency']);
    const allowance = (await get('/api/blu/allowance', { cookie })).json();
    expect(allowance).toEqual({ includedAvailable: true, includedQuantity: 250 });
    const raced = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/create-payment-intent', intentBody({ quantity: 250 }, { amount: 0 }), {
          cookie,
        }),
      ),
    );
    const ids = new Set(raced.map((r) => r.json().orderId));
    expect(ids.size).toBe(1);
    for (const r of raced)
      expect(r.json()).toMatchObject({ clientSecret: null, amountCents: 0, offer: 'included' });
    const [orderId] = [...ids];
    const done = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/complete-blu-order-alt', { orderId }, { cookie })),
    );
    for (const reply of done)
      expect(reply.json()).toMatchObject({ success: true, emailSent: true });
    expect((await get('/api/blu/allowance', { cookie })).json().includedAvailable).toBe(false);

    // The second order of 250 costs $25 and has an intent; the alt call refuses it with 402.
    const second = await post('/api/create-payment-intent', intentBody({ quantity: 250 }), {
      cookie,
    });
    expect(second.json()).toMatchObject({ amountCents: 2500, offer: 'standard' });
    const refused = await post(
      '/api/complete-blu-order-alt',
      { orderId: second.json().orderId },
      { cookie },
    );
    expect(refused.statusCode).toBe(402);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, second.json().orderId));
    expect(row.status).toBe('awaiting_payment');
    // A $0 total for it is tampering now.
    const zero = await post(
      '/api/create-payment-intent',
      intentBody({ quantity: 250 }, { amount: 0 }),
      { cookie },
    );
    expect(zero.statusCode).toBe(400);
  });

  it('is not free for a member without the agency program, nor for 500 leads', async () => {
    const { cookie } = await member(['toolbox']);
    const reply = await post(
      '/api/create-payment-intent',
      intentBody({ quantity: 250 }, { amount: 0 }),
      { cookie },
    );
    expect(reply.statusCode).toBe(400);
    const agency = await member(['agency']);
    const big = await post('/api/create-payment-intent', intentBody({ quantity: 500 }), {
      cookie: agency.cookie,
    });
    expect(big.json()).toMatchObject({ amountCents: 5000, offer: 'standard' });
  });
});

describe('refusals of the order form and tampering: 400, readable, no order', () => {
  it.each([
    ['quantity 0', { quantity: 0 }],
    ['negative quantity', { quantity: -250 }],
    ['quantity 260', { quantity: 260 }],
    ['quantity 10,000', { quantity: 10_000 }],
    ['quantity as text', { quantity: '500' }],
    ['no filters', { filters: [] }],
    [
      'four filters',
      { filters: Array.from({ length: 4 }, () => ({ type: 'City', value: 'Austin' })) },
    ],
    ['an unknown filter type', { filters: [{ type: 'Favourite Colour', value: 'Blue' }] }],
    ['a 10 KB filter value', { filters: [{ type: 'City', value: 'x'.repeat(10_000) }] }],
    ['an empty filter value', { filters: [{ type: 'City', value: '  ' }] }],
    ['no email', { customerEmail: '' }],
    ['a bad email', { customerEmail: 'not-an-email' }],
    ['no name', { customerName: '' }],
    ['a 10 KB name', { customerName: 'x'.repeat(10_000) }],
    ['a wrong total', { totalCost: 1 }],
    ['a zero total', { totalCost: 0 }],
  ])('%s', async (_name, overrides) => {
    const { cookie } = await member();
    const before = await countOrders();
    const reply = await post('/api/create-payment-intent', intentBody(overrides), { cookie });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toMatch(/[a-z]{3}/);
    expect(await countOrders()).toBe(before);
  });

  it.each([
    [{ amount: 1 }],
    [{ amount: 0 }],
    [{ amount: 25 }],
    [{ amountCents: 1 }],
    [{ price: 0 }],
  ])("the price is the server's: %j is refused", async (tampered) => {
    const { cookie } = await member();
    const before = await countOrders();
    const reply = await post('/api/create-payment-intent', intentBody({}, tampered), { cookie });
    expect(reply.statusCode).toBe(400);
    expect(await countOrders()).toBe(before);
  });

  it('asks a visitor to log in (401) and makes no order', async () => {
    const before = await countOrders();
    const reply = await post('/api/create-payment-intent', intentBody());
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe('Please log in to place an order');
    expect(await countOrders()).toBe(before);
    expect((await get('/api/blu/orders')).statusCode).toBe(401);
  });

  it('refuses malformed bodies on every new JSON route with a 4xx', async () => {
    const { cookie } = await member();
    const ops = await operator();
    const { orderId } = await paidOrder(cookie);
    const routes: Array<[string, Record<string, unknown>, string]> = [
      ['/api/create-payment-intent', intentBody(), cookie],
      ['/api/complete-blu-order', { paymentIntentId: 'sim_pi_000000000000' }, cookie],
      ['/api/complete-blu-order-alt', { orderId }, cookie],
      [`/api/operator/lead-orders/${orderId}/fail`, { reason: 'x' }, ops.cookie],
      [`/api/operator/lead-orders/${orderId}/notes`, { note: 'x' }, ops.cookie],
    ];
    for (const [url, valid, who] of routes) {
      for (const bad of malformedBodies(valid)) {
        const reply = await t.app.inject({
          method: 'POST',
          url,
          payload: bad.payload,
          headers: { cookie: who, 'content-type': bad.contentType ?? 'application/json' },
          remoteAddress: ip(),
        });
        expect(reply.statusCode, `${url} ${bad.name}: ${reply.body}`).toBeGreaterThanOrEqual(400);
        expect(reply.statusCode, `${url} ${bad.name}`).toBeLessThan(500);
        expect(typeof reply.json().message).toBe('string');
      }
    }
    const [row] = await t.db.select().from(leadOrders).where(eq(leadOrders.orderId, orderId));
    expect(row.deliveryStatus).toBe('pending');
    for (const bad of ['not-a-uuid', '1', "'; drop table orders;--"]) {
      expect(
        (await get(`/api/blu/orders/${encodeURIComponent(bad)}/file`, { cookie })).statusCode,
      ).toBe(400);
      expect(
        (await get(`/api/operator/lead-orders/${encodeURIComponent(bad)}`, { cookie: ops.cookie }))
          .statusCode,
      ).toBe(400);
    }
  });
});

describe('the operator calls', () => {
  it('answer a visitor 401 and a member 404, and change nothing', async () => {
    const { cookie } = await member();
    const { orderId } = await paidOrder(cookie);
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/operator/lead-orders', undefined],
      ['GET', `/api/operator/lead-orders/${orderId}`, undefined],
      ['GET', `/api/operator/lead-orders/${orderId}/file`, undefined],
      ['POST', `/api/operator/lead-orders/${orderId}/start-processing`, {}],
      ['POST', `/api/operator/lead-orders/${orderId}/fail`, { reason: 'no' }],
      ['POST', `/api/operator/lead-orders/${orderId}/refund`, {}],
      ['POST', `/api/operator/lead-orders/${orderId}/notes`, { note: 'hi' }],
    ];
    for (const [method, url, payload] of calls) {
      const visitor = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
      });
      expect(visitor.statusCode, url).toBe(401);
      const asMember = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: { cookie },
      });
      expect(asMember.statusCode, url).toBe(404);
    }
    expect((await deliver(orderId, csvFile(500), cookie)).statusCode).toBe(404);
    expect((await deliver(orderId, csvFile(500), '')).statusCode).toBe(401);
    const [row] = await t.db.select().from(leadOrders).where(eq(leadOrders.orderId, orderId));
    expect(row.deliveryStatus).toBe('pending');
    const events = await t.db
      .select()
      .from(leadOrderEvents)
      .where(eq(leadOrderEvents.orderId, orderId));
    expect(events).toHaveLength(2);
  });

  it('check the upload: too big, not CSV, no header, empty, more rows than ordered', async () => {
    const { cookie } = await member();
    const { orderId } = await paidOrder(cookie);
    const ops = await operator();
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const cases: Array<[string, string | Buffer, string, number]> = [
      ['too big', big, 'text/csv', 413],
      ['json', JSON.stringify({ a: 1 }), 'application/json', 415],
      ['no header', csvFile(10, 'a,b,c,d'), 'text/csv', 400],
      ['empty', '', 'text/csv', 400],
      ['only a header', `${sevenColumns}\n`, 'text/csv', 400],
      [
        'the four columns of old',
        csvFile(10, 'Company Name,Contact Name,Email,Phone'),
        'text/csv',
        400,
      ],
      ['binary', Buffer.from([0xff, 0xfe, 0x00, 0x01]), 'text/csv', 400],
      ['more rows than ordered', csvFile(501), 'text/csv', 400],
    ];
    for (const [name, body, type, status] of cases) {
      const reply = await deliver(orderId, body, ops.cookie, type);
      expect(reply.statusCode, `${name}: ${reply.body}`).toBe(status);
      expect(reply.json().message, name).toMatch(/lead file|CSV/);
    }
    const [row] = await t.db.select().from(leadOrders).where(eq(leadOrders.orderId, orderId));
    expect(row.deliveryStatus).toBe('pending');
  });

  it('fail refunds the order; refund takes part then the rest; notes are events', async () => {
    const { cookie } = await member();
    const ops = await operator();
    const first = await paidOrder(cookie, { quantity: 1000 });
    const failed = await post(
      `/api/operator/lead-orders/${first.orderId}/fail`,
      { reason: 'No such leads' },
      { cookie: ops.cookie },
    );
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({
      deliveryStatus: 'failed',
      paymentStatus: 'refunded',
      refundedCents: 10000,
      failureReason: 'No such leads',
    });
    const listed = (await get('/api/blu/orders', { cookie })).json();
    expect(listed[0].status).toBe('failed');
    // The reason reaches the customer's history, not only their inbox.
    expect(listed[0].failureReason).toBe('No such leads');

    const second = await paidOrder(cookie, { quantity: 750 });
    const part = await post(
      `/api/operator/lead-orders/${second.orderId}/refund`,
      { amountCents: 500, reason: 'goodwill' },
      { cookie: ops.cookie },
    );
    expect(part.json()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedCents: 500,
      refundableCents: 7000,
    });
    const tooMuch = await post(
      `/api/operator/lead-orders/${second.orderId}/refund`,
      { amountCents: 7001 },
      { cookie: ops.cookie },
    );
    expect(tooMuch.statusCode).toBe(400);
    const rest = await post(
      `/api/operator/lead-orders/${second.orderId}/refund`,
      {},
      { cookie: ops.cookie },
    );
    expect(rest.json()).toMatchObject({
      paymentStatus: 'refunded',
      refundedCents: 7500,
      refundableCents: 0,
    });
    expect(
      (await post(`/api/operator/lead-orders/${second.orderId}/refund`, {}, { cookie: ops.cookie }))
        .statusCode,
    ).toBe(409);
    const queue = (await get('/api/operator/lead-orders', { cookie: ops.cookie })).json();
    expect(queue.items.map((i: { id: string }) => i.id)).not.toContain(second.orderId);
    expect(
      (await get('/api/blu/orders', { cookie }))
        .json()
        .find((o: { id: string }) => o.id === second.orderId).status,
    ).toBe('refunded');

    const noted = await post(
      `/api/operator/lead-orders/${second.orderId}/notes`,
      { note: 'Called the customer' },
      { cookie: ops.cookie },
    );
    expect(noted.json().events.at(-1)).toMatchObject({ kind: 'note', note: 'Called the customer' });
    const refunds = await t.db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, second.orderId), eq(orderRefunds.status, 'succeeded')));
    expect(refunds.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([500, 7000]);
  });

  it('refunds once for parallel identical refund requests, and each answers that refund', async () => {
    const { cookie } = await member();
    const ops = await operator();
    const { orderId, paymentIntentId } = await paidOrder(cookie, { quantity: 750 });
    const refund = () =>
      post(
        `/api/operator/lead-orders/${orderId}/refund`,
        { amountCents: 500, reason: 'goodwill' },
        { cookie: ops.cookie },
      );
    // Every request is held at the provider until all have arrived there, each having made (or
    // found) its refund row: then they ask the provider at the same moment.
    const parallel = 4;
    const realRefund = SimulatedProvider.prototype.refund;
    let arrived = 0;
    let releaseAll = () => {};
    const allArrived = new Promise<void>((resolve) => (releaseAll = resolve));
    const held = vi.spyOn(SimulatedProvider.prototype, 'refund').mockImplementation(async function (
      this: SimulatedProvider,
      input,
    ) {
      if (++arrived === parallel) releaseAll();
      await allArrived;
      return realRefund.call(this, input);
    });
    const replies = await Promise.all(Array.from({ length: parallel }, refund)).finally(() =>
      held.mockRestore(),
    );
    expect(arrived).toBe(parallel);
    for (const reply of replies) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toMatchObject({
        paymentStatus: 'partially_refunded',
        refundedCents: 500,
        refundableCents: 7000,
      });
    }
    const rows = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(rows.map((r) => [r.amountCents, r.status])).toEqual([[500, 'succeeded']]);
    const made = await t.db
      .select()
      .from(simulatedRefunds)
      .where(eq(simulatedRefunds.intentId, paymentIntentId));
    expect(made.map((r) => r.amountCents)).toEqual([500]);
  });

  it('sorts the queue by due time, soonest first', async () => {
    const { cookie } = await member();
    const ops = await operator();
    const a = await paidOrder(cookie, { quantity: 250 });
    const b = await paidOrder(cookie, { quantity: 1250 });
    await t.db
      .update(leadOrders)
      .set({ dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(leadOrders.orderId, b.orderId));
    const items = (await get('/api/operator/lead-orders', { cookie: ops.cookie })).json()
      .items as Array<{ id: string; dueAt: string }>;
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(b.orderId)).toBeLessThan(ids.indexOf(a.orderId));
    const sorted = [...items].sort((x, y) => x.dueAt.localeCompare(y.dueAt));
    expect(items).toEqual(sorted);
  });
});

describe('team notification without OPERATOR_EMAIL', () => {
  it('goes to every operator', async () => {
    const ops = await buildUser(t.db, { role: 'operator' });
    expect(ops.email).toContain('@');
  });
});
