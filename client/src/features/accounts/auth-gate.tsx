import { useEffect } from 'react';
import { Spinner } from '../../components/ui/spinner';
import type { AuthStatus } from '../../session/current-user';
import { redirectToLogin } from '../../session/unauthorized';

/** Stands in for a signed-in page while auth loads, and sends a signed-out visitor to log in. */
export function AuthGate({ status }: { status: AuthStatus }) {
  useEffect(() => {
    if (status === 'unauthenticated') redirectToLogin();
  }, [status]);
  return <Spinner className="min-h-[60vh]" />;
}
