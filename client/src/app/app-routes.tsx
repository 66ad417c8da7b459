import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../common/next-path';
import { routeAt, shortcutRedirects, type Viewer } from '../../../common/routes';
import { Spinner } from '../components/ui/spinner';
import { hasSignedInHint, useAuth } from '../session/current-user';
import { appText } from '../../../content/app-text';
import { AuthGate } from '../features/accounts/auth-gate';
import type { Needs } from '../../../common/access';
import { preloadable } from '../lib/preloadable';
import { routeTableFor, type AppRoute } from './route-table';

// The signed-in frame loads with the first signed-in page, never with the public pages.
const SignedInShell = preloadable<{ children: ReactNode }>(() =>
  import('./later-page-loaders').then((m) => m.loadSignedInShell()),
);

// Pages that need a purchase while open access is off (route list `needs`) check it here.
const EntitlementGate = preloadable<{ needs: Needs; children: ReactNode }>(() =>
  import('./later-page-loaders').then((m) => m.loadEntitlementGate()),
);
// The 404 screen in the site's frame: its own chunk, like every page.
const NotFoundPage = lazy(() =>
  import('../components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** A signed-in user on /login or /register goes where they were headed, or home. */
function ToNextPath() {
  const [params] = useSearchParams();
  return <Navigate to={safeNextPath(params.get('next'))} replace />;
}

const render = ({ Page, ...route }: AppRoute) => {
  const page =
    'needs' in route && route.needs ? (
      <EntitlementGate needs={route.needs}>
        <Page />
      </EntitlementGate>
    ) : (
      <Page />
    );
  return 'shell' in route && route.shell ? <SignedInShell>{page}</SignedInShell> : page;
};

const visitorRoutes = routeTableFor('visitor');
const memberRoutes = routeTableFor('member');
const operatorRoutes = routeTableFor('operator');
const tables: Record<Viewer, AppRoute[]> = {
  visitor: visitorRoutes,
  member: memberRoutes,
  operator: operatorRoutes,
};
const pathsOf = (routes: AppRoute[]) => new Set<string>(routes.map((r) => r.path));
const visitorPaths = pathsOf(visitorRoutes);
const memberPaths = pathsOf(memberRoutes);
/** Signed-in pages a signed-out visitor asks for: the Unauthorized notice and the way to log in. */
const gatedForVisitors = memberRoutes.filter((r) => !visitorPaths.has(r.path));
/** Signed-out pages without a signed-in counterpart (/login, /register): sent on to `next`. */
const passedOnForMembers = visitorRoutes.filter((r) => !memberPaths.has(r.path));
/** Operator pages: a spinner while auth loads, then the page for operators and 404 for anyone else. */
const operatorOnly = operatorRoutes.filter((r) => r.access === 'operator');

/**
 * Loads the code of the page this viewer sees at a path (with its frame and purchase check), so
 * that it renders in the app's first frame instead of after a spinner.
 */
export function preloadRouteAt(viewer: Viewer, path: string): Promise<unknown> {
  const entry = routeAt(viewer, path);
  const route = tables[viewer].find((r) => r.path === entry?.path && r.page === entry?.page);
  if (!route) return Promise.resolve();
  return Promise.all([
    route.Page.preload(),
    'shell' in route && route.shell ? SignedInShell.preload() : null,
    'needs' in route && route.needs ? EntitlementGate.preload() : null,
  ]);
}

/**
 * Picks the route table by auth state. While auth loads the public table applies; a signed-in
 * page asked for by a signed-out visitor gets the Unauthorized notice and the way to log in.
 */
export function AppRoutes() {
  const { user, status } = useAuth();
  const { pathname } = useLocation();
  const isSignedIn = status === 'authenticated';
  const table = !isSignedIn ? visitorRoutes : user?.isOperator ? operatorRoutes : memberRoutes;

  // A browser that has signed in, on "/": the dashboard is checked, never the landing page
  // shown first (the server sends the bare shell to such a browser, not the prerendered page).
  if (status === 'loading' && pathname === '/' && hasSignedInHint()) {
    return <Spinner label={appText.dashboardLoading} className="min-h-[60vh]" />;
  }

  return (
    <Suspense fallback={<Spinner label="Loading..." className="min-h-[60vh]" />}>
      <Routes>
        {table.map((route) => (
          <Route key={route.path} path={route.path} element={render(route)} />
        ))}
        {isSignedIn
          ? passedOnForMembers.map((route) => (
              <Route key={route.path} path={route.path} element={<ToNextPath />} />
            ))
          : gatedForVisitors.map((route) => (
              <Route key={route.path} path={route.path} element={<AuthGate status={status} />} />
            ))}
        {status === 'loading' &&
          operatorOnly.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<Spinner className="min-h-[60vh]" />}
            />
          ))}
        {Object.entries(shortcutRedirects).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route
          path="*"
          element={
            isSignedIn ? (
              <SignedInShell>
                <NotFoundPage isInShell />
              </SignedInShell>
            ) : (
              <NotFoundPage />
            )
          }
        />
      </Routes>
    </Suspense>
  );
}
