import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../common/next-path';
import { shortcutRedirects } from '../../../common/routes';
import { Spinner } from '../components/ui/card';
import { useAuth } from '../features/accounts/api/current-user';
import { AuthGate } from '../features/accounts/auth-gate';
import { NotFoundPage } from './not-found-page';
import { routeTableFor, type AppRoute } from './route-table';

// The signed-in frame loads with the first signed-in page, never with the public pages.
const SignedInShell = lazy(() =>
  import('./shell/signed-in-shell').then((m) => ({ default: m.SignedInShell })),
);

/** A signed-in user on /login or /register goes where they were headed, or home. */
function ToNextPath() {
  const [params] = useSearchParams();
  return <Navigate to={safeNextPath(params.get('next'))} replace />;
}

const render = ({ Page, ...route }: AppRoute) =>
  'shell' in route && route.shell ? (
    <SignedInShell>
      <Page />
    </SignedInShell>
  ) : (
    <Page />
  );

const visitorRoutes = routeTableFor('visitor');
const memberRoutes = routeTableFor('member');
const pathsOf = (routes: AppRoute[]) => new Set<string>(routes.map((r) => r.path));
const visitorPaths = pathsOf(visitorRoutes);
const memberPaths = pathsOf(memberRoutes);
/** Signed-in pages a signed-out visitor asks for: the Unauthorized notice and the way to log in. */
const gatedForVisitors = memberRoutes.filter((r) => !visitorPaths.has(r.path));
/** Signed-out pages without a signed-in counterpart (/login, /register): sent on to `next`. */
const passedOnForMembers = visitorRoutes.filter((r) => !memberPaths.has(r.path));

/**
 * Picks the route table by auth state. While auth loads the public table applies; a signed-in
 * page asked for by a signed-out visitor gets the Unauthorized notice and the way to log in.
 */
export function AppRoutes() {
  const { status } = useAuth();
  const isSignedIn = status === 'authenticated';
  const table = isSignedIn ? memberRoutes : visitorRoutes;

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
        {Object.entries(shortcutRedirects).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
