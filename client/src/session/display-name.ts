import type { CurrentUser } from '../../../common/contracts/accounts';
import { shellText } from '../../../content/shell-text';

/** The top bar's name: full name, else email, else "User". */
export function topBarName(user: CurrentUser | null): string {
  const full = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return full || user?.email || shellText.unnamedUser;
}

export function initials(user: CurrentUser | null): string {
  const letters = [user?.firstName?.[0], user?.lastName?.[0]].filter(Boolean).join('');
  return (letters || user?.email?.[0] || 'U').toUpperCase();
}

/** The dashboard greeting's name: first name, else username, else "User". */
export function greetingName(user: CurrentUser | null): string {
  return user?.firstName || user?.username || shellText.unnamedUser;
}
