import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React attaches to prerendered HTML (and on the server), true from then on.
 * Forms on prerendered pages keep their submit button disabled until then: a click before the
 * scripts run would otherwise send the browser's own GET submission, with what was typed
 * (a password, a phone number) in the address bar.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
