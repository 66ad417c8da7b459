import { authText, timing } from '../../../content/app-text';
import { accountsApi } from '../../../common/contracts/accounts-api';
import { urlOf } from '../../../common/contracts/endpoint';
import { toastThen } from '../lib/use-toast';

let redirecting = false;

/**
 * The user is signing out on purpose: a call still in flight that now answers 401 is expected,
 * not a lost session, so it sends nobody to the login page.
 */
export function expectSignedOut() {
  redirecting = true;
}

/** The signed-out notice, then the login link (which brings the user back here after sign-in). */
export function redirectToLogin() {
  if (redirecting) return;
  redirecting = true;
  const next = window.location.pathname + window.location.search;
  // The toaster's code loads after the page (first-load budget): the delay starts once the
  // notice is painted, so it is on screen for the whole delay before the redirect.
  toastThen(
    { ...authText.unauthorized, variant: 'destructive' },
    timing.unauthorizedRedirectMs,
    () => {
      window.location.href = urlOf(accountsApi.loginLink, undefined, { next });
    },
  );
}
