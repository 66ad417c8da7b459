import { useEffect } from 'react';
import { timing } from '../../../content/app-text';

const intents = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Fetches code a page will likely need (its dialogs' forms) ahead of the click that needs it,
 * without spending the first seconds of the page on it: a phone's main thread then draws the page
 * and answers taps. Loads at the first sign of use (a touch, a key, a focus), which comes a
 * moment before the click that opens a dialog, or once the page has been open
 * `timing.loadAheadAfterMs` and the browser is idle, whichever comes first. A dialog opened
 * before its form arrived shows its skeleton until it does.
 */
export function useLoadAhead(...loaders: (() => Promise<unknown>)[]) {
  useEffect(() => {
    let done = false;
    let idle: number | undefined;
    const load = () => {
      if (done) return;
      done = true;
      stop();
      for (const loader of loaders) void loader().catch(() => {});
    };
    const whenIdle = () => {
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(load, { timeout: 2000 });
      else load();
    };
    const timer = setTimeout(whenIdle, timing.loadAheadAfterMs);
    const stop = () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      for (const event of intents) document.removeEventListener(event, load, true);
    };
    for (const event of intents) document.addEventListener(event, load, true);
    return stop;
    // The loaders are module-level functions, fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
