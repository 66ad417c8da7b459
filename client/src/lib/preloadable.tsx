import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on first use, as with React.lazy, and can also be loaded ahead:
 * once its code is in, it renders at once instead of suspending.
 *
 * Why: a prerendered page must not suspend while React attaches to its HTML. A part that
 * suspends there keeps the server's HTML only until any update reaches it (the signed-in check
 * answering, the router rendering again); React then throws that HTML away and draws it afresh,
 * with what the visitor had typed into it. So the start-up loads the page and its parts first
 * (loadPageParts), then attaches.
 */
export type Preloadable<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download may be tried again (the next render or preload asks anew).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    // Chosen once per mount: switching from the lazy component to the loaded one would mount
    // the page again and lose its state.
    const [ready] = useState(() => loaded);
    return createElement((ready ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Preloaded, { preload });
}

const pageParts = new Set<() => Promise<unknown>>();

/**
 * A part of a prerendered page that its HTML shows (a form with its own chunk): loaded with the
 * page before React attaches to it, and lazily like any other part once the app runs.
 */
export function pagePart<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  const part = preloadable(load);
  pageParts.add(part.preload);
  return part;
}

/** Loads every page part of the modules loaded so far (the page being attached). */
export const loadPageParts = () => Promise.all([...pageParts].map((preload) => preload()));
