import { dehydrate, type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { timing } from '../../../content/app-text';
import { signedInHint } from '../session/current-user';
import { SAVED_ANSWERS_KEY } from './saved-answers-key';

declare const __BUILD_ID__: string | undefined;

/** Larger states are not kept: storage is small and slow to write on a phone. */
const MAX_CHARS = 1_500_000;

type Saved = { signIn: string; build: string; savedAt: number; state: DehydratedState };

const buildId = () => (typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'unbuilt');

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps what the server last answered this signed-in user in the browser's storage, so a page
 * opened again (a reload, a new tab, tomorrow morning) shows its content at once instead of a
 * spinner, and is then asked again in the background (docs/decisions/0052-signed-in-pages-at-once.md).
 * - Kept for one sign-in only: the hint cookie carries a random value per sign-in, and answers
 *   saved under another value (another user, a later sign-in) are dropped, as they are when the
 *   browser is signed out.
 * - Kept for one build only, and for `timing.savedAnswersMaxAgeMs` at most.
 * - Written when the page is hidden or left, and a moment after answers change.
 * Answers the number of queries it put back.
 */
export function restoreSavedQueries(client: QueryClient, now = Date.now()): number {
  const store = storage();
  if (!store) return 0;
  const signIn = signedInHint();
  let restored = 0;
  try {
    const raw = store.getItem(SAVED_ANSWERS_KEY);
    const saved = raw ? (JSON.parse(raw) as Saved) : null;
    const fits =
      saved !== null &&
      signIn !== null &&
      saved.signIn === signIn &&
      saved.build === buildId() &&
      now - saved.savedAt < timing.savedAnswersMaxAgeMs;
    if (saved && fits) {
      hydrate(client, saved.state);
      restored = client.getQueryCache().getAll().length;
      // Shown at once, but every one is asked again as soon as a page uses it.
      void client.invalidateQueries({ refetchType: 'none' });
    } else if (raw) store.removeItem(SAVED_ANSWERS_KEY);
  } catch {
    store.removeItem(SAVED_ANSWERS_KEY);
  }
  keepSaving(client, store);
  return restored;
}

function keepSaving(client: QueryClient, store: Storage) {
  const save = () => {
    const signIn = signedInHint();
    if (signIn === null) {
      store.removeItem(SAVED_ANSWERS_KEY);
      return;
    }
    try {
      const text = JSON.stringify({
        signIn,
        build: buildId(),
        savedAt: Date.now(),
        state: dehydrate(client),
      } satisfies Saved);
      if (text.length > MAX_CHARS) store.removeItem(SAVED_ANSWERS_KEY);
      else store.setItem(SAVED_ANSWERS_KEY, text);
    } catch {
      // Storage full or refused: the page still works, it only shows spinners next time.
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    clearTimeout(timer);
    timer = setTimeout(save, timing.savedAnswersWriteDelayMs);
  });
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
}
