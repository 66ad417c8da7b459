import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { entitlementKeys } from '../../../../common/catalogue';
import { users } from './accounts';
import { orders } from './orders';

/** Access held now: one row per grant. A refund deletes its order's rows, and only those. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entitlement: text('entitlement', { enum: entitlementKeys }).notNull(),
    // The paid order that granted it; null for grants made by hand (demo seed, operators).
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entitlements_user_id_idx').on(t.userId),
    uniqueIndex('entitlements_manual_key')
      .on(t.userId, t.entitlement)
      .where(sql`${t.orderId} is null`),
    // An order grants each entitlement once: a second fulfilment cannot add a second grant.
    uniqueIndex('entitlements_order_key')
      .on(t.orderId, t.entitlement)
      .where(sql`${t.orderId} is not null`),
  ],
);
