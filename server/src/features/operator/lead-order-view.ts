import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type DeliveryState,
  leadOrderMessages,
  leadOrderNumber,
  type OperatorLeadOrder,
  type OperatorQueue,
  type OperatorQueueItem,
  type PaymentState,
} from '../../../../common/contracts/lead-orders';
import type { Db } from '../../db/client';
import { isoMillisText, preparedRows } from '../../db/driver-rows';
import { leadOrderEvents, leadOrders, orders, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { Order } from '../../core/orders/order';
import { refundsOf, sumRefunds } from '../../core/orders/refunds';
import { detailsOf } from '../lead-orders';
import { readByText } from '../../lists/read-by-text';

type Delivery = typeof leadOrders.$inferSelect;

/** Delivery states an operator still acts on, and payment states that still hold money. */
export const openDeliveryStates: DeliveryState[] = ['pending', 'processing'];
export const refundablePaymentStates: PaymentState[] = ['paid', 'partially_refunded'];

function toQueueItem(
  order: Order,
  delivery: Pick<Delivery, 'dueAt' | 'deliveryStatus' | 'quantity'>,
): OperatorQueueItem {
  const details = detailsOf(order);
  return {
    id: order.id,
    number: leadOrderNumber(order.id),
    paidAt: (order.paidAt ?? order.createdAt).toISOString(),
    dueAt: delivery.dueAt.toISOString(),
    deliveryStatus: delivery.deliveryStatus,
    paymentStatus: order.status as PaymentState,
    quantity: delivery.quantity,
    filters: details.filters,
    customerName: details.customerName,
    customerEmail: order.email,
    userId: order.userId,
    amountCents: order.amountCents,
  };
}

const QUEUE_LIMIT = 500;

/** The queue's columns, read as the driver gives them (preparedRows), under these names. */
const queueColumns = {
  id: orders.id,
  // Times as Date#toISOString writes them, by the database.
  paidAt: isoMillisText(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`).as('paid_at_iso'),
  dueAt: isoMillisText(leadOrders.dueAt).as('due_at_iso'),
  deliveryStatus: leadOrders.deliveryStatus,
  paymentStatus: orders.status,
  quantity: leadOrders.quantity,
  detailsText: sql<string>`${orders.details}::text`.as('details_text'),
  email: orders.email,
  userId: orders.userId,
  amountCents: orders.amountCents,
};
type QueueRow = {
  id: string;
  paid_at_iso: string;
  due_at_iso: string;
  delivery_status: DeliveryState;
  status: PaymentState;
  quantity: number;
  details_text: string;
  email: string;
  user_id: string | null;
  amount_cents: number;
};

/** The order's details as validated when it was created, read once per text. */
const queueDetails = readByText((details) => detailsOf({ details: details as Order['details'] }));

function queueItemOfRow(row: QueueRow): OperatorQueueItem {
  const details = queueDetails(row.details_text);
  return {
    id: row.id,
    number: leadOrderNumber(row.id),
    paidAt: row.paid_at_iso,
    dueAt: row.due_at_iso,
    deliveryStatus: row.delivery_status,
    paymentStatus: row.status,
    quantity: row.quantity,
    filters: details.filters,
    customerName: details.customerName,
    customerEmail: row.email,
    userId: row.user_id,
    amountCents: row.amount_cents,
  };
}

/** Paid orders neither delivered nor failed (nor refunded in full), soonest due first. */
export async function operatorQueue(db: Db, now: Date): Promise<OperatorQueue> {
  const rows = await preparedRows<QueueRow, Record<string, never>>(db, 'operator_queue', {}, () =>
    db
      .select(queueColumns)
      .from(leadOrders)
      .innerJoin(orders, eq(orders.id, leadOrders.orderId))
      .where(
        and(
          inArray(leadOrders.deliveryStatus, openDeliveryStates),
          inArray(orders.status, refundablePaymentStates),
        ),
      )
      .orderBy(asc(leadOrders.dueAt), asc(leadOrders.orderId))
      .limit(QUEUE_LIMIT),
  );
  return { items: rows.map(queueItemOfRow), now: now.toISOString() };
}

/** An order's page: the order, its delivery, its events (with who) and its refunds. */
export async function operatorOrder(db: Db, orderId: string): Promise<OperatorLeadOrder> {
  const [row] = await db
    .select({
      order: orders,
      delivery: {
        orderId: leadOrders.orderId,
        quantity: leadOrders.quantity,
        deliveryStatus: leadOrders.deliveryStatus,
        dueAt: leadOrders.dueAt,
        deliveredCount: leadOrders.deliveredCount,
        deliveredAt: leadOrders.deliveredAt,
        failureReason: leadOrders.failureReason,
        fileName: leadOrders.fileName,
        fileBytes: leadOrders.fileBytes,
      },
    })
    .from(leadOrders)
    .innerJoin(orders, eq(orders.id, leadOrders.orderId))
    .where(eq(leadOrders.orderId, orderId));
  if (!row) throw notFound(leadOrderMessages.orderNotFound);
  const [events, refunds, refunded, held] = await Promise.all([
    db
      .select({ event: leadOrderEvents, username: users.username })
      .from(leadOrderEvents)
      .leftJoin(users, eq(users.id, leadOrderEvents.actorUserId))
      .where(eq(leadOrderEvents.orderId, orderId))
      .orderBy(asc(leadOrderEvents.seq)),
    refundsOf(db, orderId),
    sumRefunds(db, orderId, ['succeeded']),
    sumRefunds(db, orderId, ['succeeded', 'pending']),
  ]);
  const { order, delivery } = row;
  return {
    ...toQueueItem(order, delivery),
    createdAt: order.createdAt.toISOString(),
    refundedCents: refunded,
    refundableCents: Math.max(0, order.amountCents - held),
    deliveredCount: delivery.deliveredCount,
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    fileName: delivery.fileName,
    fileBytes: delivery.fileBytes,
    failureReason: delivery.failureReason,
    provider: order.provider,
    events: events.map(({ event, username }) => ({
      id: event.id,
      at: event.at.toISOString(),
      actor: event.actorUserId && username ? { id: event.actorUserId, username } : null,
      kind: event.kind,
      from: event.fromState,
      to: event.toState,
      note: event.note,
    })),
    refunds,
  };
}
