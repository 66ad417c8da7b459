import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../common/next-path';
import { shortcutRedirects } from '../../../common/routes';
import { Spinner } from '../components/ui/card';
import { useAuth } from '../features/accounts/api/current-user';
import { AuthGate } from '../features/accounts/auth-gate';
import { NotFoundPage } from './not-found-page';
import { publicRoutes, signedInRoutes, type AppRoute } from './route-table';

// The signed-in frame loads with the first signed-in page, never with the public pages.
const SignedInShell = lazy(() =>
  import('./shell/signed-in-shell').then((m) => ({ default: m.SignedInShell })),
);

/** A signed-in user on /login or /register goes where they were headed, or home. */
function ToNextPath() {
  const [params] = useSearchParams();
  return <Navigate to={safeNextPath(params.get('next'))} replace />;
}

const render = (route: AppRoute) =>
  route.shell ? <SignedInShell>{route.element}</SignedInShell> : route.element;

/**
 * Picks the route table by auth state. While auth loads the public table applies; a signed-in
 * page asked for by a signed-out visitor gets the Unauthorized notice and the way to log in.
 */
export function AppRoutes() {
  const { status } = useAuth();
  const isSignedIn = status === 'authenticated';
  const table = isSignedIn ? signedInRoutes : publicRoutes;
  const inTable = new Set<string>(table.map((r) => r.path));
  const gated = isSignedIn ? [] : signedInRoutes.filter((r) => !inTable.has(r.path));

  return (
    <Suspense fallback={<Spinner label="Loading..." className="min-h-[60vh]" />}>
      <Routes>
        {table.map((route) => (
          <Route key={route.path} path={route.path} element={render(route)} />
        ))}
        {gated.map((route) => (
          <Route key={route.path} path={route.path} element={<AuthGate status={status} />} />
        ))}
        {isSignedIn &&
          ['/login', '/register'].map((path) => (
            <Route key={path} path={path} element={<ToNextPath />} />
          ))}
        {Object.entries(shortcutRedirects).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
