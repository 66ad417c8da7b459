import { and, eq, sql } from 'drizzle-orm';
import { catalogue } from '../../../../common/catalogue';
import { leadOrderPaidEmail, leadOrderRefundedEmail } from '../../../../content/lead-orders-emails';
import type { Db } from '../../db/client';
import { leadOrderEvents, leadOrders, orderRefunds } from '../../db/schema';
import { enqueueEmail } from '../../core/email/outbox';
import { renderEmail } from '../../core/email/render';
import type { Order, OrderContext } from '../../core/orders/order';
import type { OrderSteps } from '../../core/orders/steps';
import { teamAddresses } from '../../core/orders/team-notice';
import { leadOrderFacts } from './details';
import { createLeadPaymentIntent } from './ordering';

/**
 * The order has just been paid (the fulfilment's transaction, once per order): its delivery row
 * (pending, due at paid + 24 hours), the event, the customer's email.
 */
async function leadOrderPaidStep(tx: Db, order: Order, context: OrderContext) {
  const facts = leadOrderFacts(order, context.appUrl);
  const paidAt = order.paidAt ?? context.now();
  const dueAt = new Date(paidAt.getTime() + catalogue.leadOrders.deliveryHours * 3_600_000);
  // The team's notice itself is the fulfilment's, for every product (core/orders/team-notice.ts);
  // this row remembers whether anyone was there to be told (the success page's "Order
  // Notification Sent").
  const team = await teamAddresses(tx, context.operatorEmails);
  await tx
    .insert(leadOrders)
    .values({
      orderId: order.id,
      quantity: facts.quantity,
      dueAt,
      teamNotifiedAt: team.length > 0 ? paidAt : null,
    })
    .onConflictDoNothing();
  await tx.insert(leadOrderEvents).values([
    {
      orderId: order.id,
      kind: 'payment',
      fromState: 'awaiting_payment',
      toState: 'paid',
      at: paidAt,
      note: order.amountCents === 0 ? 'Included leads: no charge' : null,
    },
    { orderId: order.id, kind: 'delivery', fromState: null, toState: 'pending', at: paidAt },
  ]);
  await enqueueEmail(tx, { to: order.email, ...(await renderEmail(leadOrderPaidEmail(facts))) });
  return 'own-receipt' as const;
}

/**
 * The provider reported the whole charge refunded (a webhook; the order has just been set
 * refunded). Refunds of ours still waiting for their answer are done by now; what no refund row
 * covers was refunded outside (the provider's dashboard) and is recorded as such.
 */
async function leadOrderRevokedStep(
  tx: Db,
  order: Order,
  { appUrl, now }: Pick<OrderContext, 'appUrl' | 'now'>,
) {
  const sumOf = async (status: 'pending' | 'succeeded') => {
    const [{ total }] = await tx
      .select({ total: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, status)));
    return total;
  };
  const refundedBefore = await sumOf('succeeded');
  const inFlight = await sumOf('pending');
  await tx
    .update(orderRefunds)
    .set({ status: 'succeeded', completedAt: now() })
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, 'pending')));
  const outside = order.amountCents - refundedBefore - inFlight;
  if (outside > 0) {
    await tx.insert(orderRefunds).values({
      orderId: order.id,
      amountCents: outside,
      reason: 'Refunded at the payment provider',
      status: 'succeeded',
      idempotencyKey: `provider-full-refund:${order.id}`,
      completedAt: now(),
    });
  }
  await tx.insert(leadOrderEvents).values({
    orderId: order.id,
    kind: 'refund',
    fromState: refundedBefore > 0 ? 'partially_refunded' : 'paid',
    toState: 'refunded',
    note: 'The payment provider reported the charge refunded in full',
  });
  const told = order.amountCents - refundedBefore;
  if (told > 0) {
    const email = await renderEmail(
      leadOrderRefundedEmail({
        ...leadOrderFacts(order, appUrl),
        refundCents: told,
        isFullRefund: true,
      }),
    );
    await enqueueEmail(tx, { to: order.email, ...email });
  }
  return 'own-email' as const;
}

/** How a lead order opens, is paid and is refunded; the app registers it as the 'lead-order' step. */
export const leadOrderSteps: OrderSteps = {
  start: createLeadPaymentIntent,
  paid: leadOrderPaidStep,
  revoked: leadOrderRevokedStep,
};
