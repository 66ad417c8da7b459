import { catalogue } from '../../../../common/catalogue';
import { receiptEmail, refundEmail } from '../../../../content/checkout-emails';
import type { Db } from '../../db/client';
import { enqueueEmail } from '../email/outbox';
import { renderEmail } from '../email/render';
import type { Order } from './order';

/** The access page link the receipt carries: the email plus the order id prove the purchase. */
export function accessPageUrl(appUrl: string, email: string, orderId: string): string {
  const query = new URLSearchParams({ email, order: orderId });
  return `${appUrl}/ai-toolbox/success?${query.toString()}`;
}

/** The buyer's receipt, in the transaction that marked the order paid. */
export async function enqueueReceipt(
  tx: Db,
  order: Order,
  { appUrl, hasAccount }: { appUrl: string; hasAccount: boolean },
): Promise<void> {
  const product = catalogue[order.product];
  const email = await renderEmail(
    receiptEmail({
      productName: product.name,
      amountCents: order.amountCents,
      orderId: order.id,
      promoCode: order.promoCode,
      isTestMode: order.provider === 'simulated',
      accessUrl: product.fulfilment.hasAccessPage
        ? accessPageUrl(appUrl, order.email, order.id)
        : null,
      appUrl,
      hasAccount,
    }),
  );
  await enqueueEmail(tx, { to: order.email, ...email });
}

/** The buyer's notice of a full refund, in the transaction that marked the order refunded. */
export async function enqueueRefundEmail(tx: Db, order: Order, appUrl: string): Promise<void> {
  const email = await renderEmail(
    refundEmail({
      productName: catalogue[order.product].name,
      amountCents: order.amountCents,
      orderId: order.id,
      promoCode: order.promoCode,
      isTestMode: order.provider === 'simulated',
      appUrl,
    }),
  );
  await enqueueEmail(tx, { to: order.email, ...email });
}
