import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { normalisePath } from '../../../../common/routes';
import { Spinner } from '../../components/ui/spinner';

// Every learning route loads this one small module, which loads the screen it needs: the
// shared app chunk carries one loader for all of them (the public pages' first-load budget).
const StructuredLearningPage = lazy(() =>
  import('./structured-learning-page').then((m) => ({ default: m.StructuredLearningPage })),
);
const ModulePage = lazy(() => import('./module-page').then((m) => ({ default: m.ModulePage })));
const ToolboxDashboardPage = lazy(() =>
  import('./toolbox-dashboard-page').then((m) => ({ default: m.ToolboxDashboardPage })),
);
const LearningPathPage = lazy(() =>
  import('./learning-path-page').then((m) => ({ default: m.LearningPathPage })),
);
const CertificatePage = lazy(() =>
  import('./certificate-page').then((m) => ({ default: m.CertificatePage })),
);

// The four structured modules (common/curriculum structuredModuleIds); the other /learning/ paths are pages.
const modulePath = /^\/learning\/(ai-foundations-[12]|essential-ai-tools|ai-automation-platforms)$/;

function screenFor(path: string) {
  if (path === '/structured-learning') return <StructuredLearningPage />;
  if (path === '/ai-toolbox/dashboard') return <ToolboxDashboardPage />;
  if (path.startsWith('/certificates/')) return <CertificatePage />;
  if (modulePath.test(path)) return <ModulePage />;
  return <LearningPathPage />;
}

/** The learning area's screens, by path (the route list says which paths exist). */
export function LearningPage() {
  const { pathname } = useLocation();
  return <Suspense fallback={<Spinner />}>{screenFor(normalisePath(pathname))}</Suspense>;
}
