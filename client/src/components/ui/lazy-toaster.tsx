import { lazy, Suspense } from 'react';
import { useIsHydrated } from '../../lib/use-is-hydrated';

// The Radix toast code is not needed to paint or hydrate a page, so it is not part of the first
// download: its fetch starts as soon as the app starts, alongside the page, and it is ready
// before anything raises a toast (some notices are followed by a redirect half a second later).
// It starts in a task of its own, after the app's first: asking for a module and the files it
// needs is DOM work a phone would otherwise add to the longest task of the page's load.
const toasterModule =
  typeof window === 'undefined'
    ? null
    : new Promise((resolve) => setTimeout(resolve)).then(() => import('./toaster'));
const Toaster = lazy(() =>
  (toasterModule ?? import('./toaster')).then((m) => ({ default: m.Toaster })),
);

/** Mounts the toaster once the page has hydrated (the prerendered HTML has none). */
export function LazyToaster() {
  if (!useIsHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
