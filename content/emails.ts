import { brand } from '../common/brand';

// Every email is data in one shape: the server's one layout (server/src/core/email/layout.tsx)
// turns it into the HTML part and the plain-text part alike, so the two always carry the same
// words, links and amounts (docs/decisions/0054-html-emails.md). Links stand alone: a button or
// a line of their own, never inside a sentence, so no mail program's wrapping can cut one.

/** How every email from the product ends. */
export const signOff = `The ${brand.name} team`;

/** One piece of an email's body, in reading order. */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** Small print: a guarantee, a test-mode line, a "did not ask for this" line. */
  | { kind: 'note'; text: string }
  /** The email's main action: a button in HTML; the sentence, then the link alone on its line, in text. */
  | { kind: 'action'; intro: string; label: string; url: string }
  /** A further link, less prominent than the action. */
  | { kind: 'link'; intro: string; url: string }
  /** Facts in label/value rows (an order summary); a list value is one line per item. */
  | {
      kind: 'summary';
      rows: ReadonlyArray<{ label: string; value: string | readonly string[] }>;
    };

export type EmailMessage = {
  subject: string;
  /** The line a mail program shows beside the subject in the inbox; no link in it. */
  preheader: string;
  /** The HTML part's title line; the subject says the same in the plain text. */
  heading: string;
  greeting: string;
  body: EmailBlock[];
};

export function welcomeEmail(input: {
  firstName: string;
  username: string;
  verifyUrl: string;
  appUrl: string;
}): EmailMessage {
  const name = input.firstName || input.username;
  return {
    subject: `Welcome to ${brand.name}!`,
    preheader: 'Confirm your email address so you can always get back into your account.',
    heading: `Welcome to ${brand.name}`,
    greeting: `Hi ${name},`,
    body: [
      { kind: 'paragraph', text: `Your account "${input.username}" is ready.` },
      {
        kind: 'action',
        intro:
          'Please confirm your email address: it lets you recover your account if you forget your password.',
        label: 'Confirm my email address',
        url: input.verifyUrl,
      },
      {
        kind: 'link',
        intro: 'Sign in any time to start learning and building your agency:',
        url: `${input.appUrl}/login`,
      },
      { kind: 'note', text: 'If you did not create this account, you can ignore this email.' },
    ],
  };
}

/** The "Forgot password?" link; one per account that holds the address. */
export function passwordResetEmail(input: {
  firstName: string;
  username: string;
  resetUrl: string;
  validMinutes: number;
}): EmailMessage {
  const name = input.firstName || input.username;
  return {
    subject: `Reset your ${brand.name} password`,
    preheader: `The link works once and expires in ${input.validMinutes} minutes.`,
    heading: 'Reset your password',
    greeting: `Hi ${name},`,
    body: [
      {
        kind: 'action',
        intro: `Someone (hopefully you) asked to reset the password of the ${brand.name} account "${input.username}". Choose a new password here:`,
        label: 'Choose a new password',
        url: input.resetUrl,
      },
      {
        kind: 'paragraph',
        text: `The link works once and expires in ${input.validMinutes} minutes. Choosing a new password signs the account out everywhere and confirms this email address.`,
      },
      {
        kind: 'note',
        text: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
      },
    ],
  };
}
