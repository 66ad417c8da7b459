import { signedInHint } from '../session/current-user';

/** Where the browser keeps this sign-in's answers (saved-queries.ts). */
export const SAVED_ANSWERS_KEY = 'al.saved-answers';

/**
 * Any page opened signed out forgets the answers a sign-in kept, public pages included, so the
 * next person on the browser holds nothing of the last one's, even when signing out left from a
 * page whose scripts had not finished loading.
 */
export function forgetSavedAnswersWhenSignedOut(): void {
  if (signedInHint() !== null) return;
  try {
    window.localStorage.removeItem(SAVED_ANSWERS_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
