import {
  pageRoutes,
  routesFor,
  type FirstPageId,
  type PageId,
  type PageRouteEntry,
  type LaterPageId,
  type Viewer,
} from '../../../common/routes';
import type { PageLoader } from './later-page-loaders';
import { preloadable, type Preloadable } from '../lib/preloadable';

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
  'lead-orders/blu-leads-page': () =>
    import('../features/lead-orders/blu-leads-page').then((m) => m.BluLeadsPage),
} as const satisfies Record<FirstPageId, PageLoader>;

/**
 * The other pages load through one more small chunk, so that a visitor's first load does not
 * carry the list of every other page's files.
 */
const loadLaterPage = (id: LaterPageId) =>
  import('./later-page-loaders').then((m) => m.laterPageLoaders[id]());

const isFirstPage = (id: PageId): id is FirstPageId => id in pageLoaders;

const pageComponents = Object.fromEntries(
  [...new Set(pageRoutes.map((route) => route.page))].map((id) => [
    id,
    preloadable<object>(() => (isFirstPage(id) ? pageLoaders[id]() : loadLaterPage(id))),
  ]),
) as Record<PageId, Preloadable<object>>;

export type AppRoute = PageRouteEntry & { Page: Preloadable<object> };

/** The routes this viewer can open, each with its page component. */
export function routeTableFor(viewer: Viewer): AppRoute[] {
  return routesFor(viewer).map((route) => ({ ...route, Page: pageComponents[route.page] }));
}
