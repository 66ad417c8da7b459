import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductKey } from '../../../../common/catalogue';
import type { OrderStatus } from '../../../../common/contracts/checkout';
import { users } from './accounts';

/**
 * Every purchase of every product. The row exists before the provider's intent (which carries
 * its id), and only a verified payment moves it on: toolbox and agency orders go
 * awaiting_payment -> paid -> refunded; lead orders add pending/processing/delivered/failed.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product: text('product').$type<ProductKey>().notNull(),
    /** standard, upgrade (toolbox owners' agency price); lead orders may add their own. */
    offer: text('offer').notNull().default('standard'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('awaiting_payment'),
    /** stripe, simulated (test mode) or free (promo / included allowance: no payment at all). */
    provider: text('provider').$type<'stripe' | 'simulated' | 'free'>().notNull(),
    providerIntentId: text('provider_intent_id'),
    promoCode: text('promo_code'),
    /** A promo redemption's mailbox (common/mailbox.ts): name+x@ and name@ are one person. */
    promoMailbox: text('promo_mailbox'),
    /** The toolbox order an upgrade was priced against, when the buyer proved it with one. */
    upgradeFromOrderId: uuid('upgrade_from_order_id'),
    /** Lead orders: the validated order details (quantity, filters, customer name). */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
  },
  (t) => [
    // One order per provider intent: a webhook or a confirm can only ever find one.
    uniqueIndex('orders_provider_intent_id_key').on(t.providerIntentId),
    // One free (promo) redemption per mailbox per product, however the address is written.
    uniqueIndex('orders_one_promo_per_mailbox_product_key')
      .on(t.promoMailbox, t.product)
      .where(sql`${t.promoCode} is not null`),
    // The agency program's included leads: one free lead order per account, however many race.
    uniqueIndex('orders_one_included_lead_order_key')
      .on(t.userId)
      .where(sql`${t.product} = 'blu_leads' and ${t.offer} = 'included'`),
    index('orders_user_id_idx').on(t.userId),
    index('orders_email_lower_idx').on(sql`lower(${t.email})`),
    // The operator console's lists: newest first, paged on (created_at, id).
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('orders_amount_cents_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * The built-in test payment provider's intents. The server keeps them (and their outcome) so
 * that the success page and a restart see exactly what a provider would report.
 */
export const simulatedPaymentIntents = pgTable(
  'simulated_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: uuid('order_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status')
      .$type<'requires_payment_method' | 'succeeded' | 'canceled'>()
      .notNull()
      .default('requires_payment_method'),
    lastError: text('last_error'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('simulated_payment_intents_idempotency_key').on(t.idempotencyKey)],
);
