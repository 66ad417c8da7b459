import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuideSignupRow, LeadOrderRow, PurchaseRow } from '../../common/contracts/operator';
import { guideSignups, leadOrders, orderRefunds, orders } from '../src/db/schema';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// The console's lists of free-guide sign-ups and purchases: operators only (a visitor 401, a
// member the 404 of an unknown path, whatever they send), filters and search in SQL, keyset pages
// that neither skip nor repeat, and CSV exports that open safely in a spreadsheet.

let t: TestApp;
let operator: string;
let member: string;
let buyer: { id: string; username: string };

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  operator = (await signedInUser(t, { role: 'operator' })).cookie;
  member = (await signedInUser(t)).cookie;
  const b = await signedInUser(t);
  buyer = { id: b.user.id, username: b.user.username };

  // Five sign-ups on 1-5 March, one of them trying a spreadsheet formula in every field.
  const signup = (n: number, overrides: Partial<typeof guideSignups.$inferInsert> = {}) => ({
    firstName: `Reader${n}`,
    email: `reader${n}@example.com`,
    emailKey: `reader${n}@example.com`,
    phone: `555000000${n}`,
    source: 'ai_download' as const,
    createdAt: at(`2026-03-0${n}T12:00:00Z`),
    updatedAt: at(`2026-03-0${n}T12:00:00Z`),
    ...overrides,
  });
  await t.db.insert(guideSignups).values([
    signup(1),
    signup(2, { email: 'Jane.Doe@Example.com', emailKey: 'jane.doe@example.com' }),
    signup(3, {
      firstName: '=HYPERLINK("http://evil.example","x")',
      email: '+evil@example.com',
      emailKey: '+evil@example.com',
      phone: '-5550003',
    }),
    signup(4, {
      firstName: '@SUM(A1:A9)',
      email: '100%_real@example.com',
      emailKey: '100%_real@example.com',
    }),
    signup(5),
  ]);

  // Purchases in April, and a lead order that is not a purchase.
  const order = (overrides: Partial<typeof orders.$inferInsert>) => ({
    product: 'toolbox' as const,
    amountCents: 4700,
    email: 'buyer@example.com',
    provider: 'simulated' as const,
    status: 'paid' as const,
    ...overrides,
  });
  // Two created in the same instant: paging must keep both.
  const sameInstant = at('2026-04-02T09:30:00.123Z');
  await t.db.insert(orders).values([
    order({
      createdAt: at('2026-04-01T10:00:00Z'),
      paidAt: at('2026-04-01T10:01:00Z'),
      userId: buyer.id,
    }),
    order({ product: 'agency', amountCents: 14700, createdAt: sameInstant, paidAt: sameInstant }),
    order({
      product: 'agency',
      amountCents: 0,
      createdAt: sameInstant,
      paidAt: sameInstant,
      promoCode: 'LAUNCH100',
      provider: 'free',
      email: '=cmd@example.com',
    }),
    order({ status: 'awaiting_payment', createdAt: at('2026-04-03T10:00:00Z') }),
    order({
      status: 'refunded',
      createdAt: at('2026-04-04T10:00:00Z'),
      refundedAt: at('2026-04-05T10:00:00Z'),
      email: 'Refund.Me@example.com',
    }),
    order({
      product: 'blu_leads',
      amountCents: 5000,
      status: 'pending',
      createdAt: at('2026-04-05T10:00:00Z'),
    }),
  ]);

  // Three paid lead orders in June: pending, delivered short (with a shortfall refund), failed.
  const details = (name: string, filters: { type: string; value: string }[]) => ({
    customerName: name,
    customerEmail: 'x@example.com',
    quantity: 500,
    filters,
  });
  const [pending, delivered, failed] = await t.db
    .insert(orders)
    .values([
      order({
        product: 'blu_leads',
        amountCents: 5000,
        email: 'pending@example.com',
        createdAt: at('2026-06-01T10:00:00Z'),
        paidAt: at('2026-06-01T10:00:00Z'),
        details: details('Pat Pending', [{ type: 'Industry', value: 'Software' }]),
      }),
      order({
        product: 'blu_leads',
        amountCents: 5000,
        status: 'partially_refunded',
        email: 'done@example.com',
        createdAt: at('2026-06-02T10:00:00Z'),
        paidAt: at('2026-06-02T10:00:00Z'),
        details: details('=Dee Delivered', [
          { type: 'City', value: 'Austin' },
          { type: 'State', value: '-TX' },
        ]),
      }),
      order({
        product: 'blu_leads',
        amountCents: 2500,
        status: 'refunded',
        email: 'failed@example.com',
        createdAt: at('2026-06-03T10:00:00Z'),
        paidAt: at('2026-06-03T10:00:00Z'),
        details: details('Fay Failed', [{ type: 'Zip Code', value: '10001' }]),
      }),
    ])
    .returning({ id: orders.id });
  const due = (iso: string) => new Date(new Date(iso).getTime() + 86_400_000);
  await t.db.insert(leadOrders).values([
    { orderId: pending.id, quantity: 500, dueAt: due('2026-06-01T10:00:00Z') },
    {
      orderId: delivered.id,
      quantity: 500,
      deliveryStatus: 'delivered',
      dueAt: due('2026-06-02T10:00:00Z'),
      deliveredCount: 480,
      deliveredAt: at('2026-06-02T20:00:00Z'),
    },
    {
      orderId: failed.id,
      quantity: 250,
      deliveryStatus: 'failed',
      dueAt: due('2026-06-03T10:00:00Z'),
      failureReason: 'No leads match',
    },
  ]);
  await t.db.insert(orderRefunds).values([
    {
      orderId: delivered.id,
      amountCents: 200,
      reason: 'shortfall',
      status: 'succeeded',
      idempotencyKey: `r-${delivered.id}`,
    },
    {
      orderId: failed.id,
      amountCents: 2500,
      reason: 'failed',
      status: 'succeeded',
      idempotencyKey: `r-${failed.id}`,
    },
    {
      orderId: failed.id,
      amountCents: 100,
      reason: 'never made',
      status: 'failed',
      idempotencyKey: `r2-${failed.id}`,
    },
  ]);
});

afterAll(async () => {
  await t?.close();
});

const operatorUrls = [
  '/api/operator/lists/guide-signups',
  '/api/operator/lists/guide-signups/export.csv',
  '/api/operator/lists/purchases',
  '/api/operator/lists/purchases/export.csv',
  '/api/operator/lists/lead-orders',
  '/api/operator/lists/lead-orders/export.csv',
];

describe('who may call', () => {
  it.each(operatorUrls)(
    '%s: visitor 401, member 404 as if unknown, even with bad input',
    async (url) => {
      for (const query of ['', '?limit=abc', '?from=yesterday', '?nope=1']) {
        const visitor = await get(`${url}${query}`);
        expect(visitor.statusCode, `${url}${query}`).toBe(401);
        const asMember = await get(`${url}${query}`, member);
        expect(asMember.statusCode, `${url}${query}`).toBe(404);
        expect(asMember.json()).toEqual({ message: `Not found: GET ${url}` });
        // Exactly what an unknown path answers.
        const unknown = await get(`${url}-nothing-here`, member);
        expect(unknown.json().message).toBe(`Not found: GET ${url}-nothing-here`);
      }
      expect((await get(url, operator)).statusCode).toBe(200);
    },
  );

  it('answers the operator with no-store', async () => {
    const response = await get('/api/operator/lists/purchases', operator);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('free-guide sign-ups', () => {
  const list = async (query = '') => {
    const response = await get(`/api/operator/lists/guide-signups${query}`, operator);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: GuideSignupRow[]; nextCursor: string | null };
  };

  it('lists newest first', async () => {
    const page = await list();
    expect(page.items.map((r) => r.phone)).toEqual([
      '5550000005',
      '5550000004',
      '-5550003',
      '5550000002',
      '5550000001',
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('filters by date range (from inclusive, to exclusive) and searches email or name, any case', async () => {
    const range = await list(
      `?from=${encodeURIComponent('2026-03-02T12:00:00Z')}&to=${encodeURIComponent('2026-03-04T12:00:00Z')}`,
    );
    expect(range.items.map((r) => r.createdAt)).toEqual([
      '2026-03-03T12:00:00.000Z',
      '2026-03-02T12:00:00.000Z',
    ]);
    expect((await list('?search=JANE.DOE')).items.map((r) => r.email)).toEqual([
      'Jane.Doe@Example.com',
    ]);
    expect((await list('?search=reader5')).items).toHaveLength(1);
    // % and _ are letters, not wildcards.
    expect((await list('?search=%25_')).items.map((r) => r.email)).toEqual([
      '100%_real@example.com',
    ]);
    expect((await list('?search=nobody')).items).toEqual([]);
  });

  it('pages without skipping or repeating', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('exports the filtered list as a spreadsheet-safe CSV', async () => {
    const response = await get(
      `/api/operator/lists/guide-signups/export.csv?to=${encodeURIComponent('2026-03-05T00:00:00Z')}`,
      operator,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="guide-signups-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('First name,Email,Phone,Source,Signed up (UTC),Last requested (UTC)');
    expect(lines).toHaveLength(5);
    // Every formula start is neutralised with an apostrophe.
    expect(lines[1].startsWith("'@SUM(A1:A9),")).toBe(true);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[2]).toContain("'+evil@example.com");
    expect(lines[2]).toContain("'-5550003");
    for (const line of lines.slice(1)) {
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^"?[=+\-@]/);
    }
  });
});

describe('purchases', () => {
  const list = async (query = '') => {
    const response = await get(`/api/operator/lists/purchases${query}`, operator);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: PurchaseRow[]; nextCursor: string | null };
  };

  it('lists toolbox and agency orders only, newest first, with the account', async () => {
    const page = await list();
    expect(page.items).toHaveLength(5);
    expect(page.items.every((r) => r.product !== ('blu_leads' as string))).toBe(true);
    expect(page.items[0]).toMatchObject({ status: 'refunded', email: 'Refund.Me@example.com' });
    const owned = page.items.find((r) => r.username !== null);
    expect(owned).toMatchObject({
      username: buyer.username,
      product: 'toolbox',
      amountCents: 4700,
    });
  });

  it('filters by product, status, date range and email', async () => {
    expect((await list('?product=agency')).items.map((r) => r.amountCents).sort()).toEqual([
      0, 14700,
    ]);
    expect((await list('?status=awaiting_payment')).items).toHaveLength(1);
    expect((await list('?status=refunded&product=toolbox')).items).toHaveLength(1);
    expect((await list('?status=refunded&product=agency')).items).toHaveLength(0);
    expect(
      (
        await list(
          `?from=${encodeURIComponent('2026-04-02T00:00:00+00:00')}&to=${encodeURIComponent('2026-04-03T00:00:00+00:00')}`,
        )
      ).items,
    ).toHaveLength(2);
    expect((await list('?search=refund.ME')).items).toHaveLength(1);
  });

  it('pages through two orders created in the same instant without losing one', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('exports the filtered list as a spreadsheet-safe CSV', async () => {
    const response = await get('/api/operator/lists/purchases/export.csv?product=agency', operator);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order id,Product,Offer,Amount,Currency,Status,Email,Account,Payment,Promo code,Created (UTC),Paid (UTC),Refunded (UTC)',
    );
    expect(lines).toHaveLength(3);
    const free = lines.find((l) => l.includes('LAUNCH100'))!;
    expect(free).toContain(',0.00,USD,paid,');
    expect(free).toContain(",'=cmd@example.com,");
    expect(lines.some((l) => l.includes(',147.00,USD,'))).toBe(true);
  });
});

describe('lead orders', () => {
  const list = async (query = '') => {
    const response = await get(`/api/operator/lists/lead-orders${query}`, operator);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: LeadOrderRow[]; nextCursor: string | null };
  };

  it('lists every paid lead order newest first with delivery, payment and refunds', async () => {
    const page = await list();
    expect(page.items.map((r) => r.customerEmail)).toEqual([
      'failed@example.com',
      'done@example.com',
      'pending@example.com',
    ]);
    const [failedRow, deliveredRow, pendingRow] = page.items;
    expect(failedRow).toMatchObject({
      deliveryStatus: 'failed',
      paymentStatus: 'refunded',
      refundedCents: 2500,
      failureReason: 'No leads match',
      quantity: 250,
    });
    expect(deliveredRow).toMatchObject({
      deliveryStatus: 'delivered',
      paymentStatus: 'partially_refunded',
      deliveredCount: 480,
      refundedCents: 200,
      customerName: '=Dee Delivered',
    });
    expect(deliveredRow.number).toBe(deliveredRow.id.slice(-8).toUpperCase());
    expect(pendingRow).toMatchObject({
      deliveryStatus: 'pending',
      refundedCents: 0,
      filters: [{ type: 'Industry', value: 'Software' }],
      dueAt: '2026-06-02T10:00:00.000Z',
    });
  });

  it('filters by delivery state, payment state, dates and email or name', async () => {
    expect((await list('?status=pending')).items.map((r) => r.customerEmail)).toEqual([
      'pending@example.com',
    ]);
    expect((await list('?payment=partially_refunded')).items).toHaveLength(1);
    expect((await list('?status=delivered&payment=refunded')).items).toHaveLength(0);
    expect((await list('?search=FAY')).items.map((r) => r.customerEmail)).toEqual([
      'failed@example.com',
    ]);
    expect((await list('?search=done@')).items).toHaveLength(1);
    expect(
      (
        await list(
          `?from=${encodeURIComponent('2026-06-02T00:00:00Z')}&to=${encodeURIComponent('2026-06-03T00:00:00Z')}`,
        )
      ).items,
    ).toHaveLength(1);
  });

  it('pages without skipping or repeating', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(3);
    expect(seen).toHaveLength(3);
  });

  it('exports a spreadsheet-safe CSV of the filtered list', async () => {
    const response = await get(
      '/api/operator/lists/lead-orders/export.csv?status=delivered',
      operator,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="lead-orders-/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(
      lines[0].startsWith(
        'Order,Order id,Delivery,Payment,Leads ordered,Leads delivered,Amount,Refunded,',
      ),
    ).toBe(true);
    expect(lines[1]).toContain(',delivered,partially_refunded,500,480,50.00,2.00,');
    expect(lines[1]).toContain(',\'=Dee Delivered,done@example.com,"City: Austin; State: -TX",');
  });
});

describe('bad input', () => {
  const cases: [string, string][] = [
    ['?limit=0', 'Limit must be'],
    ['?limit=101', 'Limit must be'],
    ['?limit=abc', 'Limit must be'],
    ['?limit=1.5', 'Limit must be'],
    ['?cursor=garbage', 'This list has changed'],
    [`?cursor=${'x'.repeat(300)}`, 'This list has changed'],
    [
      `?cursor=${Buffer.from('["2026-01-01T00:00:00.000000Z","not-a-uuid"]').toString('base64url')}`,
      'This list has changed',
    ],
    ['?from=yesterday', 'From must be'],
    ['?to=2026-13-45', 'To must be'],
    ['?from=2026-03-01', 'From must be'],
    [
      `?from=${encodeURIComponent('2026-03-05T00:00:00Z')}&to=${encodeURIComponent('2026-03-01T00:00:00Z')}`,
      'The start of the date range',
    ],
    [`?search=${'a'.repeat(201)}`, 'Search must be at most'],
    ['?search=a%00b', 'Search must be one line'],
    ['?search=a%0Ab', 'Search must be one line'],
    ['?search=a&search=b', 'search'],
    ['?nope=1', 'nope'],
  ];
  const leadOrdersOnly: [string, string][] = [
    ['?status=refunded', 'Unknown status'],
    ['?payment=free', 'Unknown payment state'],
    ['?product=blu_leads', 'product'],
  ];
  const purchaseOnly: [string, string][] = [
    ['?product=blu_leads', 'Product must be toolbox or agency'],
    ['?product=', 'Product must be toolbox or agency'],
    ['?status=delivered', 'Unknown status'],
  ];

  it.each(
    operatorUrls.flatMap((url) =>
      [
        ...cases,
        ...(url.includes('purchases') ? purchaseOnly : []),
        ...(url.includes('lead-orders') ? leadOrdersOnly : []),
      ]
        .filter(([query]) => !(url.endsWith('.csv') && /limit|cursor/.test(query)))
        .map(([query, message]) => [url, query, message] as const),
    ),
  )('%s%s: 400 "%s..."', async (url, query, message) => {
    const response = await get(`${url}${query}`, operator);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses paging parameters on the exports', async () => {
    for (const url of operatorUrls.filter((u) => u.endsWith('.csv'))) {
      expect((await get(`${url}?limit=5`, operator)).statusCode).toBe(400);
    }
  });
});
