import { formatUsd } from '../common/catalogue';
import { signOff, type EmailText } from './emails';

export type PaidOrderFacts = {
  orderId: string;
  productName: string;
  amountCents: number;
  promoCode: string | null;
  isTestMode: boolean;
  customerEmail: string;
  customerName: string | null;
  paidAt: Date;
  /** Orders an operator delivers (lead orders): what to deliver and by when. */
  delivery: {
    quantity: number | null;
    filters: { type: string; value: string }[];
    dueAt: Date;
    consoleUrl: string;
  } | null;
  /** Where the console lists this purchase. */
  listUrl: string;
};

const orderNumber = (orderId: string) => orderId.slice(-8).toUpperCase();

/** 23 Nov 2026, 19:05 UTC: one clock for the whole team, whoever reads it. */
export const utcTime = (date: Date) =>
  `${date.toLocaleString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })} UTC`;

/** The team's notice of a newly paid order, sent to OPERATOR_EMAIL (or every operator). */
export function paidOrderNotice(facts: PaidOrderFacts): EmailText {
  const number = orderNumber(facts.orderId);
  const amount = `${formatUsd(facts.amountCents)}${facts.promoCode ? ` (promo code ${facts.promoCode.toUpperCase()})` : ''}${facts.isTestMode ? ' (test mode: no real money moved)' : ''}`;
  const { delivery } = facts;
  return {
    subject: delivery
      ? `New lead order ${number}: ${delivery.quantity ?? '?'} leads, due ${utcTime(delivery.dueAt)}`
      : `New order ${number}: ${facts.productName}, ${formatUsd(facts.amountCents)}`,
    text: [
      'Hi team,',
      '',
      `A new order has been paid.`,
      '',
      `Order: ${number} (${facts.orderId})`,
      `Product: ${facts.productName}`,
      `Amount: ${amount}`,
      `Customer: ${facts.customerName ? `${facts.customerName} <${facts.customerEmail}>` : facts.customerEmail}`,
      `Paid: ${utcTime(facts.paidAt)}`,
      ...(delivery
        ? [
            '',
            `Quantity: ${delivery.quantity ?? 'not given'} leads`,
            `Filters: ${delivery.filters.length > 0 ? delivery.filters.map((f) => `${f.type}: ${f.value}`).join('; ') : 'none'}`,
            `Due: ${utcTime(delivery.dueAt)} (the 24-hour promise)`,
            '',
            'Deliver it from the console:',
            delivery.consoleUrl,
          ]
        : ['', 'It is listed in the console:', facts.listUrl]),
      '',
      signOff,
    ].join('\n'),
  };
}
