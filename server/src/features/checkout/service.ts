import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { catalogue } from '../../../../common/catalogue';
import { mailboxKey } from '../../../../common/mailbox';
import {
  alreadyOwnedMessage,
  checkoutMessages,
  type CheckoutConfig,
  type CreatePaymentIntentBody,
  type CreatePaymentIntentReply,
  type FreeOrderBody,
  isCheckoutPaymentBody,
  type OrderReceipt,
  type PaymentIntentBody,
  type PaymentIntentReply,
  type PaymentSummary,
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
import type { AppDeps } from '../../core/app-context';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { forgetCachedUser } from '../../core/sessions';
import { type PaymentProvider, intentIdFromClientSecret } from '../../core/payments/provider';
import { fulfilOrderIn } from '../../core/orders/fulfilment';
import type { Buyer, Order } from '../../core/orders/order';
import {
  askProvider,
  fulfilPaidIntent,
  OPEN_ORDER_REUSE_MS,
  openIntent,
} from '../../core/orders/payment-intents';
import { stepsOf } from '../../core/orders/steps';

/**
 * A signed-out request that shows nothing shares an open order only this young: a double click
 * or a retry after a provider error, not a stranger who types the buyer's email later.
 */
export const DOUBLE_SUBMIT_MS = 5 * 1000;

/** Compared in constant time, so how long a wrong guess takes tells nothing about the secret. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The receipt as `viewer` (the account signed in now, if any) may see it. */
export const toReceipt = (order: Order, viewer: Buyer): OrderReceipt => ({
  orderId: order.id,
  product: order.product,
  email: order.email,
  status: order.status,
  amountCents: order.amountCents,
  isYours: viewer !== null && order.userId === viewer.id,
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
  now: Date,
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
            : gt(orders.createdAt, new Date(now.getTime() - DOUBLE_SUBMIT_MS)),
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
          gt(orders.createdAt, new Date(now.getTime() - OPEN_ORDER_REUSE_MS)),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (open) return open;
    const [created] = await tx.insert(orders).values(values).returning();
    return created;
  });
}

/**
 * POST /api/create-payment-intent. The product's catalogue entry decides who opens the order: a
 * product with a fulfilment step of its own starts it there (lead orders price it from their
 * details), every other is the checkout's.
 */
export function startPayment(
  deps: AppDeps,
  body: PaymentIntentBody,
  buyer: Buyer,
): Promise<PaymentIntentReply> {
  const steps = stepsOf(body.product);
  if (steps) return steps.start(deps, body, buyer);
  // The contract pairs each product with its body, so a product without a step of its own is
  // one of the checkout's.
  if (!isCheckoutPaymentBody(body)) throw new Error(`${body.product} has no way to be paid`);
  return createPaymentIntent(deps, body, buyer);
}

/** The checkout's own products: an order row first, then the provider's intent for it. */
async function createPaymentIntent(
  deps: AppDeps,
  body: CreatePaymentIntentBody,
  buyer: Buyer,
): Promise<CreatePaymentIntentReply> {
  const { db, provider } = deps;
  refuseIfOwned(body.product, buyer);
  const { offer, upgradeFromOrderId } = await resolveOffer(db, body.product, buyer, body);
  const quote = quotePrice(body.product, offer);
  if (body.amount !== undefined && !displayedAmountMatches(body.amount, quote.amountCents)) {
    throw badRequest(checkoutMessages.amountMismatch);
  }
  const order = await findOrCreateOpenOrder(db, deps.now(), buyer ? undefined : body.openOrderId, {
    email: body.email,
    product: body.product,
    offer,
    amountCents: quote.amountCents,
    currency: quote.currency,
    userId: buyer?.id ?? null,
    provider: provider.name,
    upgradeFromOrderId,
  });
  const intent = await openIntent(deps, order);
  // Already paid in another tab: fulfil it (the provider says so) instead of charging again.
  if (await fulfilPaidIntent(deps, order, intent)) {
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
  const intent = await askProvider(() => provider.retrieveIntent(intentId));
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
  promoCode: string,
  body: ValidatePromoBody,
  buyer: Buyer,
): Promise<ValidatePromoReply> {
  if (!isPromoCode(body.promoCode, promoCode)) {
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
  deps: AppDeps,
  promoCode: string,
  body: FreeOrderBody,
  buyer: Buyer,
): Promise<OrderReceipt> {
  const { db } = deps;
  if (!isPromoCode(body.promoCode, promoCode)) {
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
          promoCode,
          promoMailbox: mailboxKey(body.email),
        })
        .returning();
      return fulfilOrderIn(tx, order.id, deps);
    });
  } catch (error) {
    // The partial unique index (promo_mailbox, product) where promo: one redemption, however many race.
    if (isUniqueViolation(error)) throw conflict(checkoutMessages.promoAlreadyUsed);
    throw error;
  }
  if (!result) throw conflict(checkoutMessages.promoAlreadyUsed);
  if (result.ownerId) forgetCachedUser(db, result.ownerId);
  return toReceipt(result.order, buyer);
}
