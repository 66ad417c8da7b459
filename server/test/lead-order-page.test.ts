import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/csv/parse-csv';
import { prospects } from '../src/db/schema';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// A lead order's own page (/blu-leads/orders/:id) reads GET /api/blu/orders/:orderId: its owner
// sees what was ordered, what happened to it and its refunds; anyone else is answered as if the
// order did not exist. The history shows a failed order's reason, and a delivered file of the
// seven columns still loads into the tracker.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_LIMIT_PER_MINUTE: '10000' });
});
afterAll(async () => {
  await t?.close();
});

const sevenColumns = 'Company Name,Contact Name,Email,Phone,City,State,Industry';

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const orderUrl = (orderId: string) => `/api/blu/orders/${orderId}`;

/** A member's order of `quantity` leads with two filters; paid with the test card unless told. */
async function order(cookie: string, quantity = 500, { pay = true } = {}) {
  const created = await call('POST', '/api/create-payment-intent', cookie, {
    email: 'dana@example.com',
    product: 'blu_leads',
    orderDetails: {
      customerName: 'Dana Buyer',
      customerEmail: 'dana@example.com',
      quantity,
      filters: [
        { type: 'Industry', value: 'Dentists' },
        { type: 'City', value: 'Austin' },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { orderId, clientSecret } = created.json();
  if (pay) {
    const paid = await call('POST', '/api/payments/simulated/confirm', undefined, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return orderId as string;
}

const deliver = (orderId: string, csv: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/operator/lead-orders/${orderId}/deliver?fileName=dana-leads.csv`,
    payload: csv,
    headers: { cookie, 'content-type': 'text/csv' },
  });

describe('GET /api/blu/orders/:orderId', () => {
  it('shows its owner what was ordered, what happened, the file and the refunds; never the team notes', async () => {
    const owner = await signedInUser(t);
    const ops = await signedInUser(t, { role: 'operator' });
    const orderId = await order(owner.cookie);

    const before = await call('GET', orderUrl(orderId), owner.cookie);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['cache-control']).toContain('no-store');
    expect(before.json()).toMatchObject({
      id: orderId,
      number: orderId.slice(-8).toUpperCase(),
      quantity: 500,
      totalCents: 5000,
      filters: [
        { type: 'Industry', value: 'Dentists' },
        { type: 'City', value: 'Austin' },
      ],
      status: 'pending',
      paymentStatus: 'paid',
      offer: 'standard',
      paymentMethod: 'test_mode',
      hasFile: false,
      fileName: null,
      failureReason: null,
      refunds: [],
    });
    expect(before.json().dueAt).toEqual(expect.any(String));
    expect(
      before.json().events.map((e: { kind: string; to: string }) => `${e.kind}:${e.to}`),
    ).toEqual(['payment:paid', 'delivery:pending']);

    await call('POST', `/api/operator/lead-orders/${orderId}/notes`, ops.cookie, {
      note: 'Internal: supplier B is cheaper',
    });
    const rows = Array.from(
      { length: 480 },
      (_, i) => `Co ${i},Person ${i},p${i}@x.com,555-01${i},Austin,TX,Dentists`,
    );
    const delivered = await deliver(orderId, [sevenColumns, ...rows].join('\n'), ops.cookie);
    expect(delivered.statusCode, delivered.body).toBe(200);

    const after = await call('GET', orderUrl(orderId), owner.cookie);
    const view = after.json();
    expect(view).toMatchObject({
      status: 'delivered',
      deliveredCount: 480,
      hasFile: true,
      fileName: 'dana-leads.csv',
      refundedCents: 200,
      paymentStatus: 'partially_refunded',
    });
    expect(view.deliveredAt).toEqual(expect.any(String));
    expect(view.events.map((e: { kind: string; to: string }) => `${e.kind}:${e.to}`)).toEqual([
      'payment:paid',
      'delivery:pending',
      'delivery:delivered',
      'refund:partially_refunded',
    ]);
    expect(view.events[2].note).toBe('480 of 500 leads delivered');
    expect(view.refunds).toEqual([
      expect.objectContaining({
        amountCents: 200,
        reason: '20 of 500 leads not delivered',
        status: 'succeeded',
      }),
    ]);
    // What the team writes for itself, and who they are, stay in the console.
    expect(after.body).not.toContain('supplier B');
    expect(after.body).not.toContain(ops.user.username);
    expect(after.body).not.toContain(ops.user.id);

    // The file it links to carries the sample's seven columns.
    const file = await call('GET', `${orderUrl(orderId)}/file`, owner.cookie);
    expect(parseCsv(file.body)[0]).toEqual(sevenColumns.split(','));
  });

  it('answers another member 404 as for an unknown order, a visitor 401, and a bad id 400', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const ops = await signedInUser(t, { role: 'operator' });
    const orderId = await order(owner.cookie);

    const theirs = await call('GET', orderUrl(orderId), other.cookie);
    const unknown = await call(
      'GET',
      orderUrl('00000000-0000-4000-8000-000000000000'),
      other.cookie,
    );
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.body).not.toContain('Dentists');
    // An operator is no owner either: the console has its own calls.
    expect((await call('GET', orderUrl(orderId), ops.cookie)).statusCode).toBe(404);

    const visitor = await call('GET', orderUrl(orderId));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain('Dentists');

    for (const bad of ['not-a-uuid', '1', "'; drop table orders;--"]) {
      const reply = await call('GET', orderUrl(encodeURIComponent(bad)), owner.cookie);
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.json().message).toBe('We could not find this order.');
    }
  });

  it('answers the owner an order not paid yet, for the checkout to show what is being bought', async () => {
    const owner = await signedInUser(t);
    const orderId = await order(owner.cookie, 750, { pay: false });
    const reply = await call('GET', orderUrl(orderId), owner.cookie);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      quantity: 750,
      totalCents: 7500,
      paymentStatus: 'awaiting_payment',
      paidAt: null,
      dueAt: null,
      events: [],
      refunds: [],
    });
    // Still never listed.
    const list = (await call('GET', '/api/blu/orders', owner.cookie)).json();
    expect(list.map((o: { id: string }) => o.id)).not.toContain(orderId);
  });

  it('says the included leads were included, with no charge', async () => {
    const owner = await signedInUser(t, { grants: ['agency', 'toolbox'] });
    const created = await call('POST', '/api/create-payment-intent', owner.cookie, {
      email: 'dana@example.com',
      product: 'blu_leads',
      orderDetails: {
        customerName: 'Dana Buyer',
        customerEmail: 'dana@example.com',
        quantity: 250,
        filters: [{ type: 'State', value: 'Texas' }],
      },
    });
    const { orderId } = created.json();
    expect(
      (await call('POST', '/api/complete-blu-order-alt', owner.cookie, { orderId })).statusCode,
    ).toBe(200);
    expect((await call('GET', orderUrl(orderId), owner.cookie)).json()).toMatchObject({
      offer: 'included',
      paymentMethod: 'included',
      totalCents: 0,
    });
  });
});

describe("a failed order in the customer's history", () => {
  it('shows the reason the operator gave, and the refund with its amount and reason', async () => {
    const owner = await signedInUser(t);
    const ops = await signedInUser(t, { role: 'operator' });
    const orderId = await order(owner.cookie, 250);
    const reason = 'No dentists in Austin match all three filters.';
    const failed = await call('POST', `/api/operator/lead-orders/${orderId}/fail`, ops.cookie, {
      reason,
    });
    expect(failed.statusCode, failed.body).toBe(200);

    const listed = (await call('GET', '/api/blu/orders', owner.cookie)).json();
    expect(listed.find((o: { id: string }) => o.id === orderId)).toMatchObject({
      status: 'failed',
      failureReason: reason,
      refundedCents: 2500,
    });
    const view = (await call('GET', orderUrl(orderId), owner.cookie)).json();
    expect(view.failureReason).toBe(reason);
    expect(view.events.at(-2)).toMatchObject({ kind: 'delivery', to: 'failed', note: reason });
    expect(view.refunds).toEqual([
      expect.objectContaining({ amountCents: 2500, reason: `Order failed: ${reason}` }),
    ]);
  });

  it('shows no reason on an order that did not fail', async () => {
    const owner = await signedInUser(t);
    await order(owner.cookie, 250);
    const [listed] = (await call('GET', '/api/blu/orders', owner.cookie)).json();
    expect(listed.failureReason).toBeNull();
  });
});

describe('a delivered file of the seven columns', () => {
  it('loads into the tracker with its industry, and the columns beyond are not the customer’s', async () => {
    const owner = await signedInUser(t, { grants: ['agency', 'toolbox'] });
    const ops = await signedInUser(t, { role: 'operator' });
    // 500: an agency member's first 250 are the included order, which needs no card.
    const orderId = await order(owner.cookie, 500);
    const file = [
      `Website,${sevenColumns}`,
      'lopez-site.example,Lopez Dental,Maria Lopez,maria@lopez.example,512-555-0142,Austin,TX,Dentists',
      'carter-site.example,Carter HVAC,,james@carter.example,512-555-0144,,,',
    ].join('\n');
    expect((await deliver(orderId, file, ops.cookie)).statusCode).toBe(200);
    const csv = (await call('GET', `${orderUrl(orderId)}/file`, owner.cookie)).body;
    expect(csv).not.toContain('-site.example');
    expect(parseCsv(csv)[1]).toEqual([
      'Lopez Dental',
      'Maria Lopez',
      'maria@lopez.example',
      '512-555-0142',
      'Austin',
      'TX',
      'Dentists',
    ]);

    const loaded = await call('POST', '/api/prospects/import', owner.cookie, { orderId });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toMatchObject({ imported: 2, skipped: 0, problems: [] });
    const added = await t.db.select().from(prospects).where(eq(prospects.userId, owner.user.id));
    expect(added.map((p) => p.companyName).sort()).toEqual(['Carter HVAC', 'Lopez Dental']);
    expect(added.find((p) => p.companyName === 'Lopez Dental')?.industry).toBe('Dentists');
  });
});
