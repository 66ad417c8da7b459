import { appText } from '../../../content/app-text';
import { toast } from './use-toast';
import { ApiError, isUnauthorized } from './api';

/**
 * A failed call as a toast: its title, and the server's sentence when it sent one, else the
 * fallback. With `onlyRefusals`, the server's sentence is shown for a 4xx only (a refusal it
 * explains), and a 5xx gets the fallback. A 401 is handled globally (redirect to login),
 * except on sign-in, where it means a wrong username or password.
 */
export function toastFailure(
  title: string,
  error: unknown,
  {
    fallback = appText.failureFallback,
    onlyRefusals = false,
    isSignIn = false,
  }: { fallback?: string; onlyRefusals?: boolean; isSignIn?: boolean } = {},
) {
  if (isUnauthorized(error) && !isSignIn) return;
  const isShown = error instanceof ApiError && (!onlyRefusals || error.status < 500);
  const message = isShown ? error.serverMessage : undefined;
  toast({ title, description: message ?? fallback, variant: 'destructive' });
}
