import { and, eq, sql } from 'drizzle-orm';
import { claimMessages, type ClaimOrderReply } from '../../../../common/contracts/checkout';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { forgetCachedUser } from '../../core/sessions';
import { grantOrderEntitlements } from '../../core/orders/fulfilment';

/** Orders that were never paid, or were refunded, have nothing to claim. */
const unclaimable = new Set(['awaiting_payment', 'refunded']);

/**
 * Attaches a purchase made signed out to the account signed in now, on the buyer's proof (the
 * order id with its email), and grants its access. Claiming one's own order again changes
 * nothing; an order another account has claimed stays theirs.
 */
export async function claimOrder(
  db: Db,
  orderId: string,
  email: string,
  userId: string,
): Promise<ClaimOrderReply> {
  const claimed = await db.transaction(async (tx) => {
    // Locked so that two claims of one order cannot both find it unowned.
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(sql`lower(${orders.email})`, email.toLowerCase())))
      .for('update');
    if (!order || unclaimable.has(order.status)) throw notFound(claimMessages.notFound);
    if (order.userId !== null && order.userId !== userId) {
      throw conflict(claimMessages.claimedByOther);
    }
    if (order.userId === null) {
      await tx.update(orders).set({ userId }).where(eq(orders.id, order.id));
    }
    await grantOrderEntitlements(tx, order, userId);
    return { orderId: order.id, product: order.product };
  });
  forgetCachedUser(db, userId);
  return claimed;
}
