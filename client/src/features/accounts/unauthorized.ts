import { authText, timing } from '../../../../content/app-text';
import { whenToasterReady } from '../../components/ui/lazy-toaster';
import { toast } from '../../components/ui/use-toast';

let redirecting = false;

/** The signed-out notice, then /api/login (which brings the user back here after sign-in). */
export function redirectToLogin() {
  if (redirecting) return;
  redirecting = true;
  toast({ ...authText.unauthorized, variant: 'destructive' });
  const next = window.location.pathname + window.location.search;
  // The toaster's code loads after the page (first-load budget): the delay starts once it is
  // here, so the notice is on screen for the whole delay before the redirect.
  void whenToasterReady().then(() =>
    setTimeout(() => {
      window.location.href = `/api/login?next=${encodeURIComponent(next)}`;
    }, timing.unauthorizedRedirectMs),
  );
}
