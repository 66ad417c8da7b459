import { describe, expect, it } from 'vitest';
import { accountMessages } from './accounts';
import { checkoutMessages, CheckoutEmailForm } from './checkout';

describe('CheckoutEmailForm', () => {
  const message = (email: string) =>
    CheckoutEmailForm.safeParse({ email }).error?.issues[0]?.message;

  it('asks for an email first, then for a valid one, as the server does', () => {
    expect(message('  ')).toBe(checkoutMessages.emailRequired);
    expect(message('ann@example')).toBe(accountMessages.emailInvalid);
    expect(CheckoutEmailForm.parse({ email: ' ann@example.com ' })).toEqual({
      email: 'ann@example.com',
    });
  });
});
