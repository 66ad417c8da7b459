import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { routesFor, type PageId, type PageRouteEntry, type Viewer } from '../../../common/routes';

type PageLoader = () => Promise<ComponentType>;

/**
 * How to load each page of the route list (common/routes.ts). Each page is its own chunk, so a
 * visitor downloads only the page in front of them. The key is the page's module under
 * features/; TypeScript refuses a page of the list without a loader, and a loader for no page.
 */
export const pageLoaders = {
  'marketing/landing-page': () =>
    import('../features/marketing/landing-page').then((m) => m.LandingPage),
  'marketing/toolbox-sales-page': () =>
    import('../features/marketing/toolbox-sales-page').then((m) => m.ToolboxSalesPage),
  'marketing/agency-sales-page': () =>
    import('../features/marketing/agency-sales-page').then((m) => m.AgencySalesPage),
  'marketing/free-guide-page': () =>
    import('../features/marketing/free-guide-page').then((m) => m.FreeGuidePage),
  'accounts/register-page': () =>
    import('../features/accounts/register-page').then((m) => m.RegisterPage),
  'accounts/login-page': () => import('../features/accounts/login-page').then((m) => m.LoginPage),
  'accounts/forgot-password-page': () =>
    import('../features/accounts/forgot-password-page').then((m) => m.ForgotPasswordPage),
  'accounts/reset-password-page': () =>
    import('../features/accounts/reset-password-page').then((m) => m.ResetPasswordPage),
  'checkout/checkout-page': () =>
    import('../features/checkout/checkout-page').then((m) => m.CheckoutPage),
  'checkout/order-success-page': () =>
    import('../features/checkout/order-success-page').then((m) => m.OrderSuccessPage),
  'checkout/access-page': () =>
    import('../features/checkout/access-page').then((m) => m.AccessPage),
  'home/home-page': () => import('../features/home/home-page').then((m) => m.HomePage),
  'crm/crm-page': () => import('../features/crm/crm-page').then((m) => m.CrmPage),
} as const satisfies Record<PageId, PageLoader>;

const pageComponents = Object.fromEntries(
  Object.entries(pageLoaders).map(([id, load]) => [
    id,
    lazy(() => load().then((component) => ({ default: component }))),
  ]),
) as Record<PageId, LazyExoticComponent<ComponentType>>;

export type AppRoute = PageRouteEntry & { Page: LazyExoticComponent<ComponentType> };

/** The routes this viewer can open, each with its page component. */
export function routeTableFor(viewer: Viewer): AppRoute[] {
  return routesFor(viewer).map((route) => ({ ...route, Page: pageComponents[route.page] }));
}
