import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadPrerenderedPage } from './app/route-table';
import { createQueryClient, Providers } from './app/providers';
import { rememberTypedValues } from './lib/typed-before-hydration';

const app = (
  <StrictMode>
    <Providers client={createQueryClient()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

const root = document.getElementById('root')!;
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
// Public pages arrive prerendered: keep their HTML and attach to it. Markup rendered for
// another path (an old build serving the landing page as the shell) is replaced instead.
if (root.firstElementChild && root.dataset.prerendered === trimSlash(window.location.pathname)) {
  // What the visitor typed while the scripts loaded outlives React's attaching.
  rememberTypedValues(root);
  // The page's code first: React then attaches to the HTML as it is, in one pass, instead of
  // drawing the page again (lib/preloadable.tsx). A failed download attaches anyway, lazily.
  // Not a top-level await: the page's chunk imports this one, and would wait for it forever.
  // As a transition, attaching yields to the browser every few milliseconds instead of holding
  // the main thread in one long task (a tap or a keystroke is answered meanwhile).
  void preloadPrerenderedPage(root.dataset.prerendered ?? '')
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  root.textContent = '';
  createRoot(root).render(app);
}
