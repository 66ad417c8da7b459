import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { leadOrderProduct } from '../../../../common/catalogue';
import {
  type CompleteLeadOrderReply,
  type CustomerLeadEvent,
  type LeadOrderListed,
  leadOrderMessages,
  leadOrderNumber,
  type LeadOrderView,
  type LeadPaymentMethod,
  type ListedState,
} from '../../../../common/contracts/lead-orders';
import type { AppDeps } from '../../core/app-context';
import type { Db } from '../../db/client';
import { leadOrderEvents, leadOrders, orderRefunds, orders } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { Buyer, Order } from '../../core/orders/order';
import { fulfilOrder } from '../../core/orders/fulfilment';
import { askProvider, fulfilPaidIntent } from '../../core/orders/payment-intents';
import { refundsOf } from '../../core/orders/refunds';
import { detailsOf } from './details';
import { loginRequired } from './ordering';
import { defaultLeadFileName } from './lead-file';
import { safeFileName } from '../../http/downloads';
import { unpackFile } from '../../csv/packed-file';

/** Refunded cents per order (succeeded refunds only), as a subquery column. */
const refundedCentsSql = sql<number>`coalesce((select sum(${orderRefunds.amountCents}) from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} = 'succeeded'), 0)::int`;

const listedColumns = {
  order: orders,
  delivery: {
    deliveryStatus: leadOrders.deliveryStatus,
    deliveredCount: leadOrders.deliveredCount,
    failureReason: leadOrders.failureReason,
    hasFile: sql<boolean>`${leadOrders.fileCsv} is not null`,
  },
  refundedCents: refundedCentsSql,
};

type ListedRow = {
  order: Order;
  delivery: {
    deliveryStatus: LeadOrderListed['deliveryStatus'];
    deliveredCount: number | null;
    failureReason: string | null;
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
    failureReason: deliveryStatus === 'failed' ? (row.delivery?.failureReason ?? null) : null,
  };
}

const LIST_LIMIT = 200;

/** GET /api/blu/orders: the account's paid (or once paid) lead orders, newest first. */
export async function listLeadOrders(db: Db, userId: string): Promise<LeadOrderListed[]> {
  const rows: ListedRow[] = await db
    .select(listedColumns)
    .from(orders)
    .leftJoin(leadOrders, eq(leadOrders.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.product, leadOrderProduct),
        ne(orders.status, 'awaiting_payment'),
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(LIST_LIMIT);
  return rows.map(toListed);
}

const ownLeadOrder = (orderId: string, userId: string) =>
  and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.product, leadOrderProduct));

const customerEventKinds = new Set<string>(['payment', 'delivery', 'refund']);
const isCustomerEvent = (kind: string): kind is CustomerLeadEvent['kind'] =>
  customerEventKinds.has(kind);

function paymentMethodOf(order: Order): LeadPaymentMethod {
  if (order.offer === 'included') return 'included';
  return order.provider === 'simulated' ? 'test_mode' : 'card';
}

/**
 * GET /api/blu/orders/:orderId: the owner's order with what happened to it (payment, delivery and
 * refunds, never the team's notes or names) and its refunds. Another account's order, or an id
 * that is not a lead order, answers 404 alike.
 */
export async function getLeadOrderView(
  db: Db,
  orderId: string,
  userId: string,
): Promise<LeadOrderView> {
  const [row] = await db
    .select({
      ...listedColumns,
      more: {
        dueAt: leadOrders.dueAt,
        deliveredAt: leadOrders.deliveredAt,
        fileName: leadOrders.fileName,
      },
    })
    .from(orders)
    .leftJoin(leadOrders, eq(leadOrders.orderId, orders.id))
    .where(ownLeadOrder(orderId, userId));
  if (!row) throw notFound(leadOrderMessages.orderNotFound);
  const [events, refunds] = await Promise.all([
    db
      .select()
      .from(leadOrderEvents)
      .where(eq(leadOrderEvents.orderId, orderId))
      .orderBy(asc(leadOrderEvents.seq)),
    refundsOf(db, orderId),
  ]);
  const hasFile = row.delivery?.hasFile ?? false;
  return {
    ...toListed(row),
    offer: row.order.offer === 'included' ? 'included' : 'standard',
    paymentMethod: paymentMethodOf(row.order),
    dueAt: row.more?.dueAt?.toISOString() ?? null,
    deliveredAt: row.more?.deliveredAt?.toISOString() ?? null,
    fileName: hasFile
      ? safeFileName(row.more?.fileName ?? null, defaultLeadFileName(orderId))
      : null,
    events: events.flatMap((event) =>
      isCustomerEvent(event.kind)
        ? [
            {
              id: event.id,
              at: event.at.toISOString(),
              kind: event.kind,
              to: event.toState,
              note: event.note,
            },
          ]
        : [],
    ),
    refunds,
  };
}

async function completionReply(db: Db, orderId: string, userId: string) {
  const [row]: ListedRow[] = await db
    .select(listedColumns)
    .from(orders)
    .leftJoin(leadOrders, eq(leadOrders.orderId, orders.id))
    .where(ownLeadOrder(orderId, userId));
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
  deps: AppDeps,
  paymentIntentId: string,
  buyer: Buyer,
): Promise<CompleteLeadOrderReply> {
  if (!buyer) throw loginRequired();
  const { db, provider } = deps;
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.providerIntentId, paymentIntentId),
        eq(orders.product, leadOrderProduct),
        eq(orders.userId, buyer.id),
      ),
    );
  if (!order || order.provider !== provider.name) throw notFound(leadOrderMessages.orderNotFound);
  if (order.status === 'awaiting_payment') {
    const intent = await askProvider(() => provider.retrieveIntent(paymentIntentId));
    await fulfilPaidIntent(deps, order, intent);
  }
  return completionReply(db, order.id, buyer.id);
}

/** POST /api/complete-blu-order-alt: completes only an order the server knows to be free. */
export async function completeFreeLeadOrder(
  deps: AppDeps,
  orderId: string,
  buyer: Buyer,
): Promise<CompleteLeadOrderReply> {
  if (!buyer) throw loginRequired();
  const [order] = await deps.db.select().from(orders).where(ownLeadOrder(orderId, buyer.id));
  if (!order) throw notFound(leadOrderMessages.orderNotFound);
  if (order.amountCents !== 0 || order.provider !== 'free') {
    throw new HttpError(402, leadOrderMessages.notFree);
  }
  if (order.status === 'awaiting_payment') await fulfilOrder(deps, order.id);
  return completionReply(deps.db, order.id, buyer.id);
}

/**
 * The delivered file: for its owner only (another account's order answers 404 too), or for the
 * operator console with no owner given.
 */
export async function leadOrderFile(db: Db, orderId: string, userId: string | null) {
  const [row] = await db
    .select({ fileCsv: leadOrders.fileCsv, fileName: leadOrders.fileName })
    .from(leadOrders)
    .innerJoin(orders, eq(orders.id, leadOrders.orderId))
    .where(
      and(eq(leadOrders.orderId, orderId), ...(userId === null ? [] : [eq(orders.userId, userId)])),
    );
  if (!row?.fileCsv) throw notFound(leadOrderMessages.fileNotFound);
  return {
    csv: await unpackFile(row.fileCsv),
    fileName: safeFileName(row.fileName, defaultLeadFileName(orderId)),
  };
}
