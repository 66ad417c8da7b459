import { config, z } from 'zod';
import { crmLimits } from '../crm-rules';

// Every contract takes zod from here, so this runs before any schema exists. In the browser,
// zod would compile parsers with `new Function`, and merely asking makes the browser report a
// Content-Security-Policy violation (script-src allows no eval); interpreted parsing is quick
// enough for a form. The server keeps the compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });

export { z };

// Made once: building the schema on every call cost ~40 µs, 100 ms for a file of 2,500 leads.
const emailAddress = z.email();

/**
 * An address the product keeps whole: what the CRM's forms accept, within their length limit. The
 * operator's lead-file upload and the tracker's load agree through this one rule.
 */
export const isEmailAddress = (value: string) =>
  value.length <= crmLimits.email && emailAddress.safeParse(value).success;

// PostgreSQL's text cannot hold U+0000, and a lone UTF-16 surrogate cannot be written as UTF-8
// (it would be stored changed). Every text the product takes in is held to this one rule.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text has a character PostgreSQL cannot store as given. */
export const hasUnstorableCharacter = (value: string) => UNSTORABLE.test(value);

/**
 * What a person is told when their text holds such a character, naming it: a NUL comes from a
 * binary file or a tool, a lone surrogate from an emoji cut in half.
 */
export function unstorableTextMessage(value: string): string {
  const found = UNSTORABLE.exec(value);
  const code = (found?.[0] ?? '\u0000').charCodeAt(0);
  const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code === 0
    ? `Text cannot contain the null character (${name}). Remove it and try again.`
    : `Text cannot contain a broken character (${name}, half of an emoji or symbol). Remove it and try again.`;
}
