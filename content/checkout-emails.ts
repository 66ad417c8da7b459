import { brand } from '../common/brand';
import { catalogue, formatUsd } from '../common/catalogue';
import { signOff, type EmailText } from './emails';

type OrderFacts = {
  productName: string;
  amountCents: number;
  orderId: string;
  promoCode: string | null;
  /** Paid in the built-in test mode: no card was charged. */
  isTestMode: boolean;
};

const orderNumber = (orderId: string) => orderId.slice(-8).toUpperCase();

/** Sent once per paid order, with the link to the access page. */
export function receiptEmail(
  input: OrderFacts & { accessUrl: string | null; appUrl: string; hasAccount: boolean },
): EmailText {
  const amount = formatUsd(input.amountCents);
  return {
    subject: `Your receipt: ${input.productName}`,
    text: [
      'Hi,',
      '',
      `Thank you for your purchase. Your order for the ${input.productName} is complete.`,
      '',
      `Order number: ${orderNumber(input.orderId)}`,
      `Amount paid: ${amount}${input.promoCode ? ` (promo code ${input.promoCode.toUpperCase()})` : ''}`,
      ...(input.isTestMode
        ? ['Test mode: this order was paid in test mode; no real money moved.']
        : []),
      ...(input.accessUrl
        ? ['', input.hasAccount ? 'Your access page:' : 'Open your purchase:', input.accessUrl]
        : []),
      '',
      input.hasAccount
        ? `Your account has access now. Sign in at ${input.appUrl}/login to start.`
        : input.accessUrl
          ? `To use it inside ${brand.name}, open your purchase with the link above and sign in or create an account: the purchase is added to the account you are signed in with.`
          : `We will send everything for this order to this email address.`,
      '',
      `${catalogue.guarantee.title}: ${catalogue.guarantee.terms}`,
      '',
      `Questions? Write to ${brand.supportEmail}.`,
      '',
      signOff,
    ].join('\n'),
  };
}

/** Sent once when the payment provider reports the order's charge refunded. */
export function refundEmail(input: OrderFacts & { appUrl: string }): EmailText {
  return {
    subject: `Your refund: ${input.productName}`,
    text: [
      'Hi,',
      '',
      `Your payment of ${formatUsd(input.amountCents)} for the ${input.productName} (order ${orderNumber(input.orderId)}) has been refunded.`,
      'Refunds usually reach your account within 5 to 10 business days, depending on your bank.',
      '',
      `The access this order gave has been removed. Anything you bought separately stays as it is.`,
      '',
      `If this is a surprise, or you would like to come back, write to ${brand.supportEmail}.`,
      '',
      signOff,
    ].join('\n'),
  };
}
