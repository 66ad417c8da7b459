import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../common/contracts/accounts';
import { greetingName, initials, topBarName } from './display-name';

const user = (overrides: Partial<CurrentUser>): CurrentUser => ({
  id: '1',
  username: 'ann',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  emailVerified: true,
  hasAgencyAccess: false,
  isFirstSignIn: false,
  hasToolboxAccess: false,
  isOperator: false,
  ...overrides,
});

describe('display names', () => {
  it('top bar: full name, else email, else User', () => {
    expect(topBarName(user({}))).toBe('Ann Lee');
    expect(topBarName(user({ firstName: '', lastName: '' }))).toBe('ann@example.com');
    expect(topBarName(user({ firstName: '', lastName: '', email: '' }))).toBe('User');
    expect(topBarName(null)).toBe('User');
  });
  it('initials, else U', () => {
    expect(initials(user({}))).toBe('AL');
    expect(initials(null)).toBe('U');
  });
  it('greeting: first name, else username, else User', () => {
    expect(greetingName(user({}))).toBe('Ann');
    expect(greetingName(user({ firstName: '' }))).toBe('ann');
    expect(greetingName(null)).toBe('User');
  });
});
