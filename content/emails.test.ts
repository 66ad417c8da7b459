import { describe, expect, it } from 'vitest';
import { renderEmail, type RenderedEmail } from '../server/src/core/email/render';
import type * as checkoutEmails from './checkout-emails';
import type { EmailMessage } from './emails';
import type * as accountEmails from './emails';
import type * as leadOrderEmails from './lead-orders-emails';
import type * as operatorEmails from './operator-emails';
import type * as reminderEmails from './reminder-emails';

// Every email the product sends, rendered through the one layout: the HTML part and the plain
// text part must carry the same links and the same amounts, and text a person typed (a name,
// a filter, a reason) must stay text in the HTML. The emails are found by walking content/'s
// email modules, so a new email without sample inputs here fails this file.

const modules = import.meta.glob<Record<string, unknown>>(
  ['./*emails.ts', './*-email.ts', '!./*.test.ts'],
  { eager: true },
);

/** Exports of the email modules that are not emails. */
const notEmails = new Set(['signOff', 'utcTime']);

/** The inputs each email of a module is rendered with: TypeScript asks for every email. */
type Samples<M> = {
  [K in keyof M as M[K] extends (input: never) => EmailMessage ? K : never]: M[K] extends (
    input: infer I,
  ) => EmailMessage
    ? I[]
    : never;
};

const markup = '<b>x</b>';
const appUrl = 'https://app.agency-launchpad.example.com';
const orderId = '3f0c9a52-8e1b-4c7d-9a2e-5b6c7d8e9f10';
const leadFacts = {
  number: '7D8E9F10',
  quantity: 1250,
  filters: [
    { type: 'Industry', value: `Dentists ${markup}` },
    { type: 'State', value: '<img src=x onerror=alert(1)>' },
  ],
  customerName: markup,
  customerEmail: 'dana@example.com',
  amountCents: 12_500,
  isTestMode: false,
  appUrl,
  orderUrl: `${appUrl}/blu-leads/orders/${orderId}`,
};
const orderFacts = {
  productName: 'AI Toolbox',
  amountCents: 4700,
  orderId,
  promoCode: 'launch10',
  isTestMode: false,
};

const samples: {
  './emails.ts': Samples<typeof accountEmails>;
  './checkout-emails.ts': Samples<typeof checkoutEmails>;
  './lead-orders-emails.ts': Samples<typeof leadOrderEmails>;
  './operator-emails.ts': Samples<typeof operatorEmails>;
  './reminder-emails.ts': Samples<typeof reminderEmails>;
} = {
  './emails.ts': {
    welcomeEmail: [
      {
        firstName: markup,
        username: 'dana',
        verifyUrl: `${appUrl}/api/auth/verify-email?token=abc_DEF-123&next=%2Fdashboard`,
        appUrl,
      },
    ],
    passwordResetEmail: [
      {
        firstName: '',
        username: markup,
        resetUrl: `${appUrl}/reset-password?token=abc_DEF-123`,
        validMinutes: 60,
      },
    ],
  },
  './checkout-emails.ts': {
    receiptEmail: [
      {
        ...orderFacts,
        accessUrl: `${appUrl}/ai-toolbox/success?email=dana%2Bx%40example.com&order=${orderId}`,
        appUrl,
        hasAccount: true,
      },
      {
        ...orderFacts,
        isTestMode: true,
        promoCode: null,
        accessUrl: `${appUrl}/ai-toolbox/success?email=a%40example.com&order=${orderId}`,
        appUrl,
        hasAccount: false,
      },
      { ...orderFacts, amountCents: 99_700, accessUrl: null, appUrl, hasAccount: false },
    ],
    refundEmail: [{ ...orderFacts, appUrl }],
  },
  './lead-orders-emails.ts': {
    leadOrderPaidEmail: [leadFacts, { ...leadFacts, amountCents: 0, filters: [] }],
    leadOrderDeliveredEmail: [
      { ...leadFacts, deliveredCount: 1250, shortfallRefundCents: 0 },
      { ...leadFacts, deliveredCount: 1000, shortfallRefundCents: 2500 },
    ],
    leadOrderFailedEmail: [
      { ...leadFacts, reason: `No match for ${markup}`, refundCents: 12_500 },
      { ...leadFacts, reason: 'Filters too narrow', refundCents: 0 },
    ],
    leadOrderRefundedEmail: [
      { ...leadFacts, refundCents: 2500, isFullRefund: false },
      { ...leadFacts, refundCents: 12_500, isFullRefund: true },
    ],
  },
  './operator-emails.ts': {
    paidOrderNotice: [
      {
        ...orderFacts,
        customerEmail: 'dana@example.com',
        customerName: markup,
        paidAt: new Date('2026-11-23T19:05:00Z'),
        delivery: {
          quantity: 500,
          filters: [{ type: 'Industry', value: markup }],
          dueAt: new Date('2026-11-24T19:05:00Z'),
          consoleUrl: `${appUrl}/operator/lead-order?id=${orderId}`,
        },
        listUrl: `${appUrl}/operator?tab=purchases`,
      },
      {
        ...orderFacts,
        customerEmail: 'dana@example.com',
        customerName: null,
        paidAt: new Date('2026-11-23T19:05:00Z'),
        delivery: null,
        listUrl: `${appUrl}/operator?tab=purchases`,
      },
    ],
  },
  './reminder-emails.ts': {
    dueFollowUpsEmail: [
      {
        firstName: markup,
        username: 'dana',
        lines: [
          {
            title: `Send the ${markup} quote`,
            contactName: markup,
            when: 'Mon, Nov 30',
            isOverdue: true,
          },
          { title: 'Call back', contactName: 'Bo', when: 'Tue, Dec 1, 9:30 AM', isOverdue: false },
        ],
        crmUrl: `${appUrl}/crm?tab=follow-ups`,
        turnOffUrl: `${appUrl}/reminders/off?token=abc_DEF-123`,
        settingsUrl: `${appUrl}/settings`,
      },
      {
        firstName: '',
        username: 'dana',
        lines: Array.from({ length: 23 }, (_, i) => ({
          title: `Follow-up ${i + 1}`,
          contactName: 'Ann',
          when: 'Tue, Dec 1',
          isOverdue: i < 3,
        })),
        crmUrl: `${appUrl}/crm?tab=follow-ups`,
        turnOffUrl: `${appUrl}/reminders/off?token=abc_DEF-123`,
        settingsUrl: `${appUrl}/settings`,
      },
    ],
  },
};

type Rendered = { name: string; message: EmailMessage; email: RenderedEmail };

async function renderAll(): Promise<Rendered[]> {
  const rendered: Rendered[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    const inputs = (samples as Record<string, Record<string, unknown[]> | undefined>)[file];
    for (const [name, make] of Object.entries(exports)) {
      if (typeof make !== 'function' || notEmails.has(name)) continue;
      const cases = inputs?.[name];
      if (!cases?.length) throw new Error(`${file} ${name}: give it sample inputs in this test`);
      for (const [i, input] of cases.entries()) {
        const message = (make as (input: unknown) => EmailMessage)(input);
        rendered.push({ name: `${name} #${i + 1}`, message, email: await renderEmail(message) });
      }
    }
  }
  return rendered;
}

const emails = await renderAll();

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
const hrefsIn = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => decode(match[1]));
const urlsIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];
const amountsIn = (text: string) => text.match(/\$\d[\d,]*(?:\.\d\d)?/g) ?? [];
/** What a reader sees of the HTML: its text without tags, entities decoded. */
const visibleText = (html: string) =>
  decode(
    html
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  );
const sorted = (values: string[]) => [...new Set(values)].sort();

describe('every email', () => {
  it('is found in content/ and rendered', () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(samples).sort());
    // welcome, reset, receipt, refund, four lead-order emails, the team's notice, the reminder.
    expect(new Set(emails.map((e) => e.name.split(' ')[0])).size).toBeGreaterThanOrEqual(10);
    // Most emails lead somewhere; the ones that do not are a receipt with nothing to open and a
    // refund.
    expect(emails.filter(({ email }) => urlsIn(email.text).length === 0).length).toBeLessThan(3);
  });

  it.each(emails.map((e) => [e.name, e] as const))(
    '%s has a plain-text part and an HTML part with the same links',
    (_name, { email }) => {
      expect(email.text.trim().length).toBeGreaterThan(0);
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      const links = sorted(urlsIn(email.text));
      expect(sorted(hrefsIn(email.html))).toEqual(links);
      // Absolute links only: a relative one goes nowhere from a mailbox.
      for (const link of links) expect(link).toMatch(/^https:\/\/[^/]+\//);
      // Each link stands alone on its line in the text part.
      for (const line of email.text.split('\n')) {
        if (/https?:\/\//.test(line)) expect(urlsIn(line)).toEqual([line]);
      }
    },
  );

  it.each(emails.map((e) => [e.name, e] as const))(
    '%s carries the same amounts in its HTML as in its text',
    (_name, { email }) => {
      expect(sorted(amountsIn(visibleText(email.html)))).toEqual(sorted(amountsIn(email.text)));
    },
  );

  it.each(emails.map((e) => [e.name, e] as const))(
    '%s keeps typed markup as text, and uses no remote image',
    (_name, { email }) => {
      expect(email.html).not.toContain('<b>x</b>');
      expect(email.html).not.toMatch(/<img|<script/i);
      if (email.text.includes('<b>x</b>')) expect(email.html).toContain('&lt;b&gt;x&lt;/b&gt;');
      // The text part is text: nothing in it is escaped for HTML.
      expect(email.text).not.toMatch(/&(amp|lt|gt|quot);/);
    },
  );
});

describe('the layout', () => {
  const { email } = emails[0];

  it('says it reads in light and dark', () => {
    expect(email.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(email.html).toContain('@media (prefers-color-scheme: dark)');
  });

  it("ends the text part with the team's sign-off", () => {
    for (const { email } of emails) expect(email.text).toMatch(/\n\nThe Agency Launchpad team$/);
  });

  it("shows the subject's words in the HTML title and the preheader in the HTML only", () => {
    for (const { email, message } of emails) {
      expect(visibleText(email.html)).toContain(message.preheader);
      expect(email.html).toContain(`<title>${message.subject.replace(/&/g, '&amp;')}`);
    }
  });
});
