import { describe, expect, it } from 'vitest';
import { accountMessages, RegisterBody, RegisterForm, safeNextPath } from './accounts';

describe('safeNextPath', () => {
  it('keeps same-site paths', () => {
    expect(safeNextPath('/crm?tab=follow-ups')).toBe('/crm?tab=follow-ups');
  });
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    undefined,
    42,
    '/\nx',
  ])('turns %j into /', (next) => expect(safeNextPath(next)).toBe('/'));
});

describe('RegisterBody', () => {
  it('trims names and defaults the optional ones', () => {
    expect(
      RegisterBody.parse({ username: ' ann ', email: ' ann@example.com ', password: 'secret' }),
    ).toEqual({
      username: 'ann',
      email: 'ann@example.com',
      password: 'secret',
      firstName: '',
      lastName: '',
    });
  });
});

describe('RegisterForm', () => {
  const form = {
    firstName: '',
    lastName: '',
    username: 'ann',
    email: 'ann@example.com',
    password: 'secret',
    confirmPassword: 'secret',
  };
  const messages = (values: typeof form) =>
    RegisterForm.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

  it('asks for the required fields, and for passwords that match', () => {
    expect(messages({ ...form, username: ' ' })).toContain(accountMessages.registerMissing);
    expect(messages({ ...form, confirmPassword: 'secreT' })).toEqual([
      accountMessages.passwordMismatch,
    ]);
  });

  it('then applies the payload contract, and sends the payload without confirmPassword', () => {
    expect(messages({ ...form, password: 'abc', confirmPassword: 'abc' })).toEqual([
      accountMessages.passwordTooShort,
    ]);
    const { confirmPassword: _confirm, ...payload } = form;
    expect(RegisterForm.parse(form)).toEqual(RegisterBody.parse(payload));
  });
});
