import { brand } from '../common/brand';
import { catalogue, formatUsd } from '../common/catalogue';
import type { EmailBlock, EmailMessage } from './emails';
import { formatCount } from '../common/format-number';

// The emails of a lead order (product blu_leads). Each is written to the outbox in the
// transaction of the change it announces, so it is sent once however often a request repeats.
// Every link is an action or a link block, so it stands alone (content/emails.ts).

const terms = catalogue.leadOrders;
const productName = catalogue.blu_leads.name;

export type LeadOrderFacts = {
  number: string;
  quantity: number;
  filters: ReadonlyArray<{ type: string; value: string }>;
  customerName: string;
  customerEmail: string;
  amountCents: number;
  isTestMode: boolean;
  appUrl: string;
  /** The order's own page: its file, its history and its refunds (the customer signs in first). */
  orderUrl: string;
};

const newOrderUrl = (appUrl: string) => `${appUrl}/blu-leads`;
const filterLines = (filters: LeadOrderFacts['filters']) =>
  filters.length > 0 ? filters.map((filter) => `${filter.type}: ${filter.value}`) : 'none';
const leads = (count: number) => `${formatCount(count)} leads`;
const questions: EmailBlock = {
  kind: 'paragraph',
  text: `Questions? Write to ${brand.supportEmail}.`,
};

/** Sent once when the order is paid (or, for the included leads, placed at no charge). */
export function leadOrderPaidEmail(input: LeadOrderFacts): EmailMessage {
  const amount =
    input.amountCents === 0
      ? {
          label: 'Amount',
          value: `${formatUsd(0)} (the ${terms.includedLeadsWithAgency} leads included with the ${catalogue.agency.shortName})`,
        }
      : { label: 'Amount paid', value: formatUsd(input.amountCents) };
  return {
    subject: `Your lead order ${input.number}: ${leads(input.quantity)}`,
    preheader: `We will deliver your ${leads(input.quantity)} ${terms.delivery}.`,
    heading: 'Your lead order is placed',
    greeting: `Hi ${input.customerName},`,
    body: [
      {
        kind: 'paragraph',
        text: `Thank you for your order of ${leads(input.quantity)} from ${productName}.`,
      },
      {
        kind: 'summary',
        rows: [
          { label: 'Order number', value: input.number },
          { label: 'Quantity', value: leads(input.quantity) },
          { label: 'Filters', value: filterLines(input.filters) },
          amount,
        ],
      },
      ...(input.isTestMode
        ? [{ kind: 'note', text: 'Test mode: no real money moved.' } as const]
        : []),
      {
        kind: 'action',
        intro: `We will deliver your leads ${terms.delivery}. When they are ready you can download them from your order's page:`,
        label: 'Open my order',
        url: input.orderUrl,
      },
      questions,
    ],
  };
}

/** Sent once when the operator delivers the file; tells of the refund for any shortfall. */
export function leadOrderDeliveredEmail(
  input: LeadOrderFacts & { deliveredCount: number; shortfallRefundCents: number },
): EmailMessage {
  const shortfall = input.quantity - input.deliveredCount;
  return {
    subject: `Your leads are ready: order ${input.number}`,
    preheader: `${leads(input.deliveredCount)} are ready to download.`,
    heading: 'Your leads are ready',
    greeting: `Hi ${input.customerName},`,
    body: [
      {
        kind: 'paragraph',
        text: `Your lead order ${input.number} has been delivered: ${leads(input.deliveredCount)}.`,
      },
      {
        kind: 'action',
        intro: "Download the file from your order's page (sign in first):",
        label: 'Download my leads',
        url: input.orderUrl,
      },
      ...(shortfall > 0
        ? [
            {
              kind: 'paragraph',
              text: `We found ${leads(input.deliveredCount)} of the ${leads(input.quantity)} you ordered. ${
                input.shortfallRefundCents > 0
                  ? `The ${formatCount(shortfall)} we could not deliver have been refunded: ${formatUsd(input.shortfallRefundCents)}. Refunds usually reach your account within 5 to 10 business days.`
                  : 'You were not charged for them.'
              }`,
            } as const,
          ]
        : []),
      questions,
    ],
  };
}

/** Sent once when an operator marks the order failed; the refund (if any) goes with it. */
export function leadOrderFailedEmail(
  input: LeadOrderFacts & { reason: string; refundCents: number },
): EmailMessage {
  return {
    subject: `We could not deliver your lead order ${input.number}`,
    preheader: `We are sorry: your order ${input.number} could not be delivered.`,
    heading: 'We could not deliver your order',
    greeting: `Hi ${input.customerName},`,
    body: [
      {
        kind: 'paragraph',
        text: `We are sorry: we could not deliver your order ${input.number} of ${leads(input.quantity)}.`,
      },
      { kind: 'summary', rows: [{ label: 'Reason', value: input.reason }] },
      {
        kind: 'paragraph',
        text:
          input.refundCents > 0
            ? `Your payment has been refunded: ${formatUsd(input.refundCents)}. Refunds usually reach your account within 5 to 10 business days.`
            : 'You were not charged for this order.',
      },
      {
        kind: 'action',
        intro: 'You can place a new order at any time:',
        label: 'Place a new order',
        url: newOrderUrl(input.appUrl),
      },
      { kind: 'link', intro: "Your order's page:", url: input.orderUrl },
      questions,
    ],
  };
}

/** Sent once for each refund made outside a delivery or a failure (an operator's, or the provider's). */
export function leadOrderRefundedEmail(
  input: LeadOrderFacts & { refundCents: number; isFullRefund: boolean },
): EmailMessage {
  const amount = formatUsd(input.refundCents);
  return {
    subject: `Your refund for lead order ${input.number}`,
    preheader: `${amount} is on its way back to you.`,
    heading: 'Your refund',
    greeting: `Hi ${input.customerName},`,
    body: [
      {
        kind: 'paragraph',
        text: `${
          input.isFullRefund
            ? `Your order ${input.number} of ${leads(input.quantity)} has been refunded in full: ${amount}.`
            : `Part of your order ${input.number} of ${leads(input.quantity)} has been refunded: ${amount}.`
        } Refunds usually reach your account within 5 to 10 business days, depending on your bank.`,
      },
      { kind: 'action', intro: "Your order's page:", label: 'Open my order', url: input.orderUrl },
      questions,
    ],
  };
}
