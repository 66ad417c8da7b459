import { brand } from '../common/brand';
import { catalogue, formatUsd } from '../common/catalogue';
import type { EmailBlock, EmailMessage } from './emails';

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
): EmailMessage {
  const amount = formatUsd(input.amountCents);
  const number = orderNumber(input.orderId);
  const body: EmailBlock[] = [
    {
      kind: 'paragraph',
      text: `Thank you for your purchase. Your order for the ${input.productName} is complete.`,
    },
    {
      kind: 'summary',
      rows: [
        { label: 'Product', value: input.productName },
        { label: 'Order number', value: number },
        {
          label: 'Amount paid',
          value: `${amount}${input.promoCode ? ` (promo code ${input.promoCode.toUpperCase()})` : ''}`,
        },
      ],
    },
  ];
  if (input.isTestMode) {
    body.push({
      kind: 'note',
      text: 'Test mode: this order was paid in test mode; no real money moved.',
    });
  }
  if (input.accessUrl) {
    body.push({
      kind: 'action',
      intro: input.hasAccount
        ? 'Everything you bought is on your access page:'
        : 'Open your purchase:',
      label: input.hasAccount ? 'Open my access page' : 'Open my purchase',
      url: input.accessUrl,
    });
  }
  if (input.hasAccount) {
    body.push({
      kind: 'link',
      intro: 'Your account has access now. Sign in to start:',
      url: `${input.appUrl}/login`,
    });
  } else {
    body.push({
      kind: 'paragraph',
      text: input.accessUrl
        ? `To use it inside ${brand.name}, open your purchase with the link above and sign in or create an account: the purchase is added to the account you are signed in with.`
        : 'We will send everything for this order to this email address.',
    });
  }
  body.push(
    { kind: 'note', text: `${catalogue.guarantee.title}: ${catalogue.guarantee.terms}` },
    { kind: 'paragraph', text: `Questions? Write to ${brand.supportEmail}.` },
  );
  return {
    subject: `Your receipt: ${input.productName}`,
    preheader: `Order ${number}: ${amount} paid for the ${input.productName}.`,
    heading: 'Your receipt',
    greeting: 'Hi,',
    body,
  };
}

/** Sent once when the payment provider reports the order's charge refunded. */
export function refundEmail(input: OrderFacts & { appUrl: string }): EmailMessage {
  const amount = formatUsd(input.amountCents);
  const number = orderNumber(input.orderId);
  return {
    subject: `Your refund: ${input.productName}`,
    preheader: `${amount} for the ${input.productName} is on its way back to you.`,
    heading: 'Your refund',
    greeting: 'Hi,',
    body: [
      {
        kind: 'paragraph',
        text: `Your payment of ${amount} for the ${input.productName} (order ${number}) has been refunded. Refunds usually reach your account within 5 to 10 business days, depending on your bank.`,
      },
      {
        kind: 'summary',
        rows: [
          { label: 'Product', value: input.productName },
          { label: 'Order number', value: number },
          { label: 'Refunded', value: amount },
        ],
      },
      {
        kind: 'paragraph',
        text: 'The access this order gave has been removed. Anything you bought separately stays as it is.',
      },
      {
        kind: 'paragraph',
        text: `If this is a surprise, or you would like to come back, write to ${brand.supportEmail}.`,
      },
    ],
  };
}
