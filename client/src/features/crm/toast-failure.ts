import { crmText } from '../../../../content/crm';
import { toast } from '../../components/ui/use-toast';
import { ApiError, isUnauthorized } from '../../lib/api';

/** A failed call: its title, and the server's sentence when it sent one. A 401 is handled globally. */
export function toastFailure(title: string, error: unknown) {
  if (isUnauthorized(error)) return;
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  toast({ title, description: message ?? crmText.toasts.fallback, variant: 'destructive' });
}
