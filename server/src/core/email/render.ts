import { render } from '@react-email/render';
import { createElement } from 'react';
import { signOff, type EmailBlock, type EmailMessage } from '../../../../content/emails';
import { EmailLayout } from './layout';

/** An email ready for the outbox: both parts made from one message. */
export type RenderedEmail = { subject: string; text: string; html: string };

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'action':
    case 'link':
      // The link alone on its own line, so no mail program's wrapping or linking can cut it.
      return `${block.intro}\n${block.url}`;
    case 'summary':
      return block.rows
        .map((row) =>
          typeof row.value === 'string'
            ? `${row.label}: ${row.value}`
            : [`${row.label}:`, ...row.value.map((line) => `  - ${line}`)].join('\n'),
        )
        .join('\n');
  }
}

/** The plain-text part: the same blocks as the HTML, a blank line between them. */
export function emailText(message: EmailMessage): string {
  return [message.greeting, ...message.body.map(blockText), signOff].join('\n\n');
}

/**
 * Renders both parts of an email. React escapes every value, so a name typed as markup stays
 * text. One render costs about a millisecond once warm (docs/decisions/0054-html-emails.md).
 */
export async function renderEmail(message: EmailMessage): Promise<RenderedEmail> {
  const html = await render(createElement(EmailLayout, { message }));
  return { subject: message.subject, text: emailText(message), html };
}
