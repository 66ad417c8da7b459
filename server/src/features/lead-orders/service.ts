import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { catalogue, leadOrderTotalCents } from '../../../../common/catalogue';
import {
  type CompleteLeadOrderReply,
  type LeadAllowance,
  type LeadOrderDetails,
  type LeadOrderListed,
  leadOrderMessages,
  leadOrderNumber,
  type LeadPaymentIntentBody,
  type LeadPaymentIntentReply,
  type ListedState,
} from '../../../../common/contracts/lead-orders';
import { checkoutCurrency, displayedAmountMatches } from '../../../../common/pricing';
import type { Db } from '../../db/client';
import { leadOrders, orderRefunds, orders } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import type { SessionUser } from '../../core/sessions';
import { fulfilOrder } from '../checkout/fulfilment';
import { ensureIntent, intentMatchesOrder, OPEN_ORDER_REUSE_MS } from '../checkout/service';
import { type PaymentProvider, ProviderError, type ProviderIntent } from '../../core/payments/provider';
import { detailsOf } from './paid-step';

type Order = typeof orders.$inferSelect;

const terms = catalogue.leadOrders;
export const providerUnavailable = () => new HttpError(502, leadOrderMessages.providerUnavailable);
const loginRequired = () => new HttpError(401, leadOrderMessages.loginRequired.text);

/** What is stored of the details: the browser's total and user id are never kept. */
function storedDetails(details: LeadOrderDetails) {
  return {
    customerName: details.customerName,
    customerEmail: details.customerEmail,
    quantity: details.quantity,
    filters: details.filters.map((filter) => ({ type: filter.type, value: filter.value })),
  };
}

const isAgencyMember = (buyer: SessionUser) => buyer.entitlements.includes('agency');

/** The account's included order (any state), if it has made one. */
async function includedOrderOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.product, 'blu_leads'), eq(orders.offer, 'included')),
    );
  return row ?? null;
}

export async function leadAllowance(db: Db, buyer: SessionUser): Promise<LeadAllowance> {
  const included = isAgencyMember(buyer) ? await includedOrderOf(db, buyer.id) : null;
  return {
    includedAvailable:
      isAgencyMember(buyer) && (included === null || included.status === 'awaiting_payment'),
    includedQuantity: terms.includedLeadsWithAgency,
  };
}

/**
 * The agency member's one free order of the included quantity: the open one again, or a new one.
 * The partial unique index (one included order per account) decides a race; null once it is spent.
 */
async function claimIncludedOrder(
  db: Db,
  buyer: SessionUser,
  details: ReturnType<typeof storedDetails>,
): Promise<Order | null> {
  const [created] = await db
    .insert(orders)
    .values({
      product: 'blu_leads',
      offer: 'included',
      amountCents: 0,
      currency: checkoutCurrency,
      email: details.customerEmail,
      userId: buyer.id,
      provider: 'free',
      details,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // The account has its included order already: still open, it takes the latest details.
  const [open] = await db
    .update(orders)
    .set({ details, email: details.customerEmail })
    .where(
      and(
        eq(orders.userId, buyer.id),
        eq(orders.product, 'blu_leads'),
        eq(orders.offer, 'included'),
        eq(orders.status, 'awaiting_payment'),
      ),
    )
    .returning();
  return open ?? null;
}

/** The buyer's open order for exactly these details and price, or a new one (a double click pays once). */
async function findOrCreateOpenLeadOrder(
  db: Db,
  buyer: SessionUser,
  details: ReturnType<typeof storedDetails>,
  amountCents: number,
  providerName: 'stripe' | 'simulated',
): Promise<Order> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-order:${buyer.id}`}))`);
    const [open] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, buyer.id),
          eq(orders.product, 'blu_leads'),
          eq(orders.offer, 'standard'),
          eq(orders.status, 'awaiting_payment'),
          eq(orders.amountCents, amountCents),
          eq(orders.provider, providerName),
          sql`${orders.details} = ${JSON.stringify(details)}::jsonb`,
          gt(orders.createdAt, new Date(Date.now() - OPEN_ORDER_REUSE_MS)),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (open) return open;
    const [created] = await tx
      .insert(orders)
      .values({
        product: 'blu_leads',
        offer: 'standard',
        amountCents,
        currency: checkoutCurrency,
        email: details.customerEmail,
        userId: buyer.id,
        provider: providerName,
        details,
      })
      .returning();
    return created;
  });
}

/** POST /api/create-payment-intent for blu_leads: signed in; the server prices the order. */
export async function createLeadPaymentIntent(
  db: Db,
  provider: PaymentProvider,
  body: LeadPaymentIntentBody,
  buyer: SessionUser | null,
  appUrl: string,
  operatorEmails: readonly string[],
): Promise<LeadPaymentIntentReply> {
  if (!buyer) throw loginRequired();
  const details = storedDetails(body.orderDetails);
  const standardCents = leadOrderTotalCents(details.quantity);
  // The browser's figures (dollars) are only checked: the standard price, or $0 for included leads.
  const shown = [body.amount, body.orderDetails.totalCost].filter((v) => v !== undefined);
  const mayBeIncluded = isAgencyMember(buyer) && details.quantity === terms.includedLeadsWithAgency;
  const agrees = (dollars: number) =>
    displayedAmountMatches(dollars, standardCents) ||
    (mayBeIncluded && displayedAmountMatches(dollars, 0));
  if (!shown.every(agrees)) throw badRequest(leadOrderMessages.amountMismatch);

  if (mayBeIncluded) {
    const included = await claimIncludedOrder(db, buyer, details);
    if (included) {
      return {
        clientSecret: null,
        orderId: included.id,
        product: 'blu_leads',
        offer: 'included',
        amountCents: 0,
        currency: included.currency,
      };
    }
    // Spent: the order costs the standard price, which the page must have shown.
    if (!shown.every((dollars) => displayedAmountMatches(dollars, standardCents))) {
      throw badRequest(leadOrderMessages.amountMismatch);
    }
  }

  const order = await findOrCreateOpenLeadOrder(db, buyer, details, standardCents, provider.name);
  let intent: ProviderIntent;
  try {
    intent = await ensureIntent(db, provider, order);
  } catch (error) {
    if (error instanceof ProviderError) throw providerUnavailable();
    throw error;
  }
  if (intent.status === 'succeeded') {
    if (intentMatchesOrder(order, intent)) {
      await fulfilOrder(db, order.id, appUrl, operatorEmails);
    }
    throw conflict(leadOrderMessages.alreadyPaid);
  }
  return {
    clientSecret: intent.clientSecret,
    orderId: order.id,
    product: 'blu_leads',
    offer: 'standard',
    amountCents: order.amountCents,
    currency: order.currency,
  };
}

/** Refunded cents per order (succeeded refunds only), as a subquery column. */
const refundedCentsSql = sql<number>`coalesce((select sum(${orderRefunds.amountCents}) from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} = 'succeeded'), 0)::int`;

const listedColumns = {
  order: orders,
  delivery: {
    deliveryStatus: leadOrders.deliveryStatus,
    deliveredCount: leadOrders.deliveredCount,
    hasFile: sql<boolean>`${leadOrders.fileCsv} is not null`,
  },
  refundedCents: refundedCentsSql,
};

type ListedRow = {
  order: Order;
  delivery: {
    deliveryStatus: LeadOrderListed['deliveryStatus'];
    deliveredCount: number | null;
    hasFile: boolean;
  } | null;
  refundedCents: number;
};

export function listedState(
  paymentStatus: string,
  deliveryStatus: LeadOrderListed['deliveryStatus'],
): ListedState {
  if (deliveryStatus === 'delivered' || deliveryStatus === 'failed') return deliveryStatus;
  return paymentStatus === 'refunded' ? 'refunded' : deliveryStatus;
}

function toListed(row: ListedRow): LeadOrderListed {
  const { order } = row;
  const details = detailsOf(order);
  const deliveryStatus = row.delivery?.deliveryStatus ?? 'pending';
  const paymentStatus = order.status as LeadOrderListed['paymentStatus'];
  return {
    id: order.id,
    number: leadOrderNumber(order.id),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    totalCost: order.amountCents / 100,
    totalCents: order.amountCents,
    refundedCents: row.refundedCents,
    status: listedState(paymentStatus, deliveryStatus),
    paymentStatus,
    deliveryStatus,
    quantity: details.quantity,
    deliveredCount: row.delivery?.deliveredCount ?? null,
    customerName: details.customerName,
    customerEmail: order.email,
    filters: details.filters,
    hasFile: row.delivery?.hasFile ?? false,
  };
}

const LIST_LIMIT = 200;

/** GET /api/blu/orders: the account's paid (or once paid) lead orders, newest first. */
export async function listLeadOrders(db: Db, userId: string): Promise<LeadOrderListed[]> {
  const rows = await db
    .select(listedColumns)
    .from(orders)
    .leftJoin(leadOrders, eq(leadOrders.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.product, 'blu_leads'),
        ne(orders.status, 'awaiting_payment'),
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => toListed(row as ListedRow));
}

async function ownListed(db: Db, orderId: string, userId: string) {
  const [row] = await db
    .select(listedColumns)
    .from(orders)
    .leftJoin(leadOrders, eq(leadOrders.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.product, 'blu_leads')));
  return row ? (row as ListedRow) : null;
}

async function completionReply(db: Db, orderId: string, userId: string) {
  const row = await ownListed(db, orderId, userId);
  if (!row) throw notFound(leadOrderMessages.orderNotFound);
  const paid = row.order.status !== 'awaiting_payment';
  const [delivery] = paid
    ? await db
        .select({ teamNotifiedAt: leadOrders.teamNotifiedAt })
        .from(leadOrders)
        .where(eq(leadOrders.orderId, orderId))
    : [];
  const reply: CompleteLeadOrderReply = {
    success: paid,
    emailSent: paid && Boolean(delivery?.teamNotifiedAt),
    order: paid ? toListed(row) : null,
  };
  return reply;
}

/**
 * POST /api/complete-blu-order: the server asks the provider about the intent and completes the
 * order once, when it succeeded for exactly this order's amount. Only the buyer may ask.
 */
export async function completeLeadOrder(
  db: Db,
  provider: PaymentProvider,
  paymentIntentId: string,
  buyer: SessionUser | null,
  appUrl: string,
  operatorEmails: readonly string[],
  log: FastifyBaseLogger,
): Promise<CompleteLeadOrderReply> {
  if (!buyer) throw loginRequired();
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.providerIntentId, paymentIntentId),
        eq(orders.product, 'blu_leads'),
        eq(orders.userId, buyer.id),
      ),
    );
  if (!order || order.provider !== provider.name) throw notFound(leadOrderMessages.orderNotFound);
  if (order.status === 'awaiting_payment') {
    let intent: ProviderIntent | null;
    try {
      intent = await provider.retrieveIntent(paymentIntentId);
    } catch (error) {
      if (error instanceof ProviderError) throw providerUnavailable();
      throw error;
    }
    if (intent?.status === 'succeeded') {
      if (intentMatchesOrder(order, intent))
        await fulfilOrder(db, order.id, appUrl, operatorEmails);
      else
        log.warn(
          { orderId: order.id, intentId: intent.id },
          'lead payment does not match its order',
        );
    }
  }
  return completionReply(db, order.id, buyer.id);
}

/** POST /api/complete-blu-order-alt: completes only an order the server knows to be free. */
export async function completeFreeLeadOrder(
  db: Db,
  orderId: string,
  buyer: SessionUser | null,
  appUrl: string,
  operatorEmails: readonly string[],
): Promise<CompleteLeadOrderReply> {
  if (!buyer) throw loginRequired();
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.userId, buyer.id), eq(orders.product, 'blu_leads')),
    );
  if (!order) throw notFound(leadOrderMessages.orderNotFound);
  if (order.amountCents !== 0 || order.provider !== 'free') {
    throw new HttpError(402, leadOrderMessages.notFree);
  }
  if (order.status === 'awaiting_payment') {
    await fulfilOrder(db, order.id, appUrl, operatorEmails);
  }
  return completionReply(db, order.id, buyer.id);
}

/** The delivered file, for its owner only (another account's order answers 404 too). */
export async function leadOrderFile(db: Db, orderId: string, userId: string | null) {
  const [row] = await db
    .select({ fileCsv: leadOrders.fileCsv, fileName: leadOrders.fileName })
    .from(leadOrders)
    .innerJoin(orders, eq(orders.id, leadOrders.orderId))
    .where(
      and(eq(leadOrders.orderId, orderId), ...(userId === null ? [] : [eq(orders.userId, userId)])),
    );
  if (!row?.fileCsv) throw notFound(leadOrderMessages.fileNotFound);
  return { csv: row.fileCsv, fileName: row.fileName ?? `leads-${leadOrderNumber(orderId)}.csv` };
}
