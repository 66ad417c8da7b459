/**
 * The mailbox an address delivers to, for rules that allow one of something per person (one
 * free promo redemption per product). Case is ignored, a "+tag" is dropped (name+x@domain reaches
 * name@domain at Gmail, Outlook, Fastmail and most providers), and at Gmail, which ignores dots
 * in the name, so are the dots; googlemail.com is Gmail under another name.
 * Only for comparing: mail is always sent to the address as typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') name = name.replace(/\./g, '') || name;
  return `${name}@${domain}`;
}
