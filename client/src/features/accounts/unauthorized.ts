import { authText, timing } from '../../../../content/app-text';
import { toast } from '../../components/ui/use-toast';

let redirecting = false;

/** The signed-out notice of section 8, then /api/login (which brings the user back here after sign-in). */
export function redirectToLogin() {
  if (redirecting) return;
  redirecting = true;
  toast({ ...authText.unauthorized, variant: 'destructive' });
  const next = window.location.pathname + window.location.search;
  setTimeout(() => {
    window.location.href = `/api/login?next=${encodeURIComponent(next)}`;
  }, timing.unauthorizedRedirectMs);
}
