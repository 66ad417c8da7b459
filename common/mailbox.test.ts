import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox';

describe('mailboxKey', () => {
  it.each([
    ['ann@example.com', 'ann@example.com'],
    ['  Ann@Example.COM ', 'ann@example.com'],
    ['ann+promo@example.com', 'ann@example.com'],
    ['Ann+Promo+2@Example.com', 'ann@example.com'],
    ['ann.smith+x@example.com', 'ann.smith@example.com'],
    ['ann.smith@gmail.com', 'annsmith@gmail.com'],
    ['A.n.N+x@GoogleMail.com', 'ann@gmail.com'],
  ])('%j counts as %j', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });

  it('keeps apart what are different mailboxes', () => {
    expect(mailboxKey('ann.smith@example.com')).not.toBe(mailboxKey('annsmith@example.com'));
    expect(mailboxKey('ann@example.com')).not.toBe(mailboxKey('ann@example.org'));
    expect(mailboxKey('ann@sub.example.com')).not.toBe(mailboxKey('ann@example.com'));
  });

  it('leaves a name that is only a tag, or only dots, as it is', () => {
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxKey('...@gmail.com')).toBe('...@gmail.com');
  });
});
