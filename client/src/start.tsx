import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
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
  hydrateRoot(root, app);
} else {
  root.textContent = '';
  createRoot(root).render(app);
}
