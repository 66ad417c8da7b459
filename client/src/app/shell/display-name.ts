import type { CurrentUser } from '../../../../common/contracts/accounts';

/** Full name, else email, else "User" (section 2.4). */
export function topBarName(user: CurrentUser | null): string {
  const full = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return full || user?.email || 'User';
}

export function initials(user: CurrentUser | null): string {
  const letters = [user?.firstName?.[0], user?.lastName?.[0]].filter(Boolean).join('');
  return (letters || user?.email?.[0] || 'U').toUpperCase();
}

/** First name, else username, else "User" (section 2.3). */
export function greetingName(user: CurrentUser | null): string {
  return user?.firstName || user?.username || 'User';
}
