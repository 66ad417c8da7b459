import type { AuthStatus } from '../../session/current-user';

/**
 * Where a landing-page feature card leads: nowhere while auth is loading (a click must not
 * guess), to /register for a signed-out visitor, and to the card's own page for a signed-in user.
 */
export function featureCardTarget(status: AuthStatus, to: string): string | null {
  if (status === 'loading') return null;
  return status === 'authenticated' ? to : '/register';
}
