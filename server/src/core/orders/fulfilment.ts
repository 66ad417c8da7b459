import { and, eq } from 'drizzle-orm';
import { entitlementsGrantedBy } from '../../../../common/pricing';
import type { AppDeps } from '../app-context';
import type { Db } from '../../db/client';
import { entitlements, orders } from '../../db/schema';
import { forgetCachedUser } from '../sessions';
import type { Order, OrderContext } from './order';
import { enqueueReceipt } from './receipts';
import { stepsOf } from './steps';
import { notifyTeamOfPaidOrder } from './team-notice';

/** One grant row per entitlement of the order; the unique (order, entitlement) index makes a repeat a no-op. */
export async function grantOrderEntitlements(db: Db, order: Order, userId: string) {
  const granted = entitlementsGrantedBy(order.product);
  if (granted.length === 0) return;
  await db
    .insert(entitlements)
    .values(granted.map((entitlement) => ({ userId, entitlement, orderId: order.id })))
    .onConflictDoNothing();
}

/** The one caller that moves the order out of awaiting_payment gets it back; every other gets null. */
async function markPaid(tx: Db, orderId: string, now: Date): Promise<Order | null> {
  const [paid] = await tx
    .update(orders)
    .set({
      // The payment state only; an order an operator delivers keeps its delivery state in its
      // own row, made by its product's paid step.
      status: 'paid',
      paidAt: now,
      fulfilledAt: now,
      receiptSentAt: now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
    .returning();
  return paid ?? null;
}

/**
 * Marks a verified order paid, grants its access and queues its receipt and the team's notice,
 * all in the caller's transaction. The conditional UPDATE is the gate: only the caller that moves
 * the order out of awaiting_payment does the rest, so webhooks, reloads and restarts add nothing a
 * second time.
 */
export async function fulfilOrderIn(
  tx: Db,
  orderId: string,
  context: OrderContext,
): Promise<{ order: Order; ownerId: string | null } | null> {
  const paid = await markPaid(tx, orderId, context.now());
  if (!paid) return null;

  // Signed in at purchase: that account. Signed out: nobody until the buyer claims it with its
  // proof (checkout's claim); an account that merely shares the email gets nothing.
  const ownerId = paid.userId;
  if (ownerId) await grantOrderEntitlements(tx, paid, ownerId);
  const stepped = await stepsOf(paid.product)?.paid(tx, paid, context);
  if (stepped !== 'own-receipt') {
    await enqueueReceipt(tx, paid, { appUrl: context.appUrl, hasAccount: ownerId !== null });
  }
  await notifyTeamOfPaidOrder(tx, paid, context);
  return { order: paid, ownerId };
}

/** Fulfils a verified order once; answers whether this call was the one that did it. */
export async function fulfilOrder(deps: AppDeps, orderId: string): Promise<boolean> {
  const result = await deps.db.transaction((tx) => fulfilOrderIn(tx, orderId, deps));
  if (result?.ownerId) forgetCachedUser(deps.db, result.ownerId);
  return result !== null;
}
