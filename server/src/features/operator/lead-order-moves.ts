import { eq } from 'drizzle-orm';
import { formatUsd } from '../../../../common/catalogue';
import {
  leadFileMessages,
  leadOrderMessages,
  shortfallRefundCents,
} from '../../../../common/contracts/lead-orders';
import {
  leadOrderDeliveredEmail,
  leadOrderFailedEmail,
  leadOrderRefundedEmail,
} from '../../../../content/lead-orders-emails';
import type { AppDeps } from '../../core/app-context';
import type { Db } from '../../db/client';
import { leadOrderEvents, leadOrders, orders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { enqueueEmail } from '../../core/email/outbox';
import { renderEmail } from '../../core/email/render';
import type { Order } from '../../core/orders/order';
import {
  prepareRefund,
  type RefundRow,
  sendRefund,
  settleRefund,
  sumRefunds,
} from '../../core/orders/refunds';
import { safeFileName } from '../../http/downloads';
import { type CheckedLeadFile, defaultLeadFileName, leadOrderFacts } from '../lead-orders';
import { openDeliveryStates, operatorOrder } from './lead-order-view';

// The console's moves on a lead order. Each that refunds runs in three steps (core/orders/
// refunds.ts): the refund row in one transaction, the provider's refund outside it, then the
// move itself with the refund settled in a second transaction, which locks and checks again.

type Delivery = typeof leadOrders.$inferSelect;

/** Who acts: the operator's user id. */
export type Actor = { id: string };

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

/** What is left of the order's payment once succeeded refunds are taken off. */
const refundableCents = async (tx: Db, order: Order) =>
  order.amountCents - (await sumRefunds(tx, order.id, ['succeeded']));

/**
 * Settles a refund the provider has made and records it in the order's history. Answers the cents
 * this call settled (0 when already settled, e.g. by the provider's webhook).
 */
async function settleWithEvent(tx: Db, order: Order, row: RefundRow, actor: Actor, now: Date) {
  const settled = await settleRefund(tx, order, row, now);
  if (!settled) return 0;
  await tx.insert(leadOrderEvents).values({
    orderId: order.id,
    actorUserId: actor.id,
    kind: 'refund',
    fromState: settled.from,
    toState: settled.to,
    note: `${formatUsd(settled.refund.amountCents)} refunded: ${settled.refund.reason}`,
  });
  return settled.refund.amountCents;
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

/**
 * How many leads the order's file may hold (its quantity), asked before the file is read: an
 * order unknown, unpaid or closed is refused (404, 409) without reading a byte of it.
 */
export async function deliverableLeads(db: Db, orderId: string): Promise<number> {
  const [delivery] = await db.select().from(leadOrders).where(eq(leadOrders.orderId, orderId));
  if (!delivery) throw notFound(leadOrderMessages.orderNotFound);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  refuseUnlessOpen(order, delivery);
  return delivery.quantity;
}

/** The file is checked first (lead-orders' lead-file.ts); fewer rows than ordered refunds the rest at once. */
export async function deliverLeadOrder(
  deps: AppDeps,
  orderId: string,
  actor: Actor,
  file: CheckedLeadFile,
  fileName: string | undefined,
) {
  const { db } = deps;
  const prepared = await db.transaction(async (tx) => {
    const { order, delivery } = await lockOrder(tx, orderId);
    refuseUnlessOpen(order, delivery);
    if (file.rows > delivery.quantity) {
      throw badRequest(leadFileMessages.tooManyLeads(delivery.quantity));
    }
    const cents = shortfallRefundCents(
      delivery.quantity,
      file.rows,
      await refundableCents(tx, order),
    );
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
  if (prepared.refund) await sendRefund(deps, prepared.order, prepared.refund);
  await db.transaction(async (tx) => {
    const { order, delivery } = await lockOrder(tx, orderId);
    refuseUnlessOpen(order, delivery);
    const now = deps.now();
    await tx
      .update(leadOrders)
      .set({
        deliveryStatus: 'delivered',
        deliveredCount: file.rows,
        deliveredAt: now,
        fileCsv: file.kept,
        fileBytes: file.bytes,
        fileName: safeFileName(fileName, defaultLeadFileName(orderId)),
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
    const refunded = prepared.refund
      ? await settleWithEvent(tx, order, prepared.refund, actor, now)
      : 0;
    const email = await renderEmail(
      leadOrderDeliveredEmail({
        ...leadOrderFacts(order, deps.appUrl),
        deliveredCount: file.rows,
        shortfallRefundCents: refunded || (prepared.refund?.amountCents ?? 0),
      }),
    );
    await enqueueEmail(tx, { to: order.email, ...email });
  });
  return operatorOrder(db, orderId);
}

/** The order fails with a reason and what is left of its payment is refunded. */
export async function failLeadOrder(deps: AppDeps, orderId: string, actor: Actor, reason: string) {
  const { db } = deps;
  const prepared = await db.transaction(async (tx) => {
    const { order, delivery } = await lockOrder(tx, orderId);
    refuseUnlessOpen(order, delivery);
    const refundable = await refundableCents(tx, order);
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
  if (prepared.refund) await sendRefund(deps, prepared.order, prepared.refund);
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
    const refunded = prepared.refund
      ? await settleWithEvent(tx, order, prepared.refund, actor, deps.now())
      : 0;
    const email = await renderEmail(
      leadOrderFailedEmail({
        ...leadOrderFacts(order, deps.appUrl),
        reason,
        refundCents: refunded || (prepared.refund?.amountCents ?? 0),
      }),
    );
    await enqueueEmail(tx, { to: order.email, ...email });
  });
  return operatorOrder(db, orderId);
}

/** A refund by hand: part (amountCents) or all that is left. */
export async function refundLeadOrder(
  deps: AppDeps,
  orderId: string,
  actor: Actor,
  input: { amountCents?: number; reason?: string },
) {
  const { db } = deps;
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
  await sendRefund(deps, prepared.order, prepared.refund);
  await db.transaction(async (tx) => {
    const { order } = await lockOrder(tx, orderId);
    const refunded = await settleWithEvent(tx, order, prepared.refund, actor, deps.now());
    if (refunded === 0) return;
    const [after] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    const email = await renderEmail(
      leadOrderRefundedEmail({
        ...leadOrderFacts(order, deps.appUrl),
        refundCents: refunded,
        isFullRefund: after.status === 'refunded',
      }),
    );
    await enqueueEmail(tx, { to: order.email, ...email });
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
