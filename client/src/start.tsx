import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { createQueryClient, Providers } from './app/providers';
import { forgetSavedAnswersWhenSignedOut } from './app/saved-answers-key';
import { rememberTypedValues } from './lib/typed-before-hydration';

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
  forgetSavedAnswersWhenSignedOut();
  hydrateRoot(root, app);
} else {
  // The shell: the page's code and first answers are in hand before the first frame, so it
  // appears whole (app/first-frame.ts, not part of a public page's first load). What the shell
  // already shows (the signed-in frame, or markup an old build rendered for another path) stays
  // until React's first frame replaces it.
  // As a transition, React draws the page in short slices, so a phone can still answer a tap.
  const render = () => {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  };
  import('./app/first-frame')
    .then((m) => m.prepareFirstFrame(client, window.location.pathname))
    .then(render, render);
}
