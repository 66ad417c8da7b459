import { eq } from 'drizzle-orm';
import { catalogue } from '../../../../common/catalogue';
import { paidOrderNotice } from '../../../../content/operator-emails';
import { noOperatorText } from '../../../../content/operator-script';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueEmail } from '../email/outbox';
import { renderEmail } from '../email/render';
import type { Order, OrderContext } from './order';

/** OPERATOR_EMAIL (config.operatorEmails) when set, otherwise every operator's address. */
export async function teamAddresses(db: Db, operatorEmails: readonly string[]): Promise<string[]> {
  if (operatorEmails.length > 0) return [...operatorEmails];
  const operators = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'operator'))
    .orderBy(users.createdAt);
  return [...new Set(operators.map((o) => o.email.toLowerCase()))];
}

/** One line of text a customer typed: no line breaks in the team's email, and not endless. */
const oneLine = (value: unknown, max = 200) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, max) : '';

/** An order an operator delivers keeps what was ordered (quantity, filters, name) as JSON. */
function readDetails(details: Order['details']) {
  const quantity = typeof details?.quantity === 'number' ? details.quantity : null;
  const filters = Array.isArray(details?.filters)
    ? (details.filters as unknown[]).slice(0, 10).map((filter) => {
        const f = (filter ?? {}) as Record<string, unknown>;
        return { type: oneLine(f.type, 50), value: oneLine(f.value) };
      })
    : [];
  const customerName = oneLine(details?.customerName) || null;
  return { quantity, filters, customerName };
}

/**
 * Queues the team's notice of a newly paid order: one email per address of OPERATOR_EMAIL (or per
 * operator). Called in the transaction that marks the order paid, after the update that only one
 * caller wins (fulfilOrderIn, for every product), so each paid order is announced once however
 * often a webhook or the success page repeats. No team address: nothing is queued, and the log
 * says which order nobody was told of.
 */
export async function notifyTeamOfPaidOrder(
  tx: Db,
  order: Order,
  { appUrl, operatorEmails, now, log }: OrderContext,
): Promise<void> {
  const addresses = await teamAddresses(tx, operatorEmails);
  if (addresses.length === 0) {
    // The order still waits in the console's queue; the log is the one place left to say so.
    log?.warn({ orderId: order.id, product: order.product }, noOperatorText.orderPaid);
    return;
  }
  const product = catalogue[order.product];
  const paidAt = order.paidAt ?? now();
  const { quantity, filters, customerName } = readDetails(order.details);
  // One render for the whole team: the notice is the same for every address.
  const notice = await renderEmail(
    paidOrderNotice({
      orderId: order.id,
      productName: product.name,
      amountCents: order.amountCents,
      promoCode: order.promoCode,
      isTestMode: order.provider === 'simulated',
      customerEmail: order.email,
      customerName,
      paidAt,
      delivery:
        product.fulfilment.delivery === 'operator'
          ? {
              quantity,
              filters,
              dueAt: new Date(paidAt.getTime() + catalogue.leadOrders.deliveryHours * 3_600_000),
              consoleUrl: `${appUrl}/operator/lead-order?id=${order.id}`,
            }
          : null,
      listUrl: `${appUrl}/operator?tab=purchases`,
    }),
  );
  for (const to of addresses) await enqueueEmail(tx, { to, ...notice });
}
