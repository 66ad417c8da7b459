import { and, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { leadOrderProduct } from '../../../../common/catalogue';
import { LeadFilter, leadOrderNumber } from '../../../../common/contracts/lead-orders';
import {
  operatorListMessages,
  operatorListPageSize,
  purchaseProducts,
  type GuideSignupFilters,
  type GuideSignupListQuery,
  type GuideSignupPage,
  type GuideSignupRow,
  type LeadOrderListFilters,
  type LeadOrderListQuery,
  type LeadOrderRow,
  type LeadOrderRowPage,
  type PurchaseFilters,
  type PurchaseListQuery,
  type PurchasePage,
  type PurchaseRow,
} from '../../../../common/contracts/operator';
import { csvCell, CSV_BOM, type CsvValue } from '../../../../common/csv';
import { operatorText } from '../../../../content/operator';
import { readByText } from '../../lists/read-by-text';
import type { Db } from '../../db/client';
import {
  isoMicrosText,
  isoMillisText,
  millisOfMicrosText,
  preparedRows,
  type Placeholders,
} from '../../db/driver-rows';
import { guideSignups, leadOrders, orderRefunds, orders, users } from '../../db/schema';
import {
  afterCursor,
  afterPlaceholders,
  afterValues,
  anyContains,
  anyMatches,
  encodeNewestCursor,
  likePattern,
  newestFirst,
  pageOf,
  type AfterValues,
  type NewestKeys,
} from '../../lists/keyset';

// The console's lists, paged like the CRM's (docs/decisions/0021-crm-lists-that-grow.md) with the
// lists' module (server/src/lists/keyset.ts): newest first on (created_at, id), the cursor
// carrying the database's own microsecond text of created_at, filters and search in SQL, and the
// CSV export walking the same pages.

/** The date range (from inclusive, to exclusive) on a creation time: dates or placeholders. */
function inRange(
  column: AnyPgColumn,
  filters: { from?: Date | SQLWrapper; to?: Date | SQLWrapper },
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(gte(column, filters.from));
  if (filters.to) conditions.push(lt(column, filters.to));
  return conditions;
}

const dateOf = (value: string | undefined) => (value ? new Date(value) : undefined);

/** Rows after the page's cursor, newest first, in the order of the (created_at desc, id desc) index. */
const after = (keys: NewestKeys, cursor: string | undefined) =>
  afterCursor(keys, cursor, operatorListMessages.cursorInvalid);

function toPage<Row extends { id: string }>(
  rows: { row: Row; createdAtText: string }[],
  limit: number,
) {
  const page = pageOf(rows, limit, (last) =>
    encodeNewestCursor({ createdAt: last.createdAtText, id: last.row.id }),
  );
  return { items: page.items.map((r) => r.row), nextCursor: page.nextCursor };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

// Free-guide sign-ups.

function guideSignupConditions(filters: GuideSignupFilters): SQL[] {
  const conditions = inRange(guideSignups.createdAt, {
    from: dateOf(filters.from),
    to: dateOf(filters.to),
  });
  if (filters.search) {
    conditions.push(anyContains(filters.search, [guideSignups.email, guideSignups.firstName]));
  }
  return conditions;
}

export async function listGuideSignups(
  db: Db,
  query: GuideSignupListQuery = {},
): Promise<GuideSignupPage> {
  const limit = query.limit ?? operatorListPageSize.default;
  const rows = await db
    .select({
      signup: guideSignups,
      createdAtText: isoMicrosText(guideSignups.createdAt),
    })
    .from(guideSignups)
    .where(and(...guideSignupConditions(query), ...after(guideSignups, query.cursor)))
    .orderBy(...newestFirst(guideSignups))
    .limit(limit + 1);
  return toPage(
    rows.map(({ signup, createdAtText }) => ({
      createdAtText,
      row: {
        id: signup.id,
        firstName: signup.firstName,
        email: signup.email,
        phone: signup.phone,
        source: signup.source,
        createdAt: signup.createdAt.toISOString(),
        updatedAt: signup.updatedAt.toISOString(),
      } satisfies GuideSignupRow,
    })),
    limit,
  );
}

// Purchases: toolbox and agency orders.

function purchaseConditions(filters: PurchaseFilters): SQL[] {
  const conditions = [
    inArray(orders.product, filters.product ? [filters.product] : [...purchaseProducts]),
    ...inRange(orders.createdAt, { from: dateOf(filters.from), to: dateOf(filters.to) }),
  ];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.search) conditions.push(anyContains(filters.search, [orders.email]));
  return conditions;
}

export async function listPurchases(db: Db, query: PurchaseListQuery = {}): Promise<PurchasePage> {
  const limit = query.limit ?? operatorListPageSize.default;
  const rows = await db
    .select({
      order: orders,
      username: users.username,
      createdAtText: isoMicrosText(orders.createdAt),
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(...purchaseConditions(query), ...after(orders, query.cursor)))
    .orderBy(...newestFirst(orders))
    .limit(limit + 1);
  return toPage(
    rows.map(({ order, username, createdAtText }) => ({
      createdAtText,
      row: {
        id: order.id,
        product: order.product as PurchaseRow['product'],
        offer: order.offer,
        amountCents: order.amountCents,
        currency: order.currency,
        email: order.email,
        username,
        status: order.status,
        provider: order.provider,
        promoCode: order.promoCode,
        createdAt: order.createdAt.toISOString(),
        paidAt: iso(order.paidAt),
        refundedAt: iso(order.refundedAt),
      } satisfies PurchaseRow,
    })),
    limit,
  );
}

// Lead orders: every paid one (its delivery row is made with the payment).

/** What a page of lead orders is read with: its statement is built once per shape (preparedRows). */
type LeadOrderValues = AfterValues & {
  /** The range's ends as ISO text (the time column's own text for a Date). */
  from?: string;
  to?: string;
  status?: string;
  payment?: string;
  /** The search term, as likePattern writes it. */
  pattern?: string;
  limit: number;
};

function leadOrderConditions(p: Placeholders<LeadOrderValues>): SQL[] {
  const conditions = [eq(orders.product, leadOrderProduct), ...inRange(orders.createdAt, p)];
  if (p.status) conditions.push(eq(leadOrders.deliveryStatus, p.status));
  if (p.payment) conditions.push(eq(orders.status, p.payment));
  if (p.pattern) {
    conditions.push(anyMatches(p.pattern, [orders.email, sql`${orders.details}->>'customerName'`]));
  }
  return conditions;
}

const LeadFilters = z.array(LeadFilter);

/**
 * An order's filters, from their JSON text; an order whose details cannot be read still lists.
 * A row reads only the two fields of the details it shows (the customer's name and the filters):
 * reading the whole details as text and looking it up for every row was a measurable part of
 * each request (record 0065).
 */
const leadFilters = readByText((filters) => {
  const parsed = LeadFilters.safeParse(filters);
  return parsed.success ? parsed.data : [];
});

/** Refunded cents per order (succeeded refunds only), as a subquery column. */
const refundedCents = sql<number>`(select coalesce(sum(${orderRefunds.amountCents}), 0)::int from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} = 'succeeded')`;

/** The list's columns, read as the driver gives them (preparedRows), under these names. */
const leadOrderColumns = {
  id: orders.id,
  // Times as text, written by the database: created_at to the microsecond for the cursor (the
  // answer's text is cut from it), the others as Date#toISOString writes them.
  createdAtText: isoMicrosText(orders.createdAt).as('created_at_text'),
  paidAt: isoMillisText(orders.paidAt).as('paid_at_iso'),
  dueAt: isoMillisText(leadOrders.dueAt).as('due_at_iso'),
  deliveryStatus: leadOrders.deliveryStatus,
  paymentStatus: orders.status,
  quantity: leadOrders.quantity,
  deliveredCount: leadOrders.deliveredCount,
  deliveredAt: isoMillisText(leadOrders.deliveredAt).as('delivered_at_iso'),
  amountCents: orders.amountCents,
  refundedCents: refundedCents.as('refunded_cents'),
  email: orders.email,
  customerName: sql<string | null>`${orders.details}->>'customerName'`.as('customer_name'),
  filtersText: sql<string | null>`(${orders.details}->'filters')::text`.as('filters_text'),
  failureReason: leadOrders.failureReason,
};
type LeadOrderListRow = {
  id: string;
  created_at_text: string;
  paid_at_iso: string | null;
  due_at_iso: string;
  delivery_status: LeadOrderRow['deliveryStatus'];
  status: string;
  quantity: number;
  delivered_count: number | null;
  delivered_at_iso: string | null;
  amount_cents: number;
  refunded_cents: number;
  email: string;
  customer_name: string | null;
  filters_text: string | null;
  failure_reason: string | null;
};

const leadOrderOfListRow = (row: LeadOrderListRow): LeadOrderRow => ({
  id: row.id,
  number: leadOrderNumber(row.id),
  createdAt: millisOfMicrosText(row.created_at_text),
  paidAt: row.paid_at_iso,
  dueAt: row.due_at_iso,
  deliveryStatus: row.delivery_status,
  paymentStatus: row.status,
  quantity: row.quantity,
  deliveredCount: row.delivered_count,
  deliveredAt: row.delivered_at_iso,
  amountCents: row.amount_cents,
  refundedCents: row.refunded_cents,
  customerEmail: row.email,
  customerName: row.customer_name ?? '',
  filters: row.filters_text === null ? [] : leadFilters(row.filters_text),
  failureReason: row.failure_reason,
});

export async function listLeadOrders(
  db: Db,
  query: LeadOrderListQuery = {},
): Promise<LeadOrderRowPage> {
  const limit = query.limit ?? operatorListPageSize.default;
  const values: LeadOrderValues = {
    from: dateOf(query.from)?.toISOString(),
    to: dateOf(query.to)?.toISOString(),
    status: query.status,
    payment: query.payment,
    pattern: query.search ? likePattern(query.search) : undefined,
    ...afterValues(query.cursor, operatorListMessages.cursorInvalid),
    limit: limit + 1,
  };
  const rows = await preparedRows<LeadOrderListRow, LeadOrderValues>(
    db,
    'operator_lead_orders',
    values,
    (p) =>
      db
        .select(leadOrderColumns)
        .from(orders)
        .innerJoin(leadOrders, eq(leadOrders.orderId, orders.id))
        .where(and(...leadOrderConditions(p), ...afterPlaceholders(orders, p)))
        .orderBy(...newestFirst(orders))
        .limit(p.limit),
  );
  const { items, nextCursor } = pageOf(rows, limit, (last) =>
    encodeNewestCursor({ createdAt: last.created_at_text, id: last.id }),
  );
  return { items: items.map(leadOrderOfListRow), nextCursor };
}

// CSV exports: the list's pages, 500 rows at a time, streamed to the download.

const exportBatchSize = 500;

async function* csvOf<Row>(
  columns: readonly { header: string; value: (row: Row) => CsvValue }[],
  nextPage: (cursor: string | undefined) => Promise<{ items: Row[]; nextCursor: string | null }>,
): AsyncGenerator<string> {
  yield `${CSV_BOM}${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
  let cursor: string | undefined;
  do {
    const page = await nextPage(cursor);
    if (page.items.length > 0) {
      yield page.items
        .map((row) => `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`)
        .join('');
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function exportGuideSignupsCsv(db: Db, filters: GuideSignupFilters) {
  const headers = operatorText.csv.guideSignups;
  return csvOf<GuideSignupRow>(
    [
      { header: headers.firstName, value: (r) => r.firstName },
      { header: headers.email, value: (r) => r.email },
      { header: headers.phone, value: (r) => r.phone },
      { header: headers.source, value: (r) => r.source },
      { header: headers.createdAt, value: (r) => r.createdAt },
      { header: headers.updatedAt, value: (r) => r.updatedAt },
    ],
    (cursor) => listGuideSignups(db, { ...filters, limit: exportBatchSize, cursor }),
  );
}

export function exportPurchasesCsv(db: Db, filters: PurchaseFilters) {
  const headers = operatorText.csv.purchases;
  return csvOf<PurchaseRow>(
    [
      { header: headers.id, value: (r) => r.id },
      { header: headers.product, value: (r) => operatorText.productNames[r.product] },
      { header: headers.offer, value: (r) => r.offer },
      { header: headers.amount, value: (r) => dollars(r.amountCents) },
      { header: headers.currency, value: (r) => r.currency.toUpperCase() },
      { header: headers.status, value: (r) => r.status },
      { header: headers.email, value: (r) => r.email },
      { header: headers.username, value: (r) => r.username },
      { header: headers.provider, value: (r) => r.provider },
      { header: headers.promoCode, value: (r) => r.promoCode },
      { header: headers.createdAt, value: (r) => r.createdAt },
      { header: headers.paidAt, value: (r) => r.paidAt },
      { header: headers.refundedAt, value: (r) => r.refundedAt },
    ],
    (cursor) => listPurchases(db, { ...filters, limit: exportBatchSize, cursor }),
  );
}

export function exportLeadOrdersCsv(db: Db, filters: LeadOrderListFilters) {
  const headers = operatorText.csv.leadOrders;
  return csvOf<LeadOrderRow>(
    [
      { header: headers.number, value: (r) => r.number },
      { header: headers.id, value: (r) => r.id },
      { header: headers.delivery, value: (r) => r.deliveryStatus },
      { header: headers.payment, value: (r) => r.paymentStatus },
      { header: headers.quantity, value: (r) => r.quantity },
      { header: headers.delivered, value: (r) => r.deliveredCount },
      { header: headers.amount, value: (r) => dollars(r.amountCents) },
      { header: headers.refunded, value: (r) => dollars(r.refundedCents) },
      { header: headers.customerName, value: (r) => r.customerName },
      { header: headers.customerEmail, value: (r) => r.customerEmail },
      {
        header: headers.filters,
        value: (r) => r.filters.map((f) => `${f.type}: ${f.value}`).join('; '),
      },
      { header: headers.createdAt, value: (r) => r.createdAt },
      { header: headers.paidAt, value: (r) => r.paidAt },
      { header: headers.dueAt, value: (r) => r.dueAt },
      { header: headers.deliveredAt, value: (r) => r.deliveredAt },
      { header: headers.failureReason, value: (r) => r.failureReason },
    ],
    (cursor) => listLeadOrders(db, { ...filters, limit: exportBatchSize, cursor }),
  );
}
