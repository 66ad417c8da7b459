import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  checkoutMessages,
  type OrderReceipt,
  type ReceiptProofBody,
} from '../../../../common/contracts/checkout';
import type { AppDeps } from '../../core/app-context';
import { orders } from '../../db/schema';
import { notFound } from '../../errors';
import { intentIdFromClientSecret, type PaymentEvent } from '../../core/payments/provider';
import { fulfilOrder } from '../../core/orders/fulfilment';
import type { Buyer } from '../../core/orders/order';
import {
  askProvider,
  fulfilPaidIntent,
  intentMatchesOrder,
} from '../../core/orders/payment-intents';
import { recordProviderRefunds } from '../../core/orders/refunds';
import { revokeOrder } from '../../core/orders/revocation';
import { sameSecret, toReceipt } from './service';

// What the provider says about a payment, heard three ways: the success page asks (confirm and
// receipt), or the provider tells (the webhook). Each way fulfils through the same gate.

/**
 * The success page asks: the server retrieves the intent from the provider itself and fulfils
 * the order when the provider says it succeeded for exactly this order's amount.
 */
export async function confirmPayment(
  deps: AppDeps,
  paymentIntentId: string,
  viewer: Buyer,
): Promise<OrderReceipt> {
  const { db, provider } = deps;
  const findOrder = async () =>
    (await db.select().from(orders).where(eq(orders.providerIntentId, paymentIntentId)))[0];
  const order = await findOrder();
  if (!order || order.provider !== provider.name) throw notFound(checkoutMessages.paymentNotFound);
  if (order.status !== 'awaiting_payment') return toReceipt(order, viewer);
  const intent = await askProvider(() => provider.retrieveIntent(paymentIntentId));
  await fulfilPaidIntent(deps, order, intent);
  return toReceipt((await findOrder()) ?? order, viewer);
}

/**
 * The success page's receipt, only for its buyer: a paid intent is confirmed with the provider as
 * /api/checkout/confirm does, then answered when the visitor shows the intent's client secret or
 * is signed in to the account that bought it; a free order answers to its id with its email.
 * Everyone else gets the same 404, whether or not the order exists.
 */
export async function provenReceipt(
  deps: AppDeps,
  body: ReceiptProofBody,
  buyer: Buyer,
): Promise<OrderReceipt> {
  const { db, provider } = deps;
  const unknown = () => notFound(checkoutMessages.paymentNotFound);
  if ('orderId' in body) {
    const [order] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.id, body.orderId), eq(sql`lower(${orders.email})`, body.email.toLowerCase())),
      );
    if (!order) throw unknown();
    return toReceipt(order, buyer);
  }
  const receipt = await confirmPayment(deps, body.paymentIntentId, buyer);
  const [order] = await db.select().from(orders).where(eq(orders.id, receipt.orderId));
  if (buyer && order?.userId === buyer.id) return receipt;
  const secret = body.clientSecret;
  if (!secret || intentIdFromClientSecret(secret) !== body.paymentIntentId) throw unknown();
  const intent = await askProvider(() => provider.retrieveIntent(body.paymentIntentId));
  if (!intent || !sameSecret(intent.clientSecret, secret)) throw unknown();
  return receipt;
}

/** A verified webhook event: a payment is fulfilled, refunds recorded, the rest ignored. */
export async function handlePaymentEvent(deps: AppDeps, event: PaymentEvent): Promise<void> {
  if (event.kind === 'ignored') return;
  if (event.kind === 'malformed') {
    // Answered 2xx all the same: a retry would carry the same body, for days.
    deps.log.warn(
      { eventId: event.eventId, type: event.type, problem: event.problem },
      'signed webhook without the expected fields; nothing changed',
    );
    return;
  }
  if (event.kind === 'payment_succeeded') await fulfilReportedPayment(deps, event);
  else await recordReportedRefund(deps, event);
}

async function fulfilReportedPayment(
  deps: AppDeps,
  { eventId, intent }: Extract<PaymentEvent, { kind: 'payment_succeeded' }>,
) {
  const { db, log } = deps;
  const [order] = intent.orderId
    ? await db
        .select()
        .from(orders)
        .where(sql`${orders.id}::text = ${intent.orderId}`)
    : await db.select().from(orders).where(eq(orders.providerIntentId, intent.id));
  if (!order || order.provider !== 'stripe') {
    log.warn({ eventId, intentId: intent.id }, 'payment for an unknown order');
    return;
  }
  if (!intentMatchesOrder(order, intent)) {
    log.warn(
      {
        eventId,
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
  await fulfilOrder(deps, order.id);
}

/**
 * The provider reports the charge refunded, in part or in full, whether we asked or someone
 * refunded it in the provider's dashboard. A full refund revokes the order first (access goes,
 * the buyer is told once); then every refund the provider lists that the order has no record of
 * is recorded, so the console never offers more than is left and the buyer's history shows it.
 * A replay finds everything recorded and changes nothing.
 */
async function recordReportedRefund(
  deps: AppDeps,
  event: Extract<PaymentEvent, { kind: 'refunded' }>,
) {
  const { db, log, appUrl, now, provider } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.providerIntentId, event.intentId));
  if (!order) {
    log.warn({ eventId: event.eventId, intentId: event.intentId }, 'refund for an unknown order');
    return;
  }
  if (event.isFullRefund) await revokeOrder({ db, appUrl, now }, order.id);
  // Recent API versions leave the list out of the event: the provider is asked (a failure
  // answers 502, and the provider sends the event again).
  const refunds = event.refunds ?? (await askProvider(() => provider.listRefunds(event.intentId)));
  const recorded = await recordProviderRefunds(deps, order.id, refunds);
  log.info(
    {
      eventId: event.eventId,
      orderId: order.id,
      refunded: event.amountRefundedCents,
      recorded,
      isFullRefund: event.isFullRefund,
    },
    'refund reported by the provider',
  );
}
