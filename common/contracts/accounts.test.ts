import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  fieldMissingMessages,
  isFieldMissing,
  isOneLine,
  LoginBody,
  RegisterBody,
  RegisterForm,
  ResetPasswordForm,
  safeNextPath,
} from './accounts';

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
    expect(
      messages({ ...form, username: ' ', email: '', password: '', confirmPassword: '' }),
    ).toEqual([
      fieldMissingMessages.username,
      fieldMissingMessages.email,
      fieldMissingMessages.password,
    ]);
    expect(messages({ ...form, username: ' ' }).every(isFieldMissing)).toBe(true);
    expect(messages({ ...form, confirmPassword: 'secreT' })).toEqual([
      accountMessages.passwordMismatch,
    ]);
  });

  it('names every wrong field at once: a bad username, a bad email and passwords that differ', () => {
    const issues = RegisterForm.safeParse({
      ...form,
      username: 'a!',
      email: 'not-an-email',
      password: 'secret1',
      confirmPassword: 'secret2',
    }).error?.issues;
    const firstByField = new Map<string, string>();
    for (const issue of issues ?? []) {
      const field = issue.path.join('.');
      if (!firstByField.has(field)) firstByField.set(field, issue.message);
    }
    expect(Object.fromEntries(firstByField)).toEqual({
      username: accountMessages.usernameLength,
      email: accountMessages.emailInvalid,
      confirmPassword: accountMessages.passwordMismatch,
    });
    // A short password that also differs from its confirmation: both are named.
    expect(messages({ ...form, password: 'abc', confirmPassword: 'abd' })).toEqual([
      accountMessages.passwordTooShort,
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

describe('one line of printable text', () => {
  it.each(['Ann', "Zoë O'Brien", 'Núñez', '李雷', '👩🏽‍💻 Ann'])('keeps %j', (value) =>
    expect(isOneLine(value)).toBe(true),
  );
  it.each(['a\u0000b', 'a\r\nb', 'a\nb', 'a\tb', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u2028b'])(
    'refuses %j',
    (value) => expect(isOneLine(value)).toBe(false),
  );
  it('is required of names and the sign-in identifier', () => {
    const names = RegisterBody.safeParse({
      username: 'ann',
      email: 'ann@example.com',
      password: 'secret-pass',
      firstName: 'Ann\r\nVisit evil.example',
    });
    expect(names.error?.issues[0].message).toBe(accountMessages.nameOneLine);
    const login = LoginBody.safeParse({ username: 'ann\u0000', password: 'x' });
    expect(login.error?.issues[0].message).toBe(accountMessages.loginOneLine);
  });
});

describe('ResetPasswordForm', () => {
  it('asks for passwords that match, then applies the password rules', () => {
    const mismatch = ResetPasswordForm.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' });
    expect(mismatch.error?.issues[0].message).toBe(accountMessages.passwordMismatch);
    const short = ResetPasswordForm.safeParse({ password: 'abc', confirmPassword: 'abc' });
    expect(short.error?.issues[0].message).toBe(accountMessages.passwordTooShort);
    expect(ResetPasswordForm.parse({ password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({
      password: 'abcdef',
    });
  });

  it('names a short password and a mismatch at once', () => {
    const both = ResetPasswordForm.safeParse({ password: 'abc', confirmPassword: 'abd' });
    expect(both.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', accountMessages.passwordTooShort],
      ['confirmPassword', accountMessages.passwordMismatch],
    ]);
  });
});
