import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { catalogue, type ProductKey } from '../../../../common/catalogue';
import { accessPageProducts, entitlementsGrantedBy } from '../../../../common/pricing';
import { receiptEmail, refundEmail } from '../../../../content/checkout-emails';
import type { Db } from '../../db/client';
import { entitlements, orders } from '../../db/schema';
import { forgetCachedUser } from '../../core/sessions';
import { enqueueEmail } from '../../core/email/outbox';
import { leadOrderPaidStep, leadOrderRevokedStep } from '../lead-orders/paid-step';
import { notifyTeamOfPaidOrder } from '../operator/notify';

type Order = typeof orders.$inferSelect;

/**
 * Work a product needs once its order is paid, beyond what its catalogue entry describes
 * (grants, status, receipt): it runs in the fulfilment's transaction, once per order. Keyed by
 * every product so that a new product has to say whether it needs one.
 */
/** 'own-receipt': the step wrote the product's own paid email, so the generic receipt is not sent. */
type FulfilmentStep = (
  tx: Db,
  order: Order,
  appUrl: string,
  operatorEmails: readonly string[],
) => Promise<void | 'own-receipt'>;
const fulfilmentSteps: Record<ProductKey, FulfilmentStep | null> = {
  toolbox: null,
  agency: null,
  // The delivery row (pending, due in 24 hours), its event, the order email and the team's.
  blu_leads: leadOrderPaidStep,
};

/**
 * Work a product needs when the provider reports its charge refunded in full (beyond removing
 * the grants): 'own-email' when it told the buyer itself.
 */
type RevocationStep = (tx: Db, order: Order, appUrl: string) => Promise<void | 'own-email'>;
const revocationSteps: Record<ProductKey, RevocationStep | null> = {
  toolbox: null,
  agency: null,
  blu_leads: leadOrderRevokedStep,
};

/** The access page link the receipt carries: the email plus the order id prove the purchase. */
export function accessPageUrl(appUrl: string, email: string, orderId: string): string {
  const query = new URLSearchParams({ email, order: orderId });
  return `${appUrl}/ai-toolbox/success?${query.toString()}`;
}

/** One grant row per entitlement of the order; the unique (order, entitlement) index makes a repeat a no-op. */
export async function grantOrderEntitlements(db: Db, order: Order, userId: string) {
  const granted = entitlementsGrantedBy(order.product);
  if (granted.length === 0) return;
  await db
    .insert(entitlements)
    .values(granted.map((entitlement) => ({ userId, entitlement, orderId: order.id })))
    .onConflictDoNothing();
}

/**
 * Marks a verified order paid, grants its access and queues its receipt, all in the caller's
 * transaction. The conditional UPDATE is the gate: only the caller that moves the order out of
 * awaiting_payment does the rest, so webhooks, reloads and restarts add nothing a second time.
 */
export async function fulfilOrderIn(
  tx: Db,
  orderId: string,
  appUrl: string,
  /** OPERATOR_EMAIL (config.operatorEmails); empty: every operator is told. */
  operatorEmails: readonly string[] = [],
): Promise<{ order: Order; ownerId: string | null } | null> {
  // The product never changes after the order is created, so reading it first is safe.
  const [found] = await tx
    .select({ product: orders.product })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!found) return null;
  const product = catalogue[found.product];
  const now = new Date();
  const [paid] = await tx
    .update(orders)
    .set({
      // The payment state only; an order an operator delivers keeps its delivery state in its
      // own row (lead orders: lead_orders, made by their fulfilment step as pending).
      status: 'paid',
      paidAt: now,
      fulfilledAt: now,
      receiptSentAt: now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
    .returning();
  if (!paid) return null;

  // Signed in at purchase: that account. Signed out: nobody until the buyer claims it with its
  // proof (claim.ts); an account that merely shares the email gets nothing.
  const ownerId = paid.userId;
  if (ownerId) await grantOrderEntitlements(tx, paid, ownerId);
  const stepped = await fulfilmentSteps[paid.product]?.(
    tx,
    { ...paid, userId: ownerId },
    appUrl,
    operatorEmails,
  );

  if (stepped !== 'own-receipt') {
    await enqueueEmail(tx, {
      to: paid.email,
      ...receiptEmail({
        productName: product.name,
        amountCents: paid.amountCents,
        orderId: paid.id,
        promoCode: paid.promoCode,
        isTestMode: paid.provider === 'simulated',
        accessUrl: product.fulfilment.hasAccessPage
          ? accessPageUrl(appUrl, paid.email, paid.id)
          : null,
        appUrl,
        hasAccount: ownerId !== null,
      }),
    });
  }
  await notifyTeamOfPaidOrder(tx, paid, { appUrl, operatorEmails });
  return { order: { ...paid, userId: ownerId }, ownerId };
}

/** Fulfils a verified order once; answers whether this call was the one that did it. */
export async function fulfilOrder(
  db: Db,
  orderId: string,
  appUrl: string,
  operatorEmails: readonly string[] = [],
): Promise<boolean> {
  const result = await db.transaction((tx) => fulfilOrderIn(tx, orderId, appUrl, operatorEmails));
  if (result?.ownerId) forgetCachedUser(db, result.ownerId);
  return result !== null;
}

/**
 * The provider reported the order's charge refunded: the order becomes refunded, the access
 * it granted goes (grants from other paid orders stay), and the buyer is told once.
 */
export async function revokeOrder(db: Db, orderId: string, appUrl: string): Promise<boolean> {
  const result = await db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(and(eq(orders.id, orderId), ne(orders.status, 'refunded')))
      .returning();
    if (!refunded) return null;
    const removed = await tx
      .delete(entitlements)
      .where(eq(entitlements.orderId, refunded.id))
      .returning({ userId: entitlements.userId });
    const stepped = await revocationSteps[refunded.product]?.(tx, refunded, appUrl);
    if (stepped === 'own-email') return removed.map((row) => row.userId);
    await enqueueEmail(tx, {
      to: refunded.email,
      ...refundEmail({
        productName: catalogue[refunded.product].name,
        amountCents: refunded.amountCents,
        orderId: refunded.id,
        promoCode: refunded.promoCode,
        isTestMode: refunded.provider === 'simulated',
        appUrl,
      }),
    });
    return removed.map((row) => row.userId);
  });
  for (const userId of new Set(result ?? [])) forgetCachedUser(db, userId);
  return result !== null;
}

/** A paid, not refunded order of a product that opens the access page, bought with this email. */
export async function findPaidAccessOrder(db: Db, orderId: string, email: string) {
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
