import { brand } from '../common/brand';
import { catalogue, formatUsd } from '../common/catalogue';
import { signOff, type EmailText } from './emails';

// The emails of a lead order (product blu_leads). Each is written to the outbox in the
// transaction of the change it announces, so it is sent once however often a request repeats.
// Every link stands alone on its own line, with nothing before or after it: a mail program that
// wraps a long line, or links a word with the punctuation after it, never breaks one.

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
  filters.map((filter) => `  - ${filter.type}: ${filter.value}`);
const leads = (count: number) => `${count.toLocaleString('en-US')} leads`;

/** Sent once when the order is paid (or, for the included leads, placed at no charge). */
export function leadOrderPaidEmail(input: LeadOrderFacts): EmailText {
  return {
    subject: `Your lead order ${input.number}: ${leads(input.quantity)}`,
    text: [
      `Hi ${input.customerName},`,
      '',
      `Thank you for your order of ${leads(input.quantity)} from ${productName}.`,
      '',
      `Order number: ${input.number}`,
      `Quantity: ${leads(input.quantity)}`,
      'Filters:',
      ...filterLines(input.filters),
      input.amountCents === 0
        ? `Amount: ${formatUsd(0)} (the ${terms.includedLeadsWithAgency} leads included with the ${catalogue.agency.shortName})`
        : `Amount paid: ${formatUsd(input.amountCents)}`,
      ...(input.isTestMode ? ['Test mode: no real money moved.'] : []),
      '',
      `We will deliver your leads ${terms.delivery}. When they are ready you can download them from your order's page:`,
      input.orderUrl,
      '',
      `Questions? Write to ${brand.supportEmail}.`,
      '',
      signOff,
    ].join('\n'),
  };
}

/** Sent once when the operator delivers the file; tells of the refund for any shortfall. */
export function leadOrderDeliveredEmail(
  input: LeadOrderFacts & { deliveredCount: number; shortfallRefundCents: number },
): EmailText {
  const shortfall = input.quantity - input.deliveredCount;
  return {
    subject: `Your leads are ready: order ${input.number}`,
    text: [
      `Hi ${input.customerName},`,
      '',
      `Your lead order ${input.number} has been delivered: ${leads(input.deliveredCount)}.`,
      '',
      "Download the file from your order's page (sign in first):",
      input.orderUrl,
      ...(shortfall > 0
        ? [
            '',
            `We found ${leads(input.deliveredCount)} of the ${leads(input.quantity)} you ordered.`,
            input.shortfallRefundCents > 0
              ? `The ${shortfall.toLocaleString('en-US')} we could not deliver have been refunded: ${formatUsd(input.shortfallRefundCents)}. Refunds usually reach your account within 5 to 10 business days.`
              : `You were not charged for them.`,
          ]
        : []),
      '',
      `Questions? Write to ${brand.supportEmail}.`,
      '',
      signOff,
    ].join('\n'),
  };
}

/** Sent once when an operator marks the order failed; the refund (if any) goes with it. */
export function leadOrderFailedEmail(
  input: LeadOrderFacts & { reason: string; refundCents: number },
): EmailText {
  return {
    subject: `We could not deliver your lead order ${input.number}`,
    text: [
      `Hi ${input.customerName},`,
      '',
      `We are sorry: we could not deliver your order ${input.number} of ${leads(input.quantity)}.`,
      `Reason: ${input.reason}`,
      '',
      input.refundCents > 0
        ? `Your payment has been refunded: ${formatUsd(input.refundCents)}. Refunds usually reach your account within 5 to 10 business days.`
        : 'You were not charged for this order.',
      '',
      "Your order's page:",
      input.orderUrl,
      '',
      'You can place a new order at any time:',
      newOrderUrl(input.appUrl),
      '',
      `Questions? Write to ${brand.supportEmail}.`,
      '',
      signOff,
    ].join('\n'),
  };
}

/** Sent once for each refund made outside a delivery or a failure (an operator's, or the provider's). */
export function leadOrderRefundedEmail(
  input: LeadOrderFacts & { refundCents: number; isFullRefund: boolean },
): EmailText {
  return {
    subject: `Your refund for lead order ${input.number}`,
    text: [
      `Hi ${input.customerName},`,
      '',
      input.isFullRefund
        ? `Your order ${input.number} of ${leads(input.quantity)} has been refunded in full: ${formatUsd(input.refundCents)}.`
        : `Part of your order ${input.number} of ${leads(input.quantity)} has been refunded: ${formatUsd(input.refundCents)}.`,
      'Refunds usually reach your account within 5 to 10 business days, depending on your bank.',
      '',
      "Your order's page:",
      input.orderUrl,
      '',
      `Questions? Write to ${brand.supportEmail}.`,
      '',
      signOff,
    ].join('\n'),
  };
}
