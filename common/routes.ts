/**
 * Every page the app serves, once. The client's route tables, the build's prerender list and
 * sitemap, the server's knowledge of which paths are pages (any other path answers the 404
 * screen with status 404), the page-speed benchmark and the link test are all derived from this
 * list; nothing else lists paths (docs/decisions/0013-one-route-list.md).
 */

/**
 * Who may open a page:
 * - public: signed-out visitors; a signed-in user gets the signed-in page at the same path, or is
 *   sent on to where they were headed when there is none (/login, /register);
 * - signed-in: signed-in users; a signed-out visitor gets the Unauthorized notice and a way in;
 * - both: everyone, with the same page;
 * - operator: signed-in operators; everyone else gets the 404 screen.
 */
export type PageAccess = 'public' | 'signed-in' | 'both' | 'operator';

export interface PageRoute {
  path: `/${string}`;
  access: PageAccess;
  /**
   * The page module, relative to client/src/features without its extension. The client loads it
   * lazily (each page is its own chunk) and the prerender preloads that chunk's files.
   */
  page: string;
  /** Rendered to HTML at build time and listed in the sitemap (public pages only). */
  prerender?: true;
  /** Signed-in pages sit inside the top bar and sidebar; purchase pages keep their own frame. */
  shell?: true;
  /**
   * The purchase that unlocks the page while open access is off (common/access.ts): without it
   * the page shows what unlocks it and offers the purchase.
   */
  needs?: 'toolbox' | 'agency';
}

export const pageRoutes = [
  { path: '/', access: 'public', page: 'marketing/landing-page', prerender: true },
  { path: '/', access: 'signed-in', page: 'home/home-page', shell: true },
  { path: '/ai-toolbox', access: 'both', page: 'marketing/toolbox-sales-page', prerender: true },
  { path: '/agency-landing', access: 'both', page: 'marketing/agency-sales-page', prerender: true },
  { path: '/ai-download', access: 'both', page: 'marketing/free-guide-page', prerender: true },
  { path: '/register', access: 'public', page: 'accounts/register-page', prerender: true },
  { path: '/login', access: 'public', page: 'accounts/login-page', prerender: true },
  { path: '/forgot-password', access: 'public', page: 'accounts/forgot-password-page' },
  { path: '/reset-password', access: 'public', page: 'accounts/reset-password-page' },
  { path: '/email-verified', access: 'both', page: 'accounts/email-verified-page' },
  { path: '/reminders/off', access: 'both', page: 'reminders/turn-off-reminders-page' },
  { path: '/checkout', access: 'both', page: 'checkout/checkout-page' },
  { path: '/order-success', access: 'both', page: 'checkout/order-success-page' },
  { path: '/ai-toolbox/success', access: 'both', page: 'checkout/access-page' },
  { path: '/crm', access: 'signed-in', page: 'crm/crm-page', shell: true, needs: 'agency' },
  {
    path: '/structured-learning',
    access: 'signed-in',
    page: 'learning/structured-learning-page',
    shell: true,
    needs: 'toolbox',
  },
  {
    path: '/learning/ai-foundations-1',
    access: 'signed-in',
    page: 'learning/module-page',
    shell: true,
    needs: 'toolbox',
  },
  {
    path: '/learning/ai-foundations-2',
    access: 'signed-in',
    page: 'learning/module-page',
    shell: true,
    needs: 'toolbox',
  },
  {
    path: '/learning/essential-ai-tools',
    access: 'signed-in',
    page: 'learning/module-page',
    shell: true,
    needs: 'toolbox',
  },
  {
    path: '/learning/ai-automation-platforms',
    access: 'signed-in',
    page: 'learning/module-page',
    shell: true,
    needs: 'toolbox',
  },
  {
    path: '/ai-toolbox/dashboard',
    access: 'signed-in',
    page: 'learning/toolbox-dashboard-page',
    shell: true,
    needs: 'toolbox',
  },
  {
    path: '/ai-toolbox/prompts',
    access: 'signed-in',
    page: 'prompt-library/prompt-library-page',
    shell: true,
    needs: 'toolbox',
  },
  {
    path: '/learning/basics',
    access: 'signed-in',
    page: 'learning/learning-path-page',
    shell: true,
    needs: 'toolbox',
  },
  {
    path: '/learning/ai-understanding',
    access: 'signed-in',
    page: 'learning/learning-path-page',
    shell: true,
    needs: 'toolbox',
  },
  {
    path: '/learning/ai-tools',
    access: 'signed-in',
    page: 'learning/learning-path-page',
    shell: true,
    needs: 'toolbox',
  },
  {
    path: '/learning/personal-development',
    access: 'signed-in',
    page: 'learning/learning-path-page',
    shell: true,
    needs: 'toolbox',
  },
  { path: '/certificates/:id', access: 'both', page: 'learning/certificate-page' },
  { path: '/blu-leads', access: 'both', page: 'lead-orders/blu-leads-page', prerender: true },
  {
    path: '/blu-leads/orders/:id',
    access: 'signed-in',
    page: 'lead-orders/lead-order-page',
    shell: true,
  },
  { path: '/settings', access: 'signed-in', page: 'accounts/settings-page', shell: true },
  { path: '/operator', access: 'operator', page: 'operator/operator-console-page', shell: true },
  {
    path: '/operator/lead-order',
    access: 'operator',
    page: 'operator/lead-order-page',
    shell: true,
  },
  {
    path: '/growth-tools',
    access: 'signed-in',
    page: 'growth/growth-hub-page',
    shell: true,
    needs: 'agency',
  },
  {
    path: '/growth/prospecting',
    access: 'signed-in',
    page: 'growth/prospecting-page',
    shell: true,
    needs: 'agency',
  },
  {
    path: '/growth/kpi-tracker',
    access: 'signed-in',
    page: 'growth/kpi-tracker-page',
    shell: true,
    needs: 'agency',
  },
  {
    path: '/growth/sales-scripts',
    access: 'signed-in',
    page: 'growth/sales-scripts-page',
    shell: true,
    needs: 'agency',
  },
  {
    path: '/growth/closing-tools',
    access: 'signed-in',
    page: 'growth/closing-tools-page',
    shell: true,
    needs: 'agency',
  },
  {
    path: '/growth/networking',
    access: 'signed-in',
    page: 'growth/networking-page',
    shell: true,
    needs: 'agency',
  },
  {
    path: '/growth-tools/ai-agency-tools',
    access: 'signed-in',
    page: 'growth/guides/ai-agency-tools-page',
    shell: true,
    needs: 'agency',
  },
  {
    path: '/growth-tools/sales-scripts',
    access: 'signed-in',
    page: 'growth/guides/sales-scripts-page',
    shell: true,
    needs: 'agency',
  },
  {
    path: '/growth-tools/kpi-tracker',
    access: 'signed-in',
    page: 'growth/guides/kpi-tracker-page',
    shell: true,
    needs: 'agency',
  },
  {
    path: '/growth-tools/closing-techniques',
    access: 'signed-in',
    page: 'growth/guides/closing-techniques-page',
    shell: true,
    needs: 'agency',
  },
  {
    path: '/growth-tools/social-media-strategy',
    access: 'signed-in',
    page: 'growth/guides/social-media-strategy-page',
    shell: true,
    needs: 'agency',
  },
] as const satisfies readonly PageRoute[];

export type PageRouteEntry = (typeof pageRoutes)[number];
export type PageId = PageRouteEntry['page'];
/**
 * The prerendered pages, where visitors arrive: the client keeps their loaders in its first file;
 * the others load through one more small chunk (client/src/app/later-page-loaders.ts).
 */
export type FirstPageId = Extract<PageRouteEntry, { prerender: true }>['page'];
export type LaterPageId = Exclude<PageId, FirstPageId>;
export type PrerenderedPath = Extract<PageRouteEntry, { prerender: true }>['path'];

/** Short paths used by the landing page and the dashboard cards; each leads to a page. */
export const shortcutRedirects = {
  '/kpi-tracker': '/growth/kpi-tracker',
  '/sales-scripts': '/growth/sales-scripts',
  '/closing-tools': '/growth/closing-tools',
  '/networking': '/growth/networking',
} as const satisfies Record<`/${string}`, `/${string}`>;

/** Who is looking: signed out, signed in, or signed in as an operator. */
export type Viewer = 'visitor' | 'member' | 'operator';

const accessOf: Record<Viewer, readonly PageAccess[]> = {
  visitor: ['public', 'both'],
  member: ['signed-in', 'both'],
  operator: ['signed-in', 'both', 'operator'],
};

/** The pages this viewer can open, in list order. */
export function routesFor(viewer: Viewer): PageRouteEntry[] {
  return pageRoutes.filter((route) => accessOf[viewer].includes(route.access));
}

export const prerenderedRoutes = pageRoutes.filter(
  (route): route is Extract<PageRouteEntry, { prerender: true }> =>
    'prerender' in route && route.prerender === true,
);

const pagePaths = new Set<string>([
  ...pageRoutes.map((route) => route.path),
  ...Object.keys(shortcutRedirects),
]);
/** A path with a parameter (`/certificates/:id`) as a pattern: each `:name` matches one segment. */
const patternOf = (routePath: string) =>
  new RegExp(`^${routePath.replace(/\/:[^/]+/g, '/[^/]+')}$`);
const pagePatterns = [...pagePaths].filter((path) => path.includes('/:')).map(patternOf);

/** A path without its query, hash or trailing slash, as the route list spells it. */
export function normalisePath(target: string): string {
  const path = target.split(/[?#]/)[0];
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const operatorPaths = new Set<string>(
  pageRoutes.filter((route) => route.access === 'operator').map((route) => route.path),
);

/** True for a page only operators have: anyone else is answered as if it did not exist. */
export function isOperatorPath(path: string): boolean {
  return operatorPaths.has(normalisePath(path));
}

/** True when the app has a page (or a redirect to one) at this path. */
export function isAppPath(path: string): boolean {
  const normalised = normalisePath(path);
  return pagePaths.has(normalised) || pagePatterns.some((pattern) => pattern.test(normalised));
}

/** True when a route's path (`/learning/:moduleId`) names this path. */
const routeMatches = (routePath: string, path: string) =>
  routePath.includes('/:') ? patternOf(routePath).test(path) : routePath === path;

/** The page this viewer sees at a path, or undefined when none (a redirect or the 404 screen). */
export function routeAt(viewer: Viewer, path: string): PageRouteEntry | undefined {
  const normalised = normalisePath(path);
  return routesFor(viewer).find((route) => routeMatches(route.path, normalised));
}
