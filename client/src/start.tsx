import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { CurrentUser } from '../../common/contracts/accounts';
import { App } from './app/app';
import { preloadRouteAt } from './app/app-routes';
import { createQueryClient, Providers } from './app/providers';
import { rememberTypedValues } from './lib/typed-before-hydration';
import { currentUserKey, hasSignedInHint } from './session/current-user';

const client = createQueryClient();
const app = (
  <StrictMode>
    <Providers client={client}>
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
  // The shell: a signed-in page opened again shows what the server last answered at once, and
  // its code is loaded before the first frame, so no spinner stands in for it.
  // (Its code is not part of a public page's first load.)
  const render = () => {
    root.textContent = '';
    createRoot(root).render(app);
  };
  import('./app/saved-queries')
    .then((m) => m.restoreSavedQueries(client))
    .catch(() => 0)
    .then(() => {
      const user = client.getQueryData<CurrentUser | null>(currentUserKey);
      const viewer = !hasSignedInHint() ? 'visitor' : user?.isOperator ? 'operator' : 'member';
      return preloadRouteAt(viewer, window.location.pathname);
    })
    .then(render, render);
}
