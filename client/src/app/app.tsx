import { lazy, Suspense } from 'react';
import { AppRoutes } from './app-routes';

// Titles and descriptions matter only after the first client-side navigation (the HTML carries
// the first page's), so their text is not part of any page's first download.
const DocumentMeta = lazy(() =>
  import('./document-meta').then((m) => ({ default: m.DocumentMeta })),
);

/**
 * Everything inside the router. The browser (main.tsx) and the build-time prerender
 * (scripts/prerender.tsx) render this same tree, so the prerendered HTML hydrates as it is.
 */
export function App() {
  return (
    <>
      <Suspense fallback={null}>
        <DocumentMeta />
      </Suspense>
      <AppRoutes />
    </>
  );
}
