import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { catalogue } from '../../../../common/catalogue';
import { mailboxKey } from '../../../../common/mailbox';
import {
  alreadyOwnedMessage,
  checkoutMessages,
  type CheckoutConfig,
  type CreatePaymentIntentBody,
  type CreatePaymentIntentReply,
  type FreeOrderBody,
  type OrderReceipt,
  type PaymentSummary,
  type ReceiptProofBody,
  type ToolboxAccessQuery,
  type ValidatePromoBody,
  type ValidatePromoReply,
} from '../../../../common/contracts/checkout';
import {
  checkoutCurrency,
  type CheckoutProduct,
  displayedAmountMatches,
  isPromoCode,
  isUpgradeEligible,
  ownsProduct,
  type PriceOffer,
  quotePrice,
} from '../../../../common/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orders } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { forgetCachedUser, type SessionUser } from '../../core/sessions';
import {
  type PaymentEvent,
  type PaymentProvider,
  ProviderError,
  type ProviderIntent,
  intentIdFromClientSecret,
} from '../../core/payments/provider';
import { fulfilOrder, fulfilOrderIn, findPaidAccessOrder, revokeOrder } from './fulfilment';

type Order = typeof orders.$inferSelect;
export type Buyer = SessionUser | null;

/**
 * Identical checkout requests (same email, product, price and account) within this window reuse
 * the open order and its intent, so a double click or a reload never makes a second charge. Only
 * its buyer is handed it again: the same signed-in account, or a signed-out browser that shows
 * the order id it was given (docs/decisions/0019-money-edges.md).
 */
export const OPEN_ORDER_REUSE_MS = 60 * 60 * 1000;

/**
 * A signed-out request that shows nothing shares an open order only this young: a double click
 * or a retry after a provider error, not a stranger who types the buyer's email later.
 */
export const DOUBLE_SUBMIT_MS = 5 * 1000;

const providerUnavailable = () => new HttpError(502, checkoutMessages.providerUnavailable);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const toReceipt = (order: Order): OrderReceipt => ({
  orderId: order.id,
  product: order.product,
  email: order.email,
  status: order.status,
  amountCents: order.amountCents,
});

export function getCheckoutConfig(provider: PaymentProvider): CheckoutConfig {
  return {
    provider: provider.name,
    publishableKey: provider.publishableKey,
    currency: checkoutCurrency,
  };
}

/** A message for the operator when a production server would take orders without charging. */
export function paymentModeWarning(config: Config): string | null {
  if (!config.isProduction || config.stripe) return null;
  return (
    'PAYMENTS ARE IN TEST MODE: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET ' +
    'are not set, so the checkout shows the simulated card form and buyers get access without ' +
    'paying. Set the Stripe keys before taking real orders.'
  );
}

/** A signed-in buyer never pays twice for what they already have. */
function refuseIfOwned(product: CheckoutProduct, buyer: Buyer) {
  if (buyer && ownsProduct(product, buyer.entitlements)) {
    throw conflict(alreadyOwnedMessage(catalogue[product].name));
  }
}

/**
 * The price offer the server grants: the upgrade price only to a proven toolbox owner (signed
 * in with the toolbox, or showing a paid toolbox order bought with the same email).
 */
async function resolveOffer(
  db: Db,
  product: CheckoutProduct,
  buyer: Buyer,
  proof?: { email: string; upgradeFromOrderId?: string },
): Promise<{ offer: PriceOffer; upgradeFromOrderId: string | null }> {
  if (proof?.upgradeFromOrderId) {
    const base =
      product === catalogue.upgrade.to
        ? await db
            .select({ id: orders.id })
            .from(orders)
            .where(
              and(
                eq(orders.id, proof.upgradeFromOrderId),
                eq(orders.product, catalogue.upgrade.from),
                eq(orders.status, 'paid'),
                eq(sql`lower(${orders.email})`, proof.email.toLowerCase()),
              ),
            )
        : [];
    if (base.length === 0) throw badRequest(checkoutMessages.notUpgradeable);
    return { offer: 'upgrade', upgradeFromOrderId: base[0].id };
  }
  if (buyer && isUpgradeEligible(product, buyer.entitlements)) {
    return { offer: 'upgrade', upgradeFromOrderId: null };
  }
  return { offer: 'standard', upgradeFromOrderId: null };
}

/**
 * The buyer's open order for these exact terms, or a new one; identical concurrent requests queue
 * on a lock. `openOrderId` is what a signed-out buyer shows; a signed-in one is their account.
 */
async function findOrCreateOpenOrder(
  db: Db,
  openOrderId: string | undefined,
  values: {
    email: string;
    product: CheckoutProduct;
    offer: PriceOffer;
    amountCents: number;
    currency: string;
    userId: string | null;
    provider: 'stripe' | 'simulated';
    upgradeFromOrderId: string | null;
  },
): Promise<Order> {
  const lockKey = `checkout:${values.email.toLowerCase()}:${values.product}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const whose = values.userId
      ? eq(orders.userId, values.userId)
      : and(
          isNull(orders.userId),
          openOrderId
            ? eq(orders.id, openOrderId)
            : gt(orders.createdAt, new Date(Date.now() - DOUBLE_SUBMIT_MS)),
        );
    const [open] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(sql`lower(${orders.email})`, values.email.toLowerCase()),
          eq(orders.product, values.product),
          eq(orders.offer, values.offer),
          eq(orders.amountCents, values.amountCents),
          eq(orders.currency, values.currency),
          eq(orders.provider, values.provider),
          whose,
          eq(orders.status, 'awaiting_payment'),
          isNull(orders.promoCode),
          gt(orders.createdAt, new Date(Date.now() - OPEN_ORDER_REUSE_MS)),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (open) return open;
    const [created] = await tx.insert(orders).values(values).returning();
    return created;
  });
}

// Requests for the same order in this process share one provider call.
const intentsInFlight = new Map<string, Promise<ProviderIntent>>();

/** The order's provider intent: created once with the order id as idempotency key, then reused. */
export function ensureIntent(
  db: Db,
  provider: PaymentProvider,
  order: Order,
): Promise<ProviderIntent> {
  const running = intentsInFlight.get(order.id);
  if (running) return running;
  const work = (async () => {
    if (order.providerIntentId) {
      const existing = await provider.retrieveIntent(order.providerIntentId);
      if (existing) return existing;
    }
    const intent = await provider.createIntent({
      orderId: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
      description: catalogue[order.product].name,
      idempotencyKey: order.id,
    });
    await db
      .update(orders)
      .set({ providerIntentId: intent.id })
      .where(and(eq(orders.id, order.id), isNull(orders.providerIntentId)));
    return intent;
  })().finally(() => intentsInFlight.delete(order.id));
  intentsInFlight.set(order.id, work);
  return work;
}

/** True when the provider's intent is exactly the payment this order asked for. */
export function intentMatchesOrder(order: Order, intent: ProviderIntent): boolean {
  return (
    intent.amountCents === order.amountCents &&
    intent.currency.toLowerCase() === order.currency.toLowerCase() &&
    (order.providerIntentId ?? intent.id) === intent.id &&
    (intent.orderId === null || intent.orderId === order.id)
  );
}

/** POST /api/create-payment-intent: an order row first, then the provider's intent for it. */
export async function createPaymentIntent(
  db: Db,
  provider: PaymentProvider,
  body: CreatePaymentIntentBody,
  buyer: Buyer,
  appUrl: string,
  operatorEmails: readonly string[] = [],
): Promise<CreatePaymentIntentReply> {
  refuseIfOwned(body.product, buyer);
  const { offer, upgradeFromOrderId } = await resolveOffer(db, body.product, buyer, body);
  const quote = quotePrice(body.product, offer);
  if (body.amount !== undefined && !displayedAmountMatches(body.amount, quote.amountCents)) {
    throw badRequest(checkoutMessages.amountMismatch);
  }
  const order = await findOrCreateOpenOrder(db, buyer ? undefined : body.openOrderId, {
    email: body.email,
    product: body.product,
    offer,
    amountCents: quote.amountCents,
    currency: quote.currency,
    userId: buyer?.id ?? null,
    provider: provider.name,
    upgradeFromOrderId,
  });
  let intent: ProviderIntent;
  try {
    intent = await ensureIntent(db, provider, order);
  } catch (error) {
    if (error instanceof ProviderError) throw providerUnavailable();
    throw error;
  }
  if (intent.status === 'succeeded') {
    // Already paid in another tab: fulfil it (the provider says so) instead of charging again.
    if (intentMatchesOrder(order, intent)) await fulfilOrder(db, order.id, appUrl, operatorEmails);
    throw conflict(checkoutMessages.paymentAlreadyCompleted);
  }
  return {
    clientSecret: intent.clientSecret,
    orderId: order.id,
    product: body.product,
    offer,
    amountCents: order.amountCents,
    currency: order.currency,
  };
}

/** The order behind a client secret; the secret itself is the proof (as with Stripe.js). */
export async function getPaymentSummary(
  db: Db,
  provider: PaymentProvider,
  clientSecret: string,
): Promise<PaymentSummary> {
  const intentId = intentIdFromClientSecret(clientSecret);
  if (!intentId) throw notFound(checkoutMessages.paymentNotFound);
  const [order] = await db.select().from(orders).where(eq(orders.providerIntentId, intentId));
  if (!order || order.provider !== provider.name) throw notFound(checkoutMessages.paymentNotFound);
  let intent: ProviderIntent | null;
  try {
    intent = await provider.retrieveIntent(intentId);
  } catch (error) {
    if (error instanceof ProviderError) throw providerUnavailable();
    throw error;
  }
  if (!intent || !sameSecret(intent.clientSecret, clientSecret)) {
    throw notFound(checkoutMessages.paymentNotFound);
  }
  return {
    orderId: order.id,
    product: order.product,
    offer: order.offer === 'upgrade' ? 'upgrade' : 'standard',
    amountCents: order.amountCents,
    currency: order.currency,
    email: order.email,
    status: order.status,
  };
}

/** True when this mailbox has already had its one free redemption of this product. */
async function hasRedeemedPromo(db: Db, email: string, product: CheckoutProduct) {
  const [redeemed] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.promoMailbox, mailboxKey(email)),
        eq(orders.product, product),
        sql`${orders.promoCode} is not null`,
      ),
    )
    .limit(1);
  return redeemed !== undefined;
}

/**
 * The Apply button: the server alone knows the code, and says at once when this email has had
 * its free redemption, so the page never shows $0 only to refuse at the last click.
 */
export async function validatePromo(
  db: Db,
  config: Config,
  body: ValidatePromoBody,
  buyer: Buyer,
): Promise<ValidatePromoReply> {
  if (!isPromoCode(body.promoCode, config.promoCode)) {
    throw badRequest(checkoutMessages.invalidPromo);
  }
  if (body.email && (await hasRedeemedPromo(db, body.email, body.product))) {
    throw conflict(checkoutMessages.promoAlreadyUsed);
  }
  const { offer } = await resolveOffer(db, body.product, buyer);
  return { discountCents: quotePrice(body.product, offer).amountCents, totalCents: 0 };
}

/** "Complete Free Order": recorded as paid with amount 0 and fulfilled in one transaction. */
export async function createFreeOrder(
  db: Db,
  config: Config,
  body: FreeOrderBody,
  buyer: Buyer,
  appUrl: string,
): Promise<OrderReceipt> {
  if (!isPromoCode(body.promoCode, config.promoCode)) {
    throw badRequest(checkoutMessages.invalidPromo);
  }
  refuseIfOwned(body.product, buyer);
  const { offer } = await resolveOffer(db, body.product, buyer);
  let result: Awaited<ReturnType<typeof fulfilOrderIn>>;
  try {
    result = await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          product: body.product,
          offer,
          amountCents: 0,
          currency: quotePrice(body.product, offer).currency,
          email: body.email,
          userId: buyer?.id ?? null,
          provider: 'free',
          promoCode: config.promoCode,
          promoMailbox: mailboxKey(body.email),
        })
        .returning();
      return fulfilOrderIn(tx, order.id, appUrl, config.operatorEmails);
    });
  } catch (error) {
    // The partial unique index (promo_mailbox, product) where promo: one redemption, however many race.
    if (isUniqueViolation(error)) throw conflict(checkoutMessages.promoAlreadyUsed);
    throw error;
  }
  if (!result) throw conflict(checkoutMessages.promoAlreadyUsed);
  if (result.ownerId) forgetCachedUser(db, result.ownerId);
  return toReceipt(result.order);
}

/**
 * The success page asks: the server retrieves the intent from the provider itself and fulfils
 * the order when the provider says it succeeded for exactly this order's amount.
 */
export async function confirmPayment(
  db: Db,
  provider: PaymentProvider,
  paymentIntentId: string,
  appUrl: string,
  log: FastifyBaseLogger,
  operatorEmails: readonly string[] = [],
): Promise<OrderReceipt> {
  const findOrder = async () =>
    (await db.select().from(orders).where(eq(orders.providerIntentId, paymentIntentId)))[0];
  const order = await findOrder();
  if (!order || order.provider !== provider.name) throw notFound(checkoutMessages.paymentNotFound);
  if (order.status !== 'awaiting_payment') return toReceipt(order);
  let intent: ProviderIntent | null;
  try {
    intent = await provider.retrieveIntent(paymentIntentId);
  } catch (error) {
    if (error instanceof ProviderError) throw providerUnavailable();
    throw error;
  }
  if (intent?.status === 'succeeded') {
    if (intentMatchesOrder(order, intent)) {
      await fulfilOrder(db, order.id, appUrl, operatorEmails);
    } else {
      log.warn(
        { orderId: order.id, intentId: intent.id, amount: intent.amountCents },
        'payment does not match its order; not fulfilled',
      );
    }
  }
  return toReceipt((await findOrder()) ?? order);
}

/**
 * The success page's receipt, only for its buyer: a paid intent is confirmed with the provider as
 * /api/checkout/confirm does, then answered when the visitor shows the intent's client secret or
 * is signed in to the account that bought it; a free order answers to its id with its email.
 * Everyone else gets the same 404, whether or not the order exists.
 */
export async function provenReceipt(
  db: Db,
  provider: PaymentProvider,
  body: ReceiptProofBody,
  buyer: Buyer,
  appUrl: string,
  log: FastifyBaseLogger,
): Promise<OrderReceipt> {
  const unknown = () => notFound(checkoutMessages.paymentNotFound);
  if ('orderId' in body) {
    const [order] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.id, body.orderId), eq(sql`lower(${orders.email})`, body.email.toLowerCase())),
      );
    if (!order) throw unknown();
    return toReceipt(order);
  }
  const receipt = await confirmPayment(db, provider, body.paymentIntentId, appUrl, log);
  const [order] = await db.select().from(orders).where(eq(orders.id, receipt.orderId));
  if (buyer && order?.userId === buyer.id) return receipt;
  const secret = body.clientSecret;
  if (!secret || intentIdFromClientSecret(secret) !== body.paymentIntentId) throw unknown();
  let intent: ProviderIntent | null;
  try {
    intent = await provider.retrieveIntent(body.paymentIntentId);
  } catch (error) {
    if (error instanceof ProviderError) throw providerUnavailable();
    throw error;
  }
  if (!intent || !sameSecret(intent.clientSecret, secret)) throw unknown();
  return receipt;
}

/** A verified webhook event: fulfil on success, revoke on a full refund, ignore the rest. */
export async function handlePaymentEvent(
  db: Db,
  event: PaymentEvent,
  appUrl: string,
  log: FastifyBaseLogger,
  operatorEmails: readonly string[] = [],
): Promise<void> {
  if (event.kind === 'ignored') return;
  if (event.kind === 'malformed') {
    // Answered 2xx all the same: a retry would carry the same body, for days.
    log.warn(
      { eventId: event.eventId, type: event.type, problem: event.problem },
      'signed webhook without the expected fields; nothing changed',
    );
    return;
  }
  if (event.kind === 'payment_succeeded') {
    const { intent } = event;
    const [order] = intent.orderId
      ? await db
          .select()
          .from(orders)
          .where(sql`${orders.id}::text = ${intent.orderId}`)
      : await db.select().from(orders).where(eq(orders.providerIntentId, intent.id));
    if (!order || order.provider !== 'stripe') {
      log.warn({ eventId: event.eventId, intentId: intent.id }, 'payment for an unknown order');
      return;
    }
    if (!intentMatchesOrder(order, intent)) {
      log.warn(
        {
          eventId: event.eventId,
          orderId: order.id,
          intentId: intent.id,
          amount: intent.amountCents,
          currency: intent.currency,
          expectedAmount: order.amountCents,
          expectedCurrency: order.currency,
        },
        'payment does not match its order; not fulfilled',
      );
      return;
    }
    // A crash between creating the intent and saving its id leaves the id unsaved; save it now.
    if (!order.providerIntentId) {
      await db
        .update(orders)
        .set({ providerIntentId: intent.id })
        .where(and(eq(orders.id, order.id), isNull(orders.providerIntentId)));
    }
    await fulfilOrder(db, order.id, appUrl, operatorEmails);
    return;
  }
  const [order] = await db.select().from(orders).where(eq(orders.providerIntentId, event.intentId));
  if (!order) {
    log.warn({ eventId: event.eventId, intentId: event.intentId }, 'refund for an unknown order');
    return;
  }
  if (!event.isFullRefund) {
    log.info(
      { eventId: event.eventId, orderId: order.id, refunded: event.amountRefundedCents },
      'partial refund: access kept',
    );
    return;
  }
  await revokeOrder(db, order.id, appUrl);
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
