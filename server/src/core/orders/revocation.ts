import type { AppDeps } from '../app-context';
import { and, eq, ne } from 'drizzle-orm';
import { entitlements, orders } from '../../db/schema';
import { forgetCachedUser } from '../sessions';
import { enqueueRefundEmail } from './receipts';
import { stepsOf } from './steps';

/**
 * The provider reported the order's charge refunded in full: the order becomes refunded, the
 * access it granted goes (grants from other paid orders stay), and the buyer is told once. The
 * conditional UPDATE is the gate, as in fulfilment: a repeated event changes nothing.
 *
 * It takes the database, the app's address and the clock rather than the app's dependencies:
 * a provider event needs nothing else, and a test or a script can call it as it is.
 */
export async function revokeOrder(
  { db, appUrl, now }: Pick<AppDeps, 'db' | 'appUrl' | 'now'>,
  orderId: string,
): Promise<boolean> {
  const revokedUsers = await db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: now() })
      .where(and(eq(orders.id, orderId), ne(orders.status, 'refunded')))
      .returning();
    if (!refunded) return null;
    const removed = await tx
      .delete(entitlements)
      .where(eq(entitlements.orderId, refunded.id))
      .returning({ userId: entitlements.userId });
    const stepped = await stepsOf(refunded.product)?.revoked(tx, refunded, { appUrl, now });
    if (stepped !== 'own-email') await enqueueRefundEmail(tx, refunded, appUrl);
    return removed.map((row) => row.userId);
  });
  for (const userId of new Set(revokedUsers ?? [])) forgetCachedUser(db, userId);
  return revokedUsers !== null;
}
