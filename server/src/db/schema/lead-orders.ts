import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryState, LeadEventKind } from '../../../../common/contracts/lead-orders';
import { users } from './accounts';
import { bytea } from './columns';
import { orders } from './orders';

/**
 * The delivery of a paid lead order (docs/decisions/0022-lead-orders.md). The order itself, its
 * amount, payment state and details are the `orders` row (product blu_leads); this row is made in
 * the payment's transaction and holds what the operator does with it. The delivered CSV file is
 * kept here, so any server process can serve it.
 */
export const leadOrders = pgTable(
  'lead_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    deliveryStatus: text('delivery_status').$type<DeliveryState>().notNull().default('pending'),
    /** Paid at + the catalogue's delivery promise: the queue's order. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    deliveredCount: integer('delivered_count'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    fileName: text('file_name'),
    fileCsv: bytea('file_csv'),
    fileBytes: integer('file_bytes'),
    /** When the team notification was queued; null when there was nobody to tell. */
    teamNotifiedAt: timestamp('team_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_orders_open_due_idx')
      .on(t.dueAt)
      .where(sql`${t.deliveryStatus} in ('pending', 'processing')`),
    check('lead_orders_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Every change of a lead order, written in the transaction of the change. actor null: the system. */
export const leadOrderEvents = pgTable(
  'lead_order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of events, even within one transaction (whose now() is one instant). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    note: text('note'),
  },
  (t) => [index('lead_order_events_order_idx').on(t.orderId, t.seq)],
);

/**
 * Refunds made through the payment provider. The row (pending) is written before the provider is
 * asked, with the idempotency key the provider gets, so a retry never refunds twice.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_refunds_idempotency_key').on(t.idempotencyKey),
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** The built-in test provider's refunds: one per idempotency key, as Stripe keeps them. */
export const simulatedRefunds = pgTable(
  'simulated_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    intentId: text('intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('simulated_refunds_idempotency_key').on(t.idempotencyKey)],
);
