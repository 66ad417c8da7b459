/**
 * The placeholders scripts and templates use, in one style: {{name}}. The Sales Scripts Library
 * fills the prospect ones from a chosen prospect and the sender ones from the user; anything not
 * filled stays visible so the reader sees what is left to write.
 */
export const scriptPlaceholders = {
  firstName: { label: "Contact's first name", from: 'prospect' },
  company: { label: 'Company name', from: 'prospect' },
  industry: { label: 'Industry', from: 'prospect' },
  yourName: { label: 'Your name', from: 'sender' },
  yourCompany: { label: 'Your agency', from: 'sender' },
  yourPhone: { label: 'Your phone', from: 'sender' },
  postalAddress: { label: 'Your postal address', from: 'sender' },
} as const;

export type ScriptPlaceholder = keyof typeof scriptPlaceholders;

const placeholderPattern = /\{\{(\w+)\}\}/g;

/** Replaces each {{key}} that has a non-empty value; unknown or empty ones stay as written. */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<ScriptPlaceholder, string | null | undefined>>,
): string {
  return text.replace(placeholderPattern, (whole, key: string) => {
    const value = values[key as ScriptPlaceholder];
    return value && value.trim() !== '' ? value.trim() : whole;
  });
}

/** The placeholders a text uses, in order of first appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(placeholderPattern)].map((match) => match[1]))];
}

/** "Dana Whitfield" gives "Dana": the first word of a contact name. */
export function firstNameOf(contactName: string | null | undefined): string {
  return (contactName ?? '').trim().split(/\s+/)[0] ?? '';
}
