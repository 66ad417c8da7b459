import { describe, expect, it } from 'vitest';
import { emailText } from '../server/src/core/email/render';
import {
  type LeadOrderFacts,
  leadOrderDeliveredEmail,
  leadOrderFailedEmail,
  leadOrderPaidEmail,
  leadOrderRefundedEmail,
} from './lead-orders-emails';

// A lead order's emails link to the order's own page, and every link stands alone on its line:
// nothing before it, nothing after it, so no mail program's wrapping or linking can cut it.

const appUrl = 'https://app.agency-launchpad.example.com';
const orderId = '3f0c9a52-8e1b-4c7d-9a2e-5b6c7d8e9f10';
const orderUrl = `${appUrl}/blu-leads/orders/${orderId}`;

const facts: LeadOrderFacts = {
  number: '7D8E9F10',
  quantity: 500,
  filters: [
    { type: 'Industry', value: 'Dental clinics and orthodontists in the greater Austin area' },
    { type: 'State', value: 'Texas' },
  ],
  customerName: 'Dana Buyer',
  customerEmail: 'dana@example.com',
  amountCents: 5000,
  isTestMode: false,
  appUrl,
  orderUrl,
};

const texts = {
  paid: leadOrderPaidEmail(facts),
  delivered: leadOrderDeliveredEmail({ ...facts, deliveredCount: 480, shortfallRefundCents: 200 }),
  failed: leadOrderFailedEmail({
    ...facts,
    reason: 'No dental clinics in that area match all three filters; we refunded the order.',
    refundCents: 5000,
  }),
  refunded: leadOrderRefundedEmail({ ...facts, refundCents: 500, isFullRefund: false }),
};
// The plain-text part, as the layout writes it.
const emails = Object.fromEntries(
  Object.entries(texts).map(([name, message]) => [name, { text: emailText(message) }]),
) as Record<keyof typeof texts, { text: string }>;

const urlsIn = (text: string) => text.match(/https?:\/\/[^\s]*/g) ?? [];

describe("a lead order's emails", () => {
  it.each(Object.entries(emails))(
    '%s: every link is alone on its line, whole, and the order page is one of them',
    (_name, email) => {
      const lines = email.text.split('\n');
      const urls = urlsIn(email.text);
      expect(urls).toContain(orderUrl);
      for (const url of urls) {
        // The whole address, with nothing glued to it (no trailing full stop or bracket).
        expect([orderUrl, `${appUrl}/blu-leads`]).toContain(url);
        expect(lines).toContain(url);
      }
      // No line mixes words and a link.
      for (const line of lines) {
        if (/https?:\/\//.test(line)) expect(urlsIn(line)).toEqual([line]);
      }
    },
  );

  it('say the exact number delivered and the refund of the rest', () => {
    expect(emails.delivered.text).toContain('has been delivered: 480 leads.');
    expect(emails.delivered.text).toContain('The 20 we could not deliver have been refunded: $2.');
    expect(emails.delivered.text).not.toMatch(/about/i);
  });

  it('give the reason of a failure and the link to place a new order on its own line', () => {
    expect(emails.failed.text).toContain(
      'Reason: No dental clinics in that area match all three filters; we refunded the order.',
    );
    const lines = emails.failed.text.split('\n');
    expect(lines[lines.indexOf(`${appUrl}/blu-leads`) - 1]).toBe(
      'You can place a new order at any time:',
    );
  });
});
