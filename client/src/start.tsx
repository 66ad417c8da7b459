import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadRouteAt } from './app/app-routes';
import { createQueryClient, Providers } from './app/providers';
import { forgetSavedAnswersWhenSignedOut } from './app/saved-answers-key';
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
const path = window.location.pathname;
const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const isPrerendered = root.firstElementChild && root.dataset.prerendered === trimSlash(path);
// What the visitor typed while the scripts loaded outlives React's attaching or redrawing.
if (isPrerendered) rememberTypedValues(root);

if (isPrerendered && !hasSignedInHint()) {
  // A public page, prerendered as a signed-out visitor sees it, in a browser that never signed
  // in: React attaches to its HTML once, with the answer and the page's code in hand, so nothing
  // on it is drawn again (record 0061). The page's code is already on its way (the HTML preloads
  // it); attaching runs as a transition, in slices a tap can interrupt.
  client.setQueryData(currentUserKey, null);
  const attach = () => startTransition(() => void hydrateRoot(root, app));
  preloadRouteAt('visitor', path).then(attach, attach);
  // In a task of its own: the first touch of local storage takes milliseconds, and nothing on a
  // visitor's page reads saved answers.
  setTimeout(forgetSavedAnswersWhenSignedOut);
} else {
  // The shell, or a public page in a browser that has signed in (the page then depends on who
  // that is): the page's code and first answers are in hand before the first frame, so it
  // appears whole (app/first-frame.ts, not part of a public page's first load). What the HTML
  // already shows (the signed-in frame, or the public page) stays until React's first frame
  // replaces it.
  // As a transition, React draws the page in short slices, so a phone can still answer a tap.
  const render = () => {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  };
  import('./app/first-frame').then((m) => m.prepareFirstFrame(client, path)).then(render, render);
}
