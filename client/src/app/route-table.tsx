import { lazy, type ReactNode } from 'react';
import { publicPaths, signedInPaths } from '../../../common/routes';

// Each page is its own chunk, so a visitor downloads only the page in front of them.
const LoginPage = lazy(() =>
  import('../features/accounts/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/accounts/register-page').then((m) => ({ default: m.RegisterPage })),
);
const LandingPage = lazy(() =>
  import('../features/marketing/landing-page').then((m) => ({ default: m.LandingPage })),
);
const ToolboxSalesPage = lazy(() =>
  import('../features/marketing/toolbox-sales-page').then((m) => ({
    default: m.ToolboxSalesPage,
  })),
);
const AgencySalesPage = lazy(() =>
  import('../features/marketing/agency-sales-page').then((m) => ({ default: m.AgencySalesPage })),
);
const FreeGuidePage = lazy(() =>
  import('../features/marketing/free-guide-page').then((m) => ({ default: m.FreeGuidePage })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const OrderSuccessPage = lazy(() =>
  import('../features/checkout/order-success-page').then((m) => ({
    default: m.OrderSuccessPage,
  })),
);
const AccessPage = lazy(() =>
  import('../features/checkout/access-page').then((m) => ({ default: m.AccessPage })),
);
const HomePage = lazy(() =>
  import('../features/home/home-page').then((m) => ({ default: m.HomePage })),
);
const CrmPage = lazy(() =>
  import('../features/crm/crm-page').then((m) => ({ default: m.CrmPage })),
);

export type AppRoute = {
  path: (typeof publicPaths)[number] | (typeof signedInPaths)[number];
  element: ReactNode;
  /** Signed-in pages sit inside the top bar and sidebar. */
  shell?: boolean;
};

/** Commerce spec 2.1: what a signed-out (or still loading) visitor gets. */
export const publicRoutes: AppRoute[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/ai-toolbox', element: <ToolboxSalesPage /> },
  { path: '/agency-landing', element: <AgencySalesPage /> },
  { path: '/ai-download', element: <FreeGuidePage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/order-success', element: <OrderSuccessPage /> },
  { path: '/ai-toolbox/success', element: <AccessPage /> },
];

/** Commerce spec 2.1: what a signed-in user gets. */
export const signedInRoutes: AppRoute[] = [
  { path: '/', element: <HomePage />, shell: true },
  { path: '/ai-toolbox', element: <ToolboxSalesPage /> },
  { path: '/agency-landing', element: <AgencySalesPage /> },
  { path: '/ai-download', element: <FreeGuidePage /> },
  { path: '/crm', element: <CrmPage />, shell: true },
  // The purchase pages keep their own focused frame for signed-in buyers too.
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/order-success', element: <OrderSuccessPage /> },
  { path: '/ai-toolbox/success', element: <AccessPage /> },
];
