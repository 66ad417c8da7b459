import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatUsd } from '../../../../common/catalogue';
import {
  type DeliveryState,
  leadOrderMessages,
  leadOrderNumber,
  type OperatorLeadOrder,
  type OperatorQueue,
  type OperatorQueueItem,
  type PaymentState,
  shortfallRefundCents,
} from '../../../../common/contracts/lead-orders';
import {
  leadOrderDeliveredEmail,
  leadOrderFailedEmail,
  leadOrderRefundedEmail,
} from '../../../../content/lead-orders-emails';
import type { Db } from '../../db/client';
import { leadOrderEvents, leadOrders, orderRefunds, orders, users } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { enqueueEmail } from '../../core/email/outbox';
import { type PaymentProvider, ProviderError } from '../../core/payments/provider';
import type { CheckedLeadFile } from './lead-file';
import { detailsOf, leadOrderFacts } from './paid-step';

type Order = typeof orders.$inferSelect;
type Delivery = typeof leadOrders.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

/** Who acts: the operator's user id. */
export type Actor = { id: string };

const openDeliveryStates: DeliveryState[] = ['pending', 'processing'];
const refundablePaymentStates: PaymentState[] = ['paid', 'partially_refunded'];

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

/** Paid orders neither delivered nor failed (nor refunded in full), soonest due first. */
export async function operatorQueue(db: Db, now = new Date()): Promise<OperatorQueue> {
  const rows = await db
    .select({
      order: orders,
      delivery: {
        dueAt: leadOrders.dueAt,
        deliveryStatus: leadOrders.deliveryStatus,
        quantity: leadOrders.quantity,
      },
    })
    .from(leadOrders)
    .innerJoin(orders, eq(orders.id, leadOrders.orderId))
    .where(
      and(
        inArray(leadOrders.deliveryStatus, openDeliveryStates),
        inArray(orders.status, refundablePaymentStates),
      ),
    )
    .orderBy(asc(leadOrders.dueAt), asc(leadOrders.orderId))
    .limit(QUEUE_LIMIT);
  return {
    items: rows.map((row) => toQueueItem(row.order, row.delivery)),
    now: now.toISOString(),
  };
}

const sumRefunds = async (db: Db, orderId: string, statuses: RefundRow['status'][]) => {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.status, statuses)));
  return total;
};

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
    db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.createdAt)),
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
    refunds: refunds.map((refund) => ({
      id: refund.id,
      at: refund.createdAt.toISOString(),
      amountCents: refund.amountCents,
      reason: refund.reason,
      status: refund.status,
    })),
  };
}

/** The order and its delivery row, locked for the rest of the transaction; 404 when unknown. */
async function lockOrder(tx: Db, orderId: string) {
  const [delivery] = await tx
    .select()
    .from(leadOrders)
    .where(eq(leadOrders.orderId, orderId))
    .for('update');
  if (!delivery) throw notFound(leadOrderMessages.orderNotFound);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return { order, delivery };
}

function refuseUnlessOpen(order: Order, delivery: Delivery) {
  if (!openDeliveryStates.includes(delivery.deliveryStatus) || order.status === 'refunded') {
    throw conflict(leadOrderMessages.alreadyClosed);
  }
  if (order.status === 'awaiting_payment') throw conflict(leadOrderMessages.notPaid);
}

/**
 * The refund row for this purpose (its key is the provider's idempotency key), made once; a
 * second pending refund of the order under another key means another move is under way.
 */
async function prepareRefund(
  tx: Db,
  order: Order,
  values: { key: string; amountCents: number; reason: string; actorId: string },
): Promise<RefundRow> {
  const [other] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, order.id),
        eq(orderRefunds.status, 'pending'),
        ne(orderRefunds.idempotencyKey, values.key),
      ),
    );
  if (other) throw conflict('Another refund of this order is under way. Please reload the order.');
  await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      amountCents: values.amountCents,
      reason: values.reason,
      idempotencyKey: values.key,
      actorUserId: values.actorId,
    })
    .onConflictDoNothing({ target: orderRefunds.idempotencyKey });
  const [row] = await tx
    .update(orderRefunds)
    .set({ status: 'pending' })
    .where(and(eq(orderRefunds.idempotencyKey, values.key), eq(orderRefunds.status, 'failed')))
    .returning();
  if (row) return row;
  const [existing] = await tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.idempotencyKey, values.key));
  return existing;
}

/** Asks the provider (outside any transaction); a refusal marks the row failed and answers 502. */
async function sendRefund(db: Db, provider: PaymentProvider, order: Order, row: RefundRow) {
  if (row.status === 'succeeded') return;
  if (!order.providerIntentId || order.provider !== provider.name) {
    await db.update(orderRefunds).set({ status: 'failed' }).where(eq(orderRefunds.id, row.id));
    throw new HttpError(409, 'This order was not paid through the current payment provider.');
  }
  try {
    const refund = await provider.refund({
      intentId: order.providerIntentId,
      orderId: order.id,
      amountCents: row.amountCents,
      idempotencyKey: row.idempotencyKey,
    });
    await db
      .update(orderRefunds)
      .set({ providerRefundId: refund.id })
      .where(eq(orderRefunds.id, row.id));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await db
      .update(orderRefunds)
      .set({ status: 'failed' })
      .where(and(eq(orderRefunds.id, row.id), eq(orderRefunds.status, 'pending')));
    throw new HttpError(502, leadOrderMessages.providerUnavailable);
  }
}

/**
 * The provider has refunded: the row succeeds, the payment state follows (refunded when nothing
 * is left), and an event says so. Answers the cents this call settled (0 when already settled,
 * e.g. by the provider's webhook).
 */
async function settleRefund(tx: Db, order: Order, row: RefundRow, actorId: string) {
  const [settled] = await tx
    .update(orderRefunds)
    .set({ status: 'succeeded', completedAt: new Date() })
    .where(and(eq(orderRefunds.id, row.id), ne(orderRefunds.status, 'succeeded')))
    .returning();
  if (!settled) return 0;
  const refunded = await sumRefunds(tx, order.id, ['succeeded']);
  const to: PaymentState = refunded >= order.amountCents ? 'refunded' : 'partially_refunded';
  const [current] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, order.id));
  if (current.status !== 'refunded') {
    await tx
      .update(orders)
      .set({ status: to, ...(to === 'refunded' ? { refundedAt: new Date() } : {}) })
      .where(eq(orders.id, order.id));
  }
  await tx.insert(leadOrderEvents).values({
    orderId: order.id,
    actorUserId: actorId,
    kind: 'refund',
    fromState: current.status,
    toState: current.status === 'refunded' ? 'refunded' : to,
    note: `${formatUsd(settled.amountCents)} refunded: ${settled.reason}`,
  });
  return settled.amountCents;
}

/** pending -> processing (already processing: nothing changes). */
export async function startProcessing(db: Db, orderId: string, actor: Actor) {
  await db.transaction(async (tx) => {
    const { order, delivery } = await lockOrder(tx, orderId);
    refuseUnlessOpen(order, delivery);
    if (delivery.deliveryStatus === 'processing') return;
    await tx
      .update(leadOrders)
      .set({ deliveryStatus: 'processing' })
      .where(eq(leadOrders.orderId, orderId));
    await tx.insert(leadOrderEvents).values({
      orderId,
      actorUserId: actor.id,
      kind: 'delivery',
      fromState: delivery.deliveryStatus,
      toState: 'processing',
    });
  });
  return operatorOrder(db, orderId);
}

/** The file is checked first (lead-file.ts); fewer rows than ordered refunds the rest at once. */
export async function deliverLeadOrder(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  actor: Actor,
  file: CheckedLeadFile,
  fileName: string | undefined,
  appUrl: string,
) {
  const prepared = await db.transaction(async (tx) => {
    const { order, delivery } = await lockOrder(tx, orderId);
    refuseUnlessOpen(order, delivery);
    if (file.rows > delivery.quantity) {
      throw badRequest(leadOrderMessages.fileTooManyRows(file.rows, delivery.quantity));
    }
    const refundable = order.amountCents - (await sumRefunds(tx, orderId, ['succeeded']));
    const cents = shortfallRefundCents(delivery.quantity, file.rows, refundable);
    const refund =
      cents > 0
        ? await prepareRefund(tx, order, {
            key: `shortfall:${orderId}:${file.rows}`,
            amountCents: cents,
            reason: `${delivery.quantity - file.rows} of ${delivery.quantity} leads not delivered`,
            actorId: actor.id,
          })
        : null;
    return { order, refund };
  });
  if (prepared.refund) await sendRefund(db, provider, prepared.order, prepared.refund);
  await db.transaction(async (tx) => {
    const { order, delivery } = await lockOrder(tx, orderId);
    refuseUnlessOpen(order, delivery);
    const now = new Date();
    await tx
      .update(leadOrders)
      .set({
        deliveryStatus: 'delivered',
        deliveredCount: file.rows,
        deliveredAt: now,
        fileCsv: file.csv,
        fileBytes: file.bytes,
        fileName: fileName ?? `leads-${leadOrderNumber(orderId)}.csv`,
      })
      .where(eq(leadOrders.orderId, orderId));
    await tx.insert(leadOrderEvents).values({
      orderId,
      actorUserId: actor.id,
      kind: 'delivery',
      fromState: delivery.deliveryStatus,
      toState: 'delivered',
      note: `${file.rows} of ${delivery.quantity} leads delivered`,
      at: now,
    });
    const refunded = prepared.refund ? await settleRefund(tx, order, prepared.refund, actor.id) : 0;
    await enqueueEmail(tx, {
      to: order.email,
      ...leadOrderDeliveredEmail({
        ...leadOrderFacts(order, appUrl),
        deliveredCount: file.rows,
        shortfallRefundCents: refunded || (prepared.refund?.amountCents ?? 0),
      }),
    });
  });
  return operatorOrder(db, orderId);
}

/** The order fails with a reason and what is left of its payment is refunded. */
export async function failLeadOrder(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  actor: Actor,
  reason: string,
  appUrl: string,
) {
  const prepared = await db.transaction(async (tx) => {
    const { order, delivery } = await lockOrder(tx, orderId);
    refuseUnlessOpen(order, delivery);
    const refundable = order.amountCents - (await sumRefunds(tx, orderId, ['succeeded']));
    const refund =
      refundable > 0
        ? await prepareRefund(tx, order, {
            key: `fail:${orderId}`,
            amountCents: refundable,
            reason: `Order failed: ${reason}`,
            actorId: actor.id,
          })
        : null;
    return { order, refund };
  });
  if (prepared.refund) await sendRefund(db, provider, prepared.order, prepared.refund);
  await db.transaction(async (tx) => {
    const { order, delivery } = await lockOrder(tx, orderId);
    if (delivery.deliveryStatus === 'delivered' || delivery.deliveryStatus === 'failed') {
      throw conflict(leadOrderMessages.alreadyClosed);
    }
    await tx
      .update(leadOrders)
      .set({ deliveryStatus: 'failed', failureReason: reason })
      .where(eq(leadOrders.orderId, orderId));
    await tx.insert(leadOrderEvents).values({
      orderId,
      actorUserId: actor.id,
      kind: 'delivery',
      fromState: delivery.deliveryStatus,
      toState: 'failed',
      note: reason,
    });
    const refunded = prepared.refund ? await settleRefund(tx, order, prepared.refund, actor.id) : 0;
    await enqueueEmail(tx, {
      to: order.email,
      ...leadOrderFailedEmail({
        ...leadOrderFacts(order, appUrl),
        reason,
        refundCents: refunded || (prepared.refund?.amountCents ?? 0),
      }),
    });
  });
  return operatorOrder(db, orderId);
}

/** A refund by hand: part (amountCents) or all that is left. */
export async function refundLeadOrder(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  actor: Actor,
  input: { amountCents?: number; reason?: string },
  appUrl: string,
) {
  const prepared = await db.transaction(async (tx) => {
    const { order } = await lockOrder(tx, orderId);
    if (order.status === 'awaiting_payment') throw conflict(leadOrderMessages.notPaid);
    const held = await sumRefunds(tx, orderId, ['succeeded']);
    const refundable = order.amountCents - held;
    if (refundable <= 0 || order.status === 'refunded') {
      throw conflict(leadOrderMessages.nothingToRefund);
    }
    const amountCents = input.amountCents ?? refundable;
    if (amountCents > refundable) throw badRequest(leadOrderMessages.refundTooLarge(refundable));
    const refund = await prepareRefund(tx, order, {
      // The same request against the same state is the same refund: a double click refunds once.
      key: `manual:${orderId}:${held}:${amountCents}`,
      amountCents,
      reason: input.reason || 'Refunded by an operator',
      actorId: actor.id,
    });
    return { order, refund };
  });
  await sendRefund(db, provider, prepared.order, prepared.refund);
  await db.transaction(async (tx) => {
    const { order } = await lockOrder(tx, orderId);
    const refunded = await settleRefund(tx, order, prepared.refund, actor.id);
    if (refunded === 0) return;
    const [after] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    await enqueueEmail(tx, {
      to: order.email,
      ...leadOrderRefundedEmail({
        ...leadOrderFacts(order, appUrl),
        refundCents: refunded,
        isFullRefund: after.status === 'refunded',
      }),
    });
  });
  return operatorOrder(db, orderId);
}

export async function addLeadOrderNote(db: Db, orderId: string, actor: Actor, note: string) {
  await db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    await tx.insert(leadOrderEvents).values({ orderId, actorUserId: actor.id, kind: 'note', note });
  });
  return operatorOrder(db, orderId);
}
