import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { catalogue } from '../../../../common/catalogue';
import type { OrderStatus } from '../../../../common/contracts/checkout';
import type { LeadRefund } from '../../../../common/contracts/lead-orders';
import { providerRefundReason } from '../../../../content/checkout-text';
import type { AppDeps } from '../app-context';
import type { Db } from '../../db/client';
import { orderRefunds, orders } from '../../db/schema';
import { conflict, HttpError } from '../../errors';
import { ProviderError, type ProviderRefund, type ReportedRefund } from '../payments/provider';
import { providerUnavailable } from './payment-intents';
import type { Order } from './order';

// Refunds an operator makes (part or all of a paid order), each in three moves: a refund row in
// the database first (its key is the provider's idempotency key), then the provider's refund
// outside any transaction, then the row settled with the order's payment state. A retry of any
// move finds the row and refunds once.

export type RefundRow = typeof orderRefunds.$inferSelect;

/** The order's refunds in these states, in cents. */
/** An order's refunds, oldest first, as its customer and the team are shown them. */
export async function refundsOf(db: Db, orderId: string): Promise<LeadRefund[]> {
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt));
  return rows.map((refund) => ({
    id: refund.id,
    at: refund.createdAt.toISOString(),
    amountCents: refund.amountCents,
    reason: refund.reason,
    status: refund.status,
  }));
}

export async function sumRefunds(db: Db, orderId: string, statuses: RefundRow['status'][]) {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.status, statuses)));
  return total;
}

/**
 * The refund row for this purpose (its key is the provider's idempotency key), made once; a
 * second pending refund of the order under another key means another move is under way.
 */
export async function prepareRefund(
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
  const [retried] = await tx
    .update(orderRefunds)
    .set({ status: 'pending' })
    .where(and(eq(orderRefunds.idempotencyKey, values.key), eq(orderRefunds.status, 'failed')))
    .returning();
  if (retried) return retried;
  const [existing] = await tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.idempotencyKey, values.key));
  return existing;
}

const markFailed = (db: Db, row: RefundRow) =>
  db
    .update(orderRefunds)
    .set({ status: 'failed' })
    .where(and(eq(orderRefunds.id, row.id), eq(orderRefunds.status, 'pending')));

/** Asks the provider (outside any transaction); a refusal marks the row failed and answers 502. */
export async function sendRefund(
  { db, provider }: Pick<AppDeps, 'db' | 'provider'>,
  order: Order,
  row: RefundRow,
) {
  if (row.status === 'succeeded') return;
  const intentId = order.providerIntentId;
  if (!intentId || order.provider !== provider.name) {
    await db.update(orderRefunds).set({ status: 'failed' }).where(eq(orderRefunds.id, row.id));
    throw new HttpError(409, 'This order was not paid through the current payment provider.');
  }
  let refund: ProviderRefund;
  try {
    refund = await provider.refund({
      intentId,
      orderId: order.id,
      amountCents: row.amountCents,
      idempotencyKey: row.idempotencyKey,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await markFailed(db, row);
    throw providerUnavailable();
  }
  await db
    .update(orderRefunds)
    .set({ providerRefundId: refund.id })
    .where(eq(orderRefunds.id, row.id));
}

/** What settling a refund changed: its row and the order's payment state, before and after. */
export type SettledRefund = { refund: RefundRow; from: OrderStatus; to: OrderStatus };

/**
 * The provider has refunded: the row succeeds and the order's payment state follows (refunded
 * when nothing is left). Null when the row was settled already (e.g. by the provider's webhook).
 */
export async function settleRefund(
  tx: Db,
  order: Order,
  row: RefundRow,
  now: Date,
): Promise<SettledRefund | null> {
  const [settled] = await tx
    .update(orderRefunds)
    .set({ status: 'succeeded', completedAt: now })
    .where(and(eq(orderRefunds.id, row.id), ne(orderRefunds.status, 'succeeded')))
    .returning();
  if (!settled) return null;
  const refunded = await sumRefunds(tx, order.id, ['succeeded']);
  const to: OrderStatus = refunded >= order.amountCents ? 'refunded' : 'partially_refunded';
  const [current] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, order.id));
  const from = current.status;
  if (from === 'refunded') return { refund: settled, from, to: 'refunded' };
  await tx
    .update(orders)
    .set({ status: to, ...(to === 'refunded' ? { refundedAt: now } : {}) })
    .where(eq(orders.id, order.id));
  return { refund: settled, from, to };
}

/**
 * An order that grants access keeps 'paid' through a partial refund: its access stays whole until
 * the whole charge is refunded (revocation.ts), and the access page and upgrades read 'paid'.
 * An order that grants nothing (a lead order) shows what part of it was refunded.
 */
const showsPartialRefunds = (order: Order) =>
  catalogue[order.product].fulfilment.grants.length === 0;

/**
 * The provider's list of the order's refunds, made known here: each succeeded refund this order
 * has no row for (by the provider's refund id, or by our key for a refund we asked for) becomes a
 * succeeded row without an actor, and the order's payment state follows the total. A refund of
 * ours still waiting for its answer is left to the move that asked for it, which tells the buyer;
 * one marked failed although the provider made it is settled. Never more than the order's amount
 * is recorded, and a replayed list records nothing. Answers the cents newly recorded.
 */
export async function recordProviderRefunds(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  orderId: string,
  refunds: readonly ReportedRefund[],
): Promise<number> {
  const made = refunds.filter((refund) => refund.status === 'succeeded' && refund.amountCents > 0);
  if (made.length === 0) return 0;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status === 'awaiting_payment') return 0;
    const rows = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    const byProviderId = new Map(rows.map((row) => [row.providerRefundId, row]));
    const byKey = new Map(rows.map((row) => [row.idempotencyKey, row]));
    let room =
      order.amountCents -
      rows.filter((row) => row.status !== 'failed').reduce((sum, row) => sum + row.amountCents, 0);
    let recorded = 0;
    for (const refund of made) {
      const key = `provider-refund:${refund.id}`;
      const ours = (refund.key && byKey.get(refund.key)) || byProviderId.get(refund.id);
      if (ours) {
        if (ours.status !== 'failed') continue;
        const [settled] = await tx
          .update(orderRefunds)
          .set({ status: 'succeeded', providerRefundId: refund.id, completedAt: now() })
          .where(and(eq(orderRefunds.id, ours.id), eq(orderRefunds.status, 'failed')))
          .returning();
        if (settled) {
          room -= settled.amountCents;
          recorded += settled.amountCents;
        }
        continue;
      }
      const amountCents = Math.min(refund.amountCents, room);
      if (byKey.has(key) || amountCents <= 0) continue;
      const [inserted] = await tx
        .insert(orderRefunds)
        .values({
          orderId,
          amountCents,
          reason: providerRefundReason,
          status: 'succeeded',
          idempotencyKey: key,
          providerRefundId: refund.id,
          completedAt: now(),
        })
        .onConflictDoNothing({ target: orderRefunds.idempotencyKey })
        .returning();
      if (inserted) {
        room -= amountCents;
        recorded += amountCents;
      }
    }
    if (recorded === 0) return 0;
    const refunded = await sumRefunds(tx, orderId, ['succeeded']);
    // The whole charge back is the revocation's move (access, the buyer's email), not this one's.
    if (order.status === 'paid' && refunded < order.amountCents && showsPartialRefunds(order)) {
      await tx.update(orders).set({ status: 'partially_refunded' }).where(eq(orders.id, orderId));
    }
    return recorded;
  });
}
