import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { catalogue, leadOrderProduct, leadOrderTotalCents } from '../../../../common/catalogue';
import type { PaymentIntentBody } from '../../../../common/contracts/checkout';
import {
  isLeadPaymentIntentBody,
  type LeadAllowance,
  type LeadOrderDetails,
  leadOrderMessages,
  type LeadPaymentIntentReply,
} from '../../../../common/contracts/lead-orders';
import { checkoutCurrency, displayedAmountMatches } from '../../../../common/pricing';
import type { AppDeps } from '../../core/app-context';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../errors';
import type { SessionUser } from '../../core/sessions';
import type { Buyer, Order } from '../../core/orders/order';
import {
  fulfilPaidIntent,
  OPEN_ORDER_REUSE_MS,
  openIntent,
} from '../../core/orders/payment-intents';

const terms = catalogue.leadOrders;
export const loginRequired = () => new HttpError(401, leadOrderMessages.loginRequired.text);

/** What is stored of the details: the browser's total and user id are never kept. */
type StoredDetails = Pick<
  LeadOrderDetails,
  'customerName' | 'customerEmail' | 'quantity' | 'filters'
>;

function storedDetails(details: LeadOrderDetails): StoredDetails {
  return {
    customerName: details.customerName,
    customerEmail: details.customerEmail,
    quantity: details.quantity,
    filters: details.filters.map((filter) => ({ type: filter.type, value: filter.value })),
  };
}

const isAgencyMember = (buyer: SessionUser) => buyer.entitlements.includes('agency');

const includedOf = (userId: string) =>
  and(
    eq(orders.userId, userId),
    eq(orders.product, leadOrderProduct),
    eq(orders.offer, 'included'),
  );

/** GET /api/blu/allowance: whether the account's included order is still to be placed. */
export async function leadAllowance(db: Db, buyer: SessionUser): Promise<LeadAllowance> {
  const [included] = isAgencyMember(buyer)
    ? await db.select().from(orders).where(includedOf(buyer.id))
    : [];
  return {
    includedAvailable:
      isAgencyMember(buyer) && (included === undefined || included.status === 'awaiting_payment'),
    includedQuantity: terms.includedLeadsWithAgency,
  };
}

/**
 * The agency member's one free order of the included quantity: the open one again, or a new one.
 * The partial unique index (one included order per account) decides a race; null once it is spent.
 */
async function claimIncludedOrder(
  db: Db,
  buyer: SessionUser,
  details: StoredDetails,
): Promise<Order | null> {
  const [created] = await db
    .insert(orders)
    .values({
      product: leadOrderProduct,
      offer: 'included',
      amountCents: 0,
      currency: checkoutCurrency,
      email: details.customerEmail,
      userId: buyer.id,
      provider: 'free',
      details,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // The account has its included order already: still open, it takes the latest details.
  const [open] = await db
    .update(orders)
    .set({ details, email: details.customerEmail })
    .where(and(includedOf(buyer.id), eq(orders.status, 'awaiting_payment')))
    .returning();
  return open ?? null;
}

/** The buyer's open order for exactly these details and price, or a new one (a double click pays once). */
async function findOrCreateOpenLeadOrder(
  { db, provider, now }: AppDeps,
  buyer: SessionUser,
  details: StoredDetails,
  amountCents: number,
): Promise<Order> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-order:${buyer.id}`}))`);
    const [open] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, buyer.id),
          eq(orders.product, leadOrderProduct),
          eq(orders.offer, 'standard'),
          eq(orders.status, 'awaiting_payment'),
          eq(orders.amountCents, amountCents),
          eq(orders.provider, provider.name),
          sql`${orders.details} = ${JSON.stringify(details)}::jsonb`,
          gt(orders.createdAt, new Date(now().getTime() - OPEN_ORDER_REUSE_MS)),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (open) return open;
    const [created] = await tx
      .insert(orders)
      .values({
        product: leadOrderProduct,
        offer: 'standard',
        amountCents,
        currency: checkoutCurrency,
        email: details.customerEmail,
        userId: buyer.id,
        provider: provider.name,
        details,
      })
      .returning();
    return created;
  });
}

/** The reply for an order that needs no payment: the page completes it by its id. */
const freeReply = (order: Order): LeadPaymentIntentReply => ({
  clientSecret: null,
  orderId: order.id,
  product: leadOrderProduct,
  offer: 'included',
  amountCents: 0,
  currency: order.currency,
});

/**
 * POST /api/create-payment-intent for a lead order (this product's start step): signed in; the
 * server prices the order from the quantity and only checks the figures the browser shows.
 */
export async function createLeadPaymentIntent(
  deps: AppDeps,
  body: PaymentIntentBody,
  buyer: Buyer,
): Promise<LeadPaymentIntentReply> {
  // The product's catalogue entry sent this body here, and the contract shaped it for it.
  if (!isLeadPaymentIntentBody(body)) throw new Error('A lead order starts from its own form');
  if (!buyer) throw loginRequired();
  const details = storedDetails(body.orderDetails);
  const standardCents = leadOrderTotalCents(details.quantity);
  // The browser's figures (dollars) are only checked: the standard price, or $0 for included leads.
  const shown = [body.amount, body.orderDetails.totalCost].filter((v) => v !== undefined);
  const showsStandard = () =>
    shown.every((dollars) => displayedAmountMatches(dollars, standardCents));
  const mayBeIncluded = isAgencyMember(buyer) && details.quantity === terms.includedLeadsWithAgency;
  const agrees = (dollars: number) =>
    displayedAmountMatches(dollars, standardCents) ||
    (mayBeIncluded && displayedAmountMatches(dollars, 0));
  if (!shown.every(agrees)) throw badRequest(leadOrderMessages.amountMismatch);

  if (mayBeIncluded) {
    const included = await claimIncludedOrder(deps.db, buyer, details);
    if (included) return freeReply(included);
    // Spent: the order costs the standard price, which the page must have shown.
    if (!showsStandard()) throw badRequest(leadOrderMessages.amountMismatch);
  }

  const order = await findOrCreateOpenLeadOrder(deps, buyer, details, standardCents);
  const intent = await openIntent(deps, order);
  // Already paid in another tab: fulfil it (the provider says so) instead of charging again.
  if (await fulfilPaidIntent(deps, order, intent)) throw conflict(leadOrderMessages.alreadyPaid);
  return {
    clientSecret: intent.clientSecret,
    orderId: order.id,
    product: leadOrderProduct,
    offer: 'standard',
    amountCents: order.amountCents,
    currency: order.currency,
  };
}
