import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the component's code; resolves once it can render without waiting. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code loads on first use, like React's lazy, that can also be loaded ahead:
 * once loaded it renders at once, without a loading fallback in between. A page opened again
 * from saved answers (app/saved-queries.ts) then appears whole in its first frame.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download may be tried again on the next use.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    // Chosen once per mount: switching from the lazy one to the loaded one would remount the page.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return Object.assign(Component, { preload });
}
