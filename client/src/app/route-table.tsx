import { lazy, type ReactNode } from 'react';
import { publicPaths, signedInPaths } from '../../../common/routes';

// Each page is its own chunk, so a visitor downloads only the page in front of them.
const LoginPage = lazy(() =>
  import('../features/accounts/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/accounts/register-page').then((m) => ({ default: m.RegisterPage })),
);
const HomePage = lazy(() =>
  import('../features/home/home-page').then((m) => ({ default: m.HomePage })),
);

export type AppRoute = {
  path: (typeof publicPaths)[number] | (typeof signedInPaths)[number];
  element: ReactNode;
  /** Signed-in pages sit inside the top bar and sidebar. */
  shell?: boolean;
};

/** Commerce spec 2.1: what a signed-out (or still loading) visitor gets. */
export const publicRoutes: AppRoute[] = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <LoginPage /> },
];

/** Commerce spec 2.1: what a signed-in user gets. */
export const signedInRoutes: AppRoute[] = [{ path: '/', element: <HomePage />, shell: true }];
