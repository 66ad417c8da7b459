import { createElement, Suspense } from 'react';
import { useLocation } from 'react-router';
import { normalisePath } from '../../../../common/routes';
import { Spinner } from '../../components/ui/spinner';
import { preloadable } from '../../lib/preloadable';

// Every learning route loads this one small module, which loads the screen it needs: the
// shared app chunk carries one loader for all of them (the public pages' first-load budget).
const StructuredLearningPage = preloadable(() =>
  import('./structured-learning-page').then((m) => m.StructuredLearningPage),
);
const ModulePage = preloadable(() => import('./module-page').then((m) => m.ModulePage));
const ToolboxDashboardPage = preloadable(() =>
  import('./toolbox-dashboard-page').then((m) => m.ToolboxDashboardPage),
);
const LearningPathPage = preloadable(() =>
  import('./learning-path-page').then((m) => m.LearningPathPage),
);
const CertificatePage = preloadable(() =>
  import('./certificate-page').then((m) => m.CertificatePage),
);

// The four structured modules (common/curriculum structuredModuleIds); the other /learning/ paths are pages.
const modulePath = /^\/learning\/(ai-foundations-[12]|essential-ai-tools|ai-automation-platforms)$/;

/** The screen of a learning path. */
function screenFor(path: string) {
  if (path === '/structured-learning') return StructuredLearningPage;
  if (path === '/ai-toolbox/dashboard') return ToolboxDashboardPage;
  if (path.startsWith('/certificates/')) return CertificatePage;
  if (modulePath.test(path)) return ModulePage;
  return LearningPathPage;
}

/** Loads the screen of this path ahead, so that the page opens on it without a spinner. */
export const preloadScreenAt = (path: string) => screenFor(normalisePath(path)).preload();

/** The learning area's screens, by path (the route list says which paths exist). */
export function LearningPage() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<Spinner />}>{createElement(screenFor(normalisePath(pathname)))}</Suspense>
  );
}
