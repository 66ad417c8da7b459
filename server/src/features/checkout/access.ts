import { and, eq, inArray, sql } from 'drizzle-orm';
import { checkoutMessages, type ToolboxAccessQuery } from '../../../../common/contracts/checkout';
import { accessPageProducts, ownsProduct } from '../../../../common/pricing';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { badRequest } from '../../errors';
import type { SessionUser } from '../../core/sessions';

/** A paid, not refunded order of a product that opens the access page, bought with this email. */
async function findPaidAccessOrder(db: Db, orderId: string, email: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(sql`lower(${orders.email})`, email.toLowerCase()),
        eq(orders.status, 'paid'),
        inArray(orders.product, accessPageProducts),
      ),
    )
    .limit(1);
  return order ?? null;
}

/**
 * True only when that paid order belongs to that email (the order id is the proof a signed-out
 * buyer holds); for a signed-in user the account's own email is enough. Nothing else is ever
 * revealed.
 */
export async function checkToolboxAccess(
  db: Db,
  query: ToolboxAccessQuery,
  user: SessionUser | null,
): Promise<boolean> {
  const isOwnEmail =
    user !== null && (!query.email || query.email.toLowerCase() === user.email.toLowerCase());
  if (isOwnEmail && ownsProduct('toolbox', user.entitlements)) return true;
  if (!query.email) {
    if (!user) throw badRequest(checkoutMessages.accessNeedsEmail);
    return false;
  }
  if (!query.order) return false;
  return (await findPaidAccessOrder(db, query.order, query.email)) !== null;
}
