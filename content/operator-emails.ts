import { formatUsd } from '../common/catalogue';
import type { EmailMessage } from './emails';

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
export function paidOrderNotice(facts: PaidOrderFacts): EmailMessage {
  const number = orderNumber(facts.orderId);
  const amount = `${formatUsd(facts.amountCents)}${facts.promoCode ? ` (promo code ${facts.promoCode.toUpperCase()})` : ''}${facts.isTestMode ? ' (test mode: no real money moved)' : ''}`;
  const { delivery } = facts;
  return {
    subject: delivery
      ? `New lead order ${number}: ${delivery.quantity ?? '?'} leads, due ${utcTime(delivery.dueAt)}`
      : `New order ${number}: ${facts.productName}, ${formatUsd(facts.amountCents)}`,
    preheader: delivery
      ? `Deliver by ${utcTime(delivery.dueAt)}.`
      : `${facts.productName}, paid ${utcTime(facts.paidAt)}.`,
    heading: delivery ? 'A new lead order to deliver' : 'A new order has been paid',
    greeting: 'Hi team,',
    body: [
      { kind: 'paragraph', text: 'A new order has been paid.' },
      {
        kind: 'summary',
        rows: [
          { label: 'Order', value: `${number} (${facts.orderId})` },
          { label: 'Product', value: facts.productName },
          { label: 'Amount', value: amount },
          {
            label: 'Customer',
            value: facts.customerName
              ? `${facts.customerName} <${facts.customerEmail}>`
              : facts.customerEmail,
          },
          { label: 'Paid', value: utcTime(facts.paidAt) },
          ...(delivery
            ? [
                { label: 'Quantity', value: `${delivery.quantity ?? 'not given'} leads` },
                {
                  label: 'Filters',
                  value:
                    delivery.filters.length > 0
                      ? delivery.filters.map((f) => `${f.type}: ${f.value}`)
                      : 'none',
                },
                { label: 'Due', value: `${utcTime(delivery.dueAt)} (the 24-hour promise)` },
              ]
            : []),
        ],
      },
      delivery
        ? {
            kind: 'action',
            intro: 'Deliver it from the console:',
            label: 'Open the order',
            url: delivery.consoleUrl,
          }
        : {
            kind: 'action',
            intro: 'It is listed in the console:',
            label: 'Open the console',
            url: facts.listUrl,
          },
    ],
  };
}
