/**
 * The paths the single-page app answers (commerce spec 2.1). A path is listed once its page
 * exists; the server answers any other path with status 404 and the app's not-found screen.
 */
export const publicPaths = [
  '/',
  '/register',
  '/login',
  '/ai-toolbox',
  '/agency-landing',
  '/ai-download',
  '/checkout',
  '/order-success',
  '/ai-toolbox/success',
] as const;

// /ai-download is in both sets (spec 2.1); the sales pages stay open to signed-in users too, so
// a shared link never ends on the 404 screen (docs/decisions/0011-public-site.md).
export const signedInPaths = [
  '/',
  '/ai-toolbox',
  '/agency-landing',
  '/ai-download',
  '/crm',
  '/checkout',
  '/order-success',
  '/ai-toolbox/success',
] as const;

/** Short paths used by landing and dashboard cards (decisions.md, Routes). */
export const shortcutRedirects: Record<string, string> = {
  '/kpi-tracker': '/growth/kpi-tracker',
  '/sales-scripts': '/growth/sales-scripts',
  '/closing-tools': '/growth/closing-tools',
  '/networking': '/growth/networking',
};

const known = new Set<string>([
  ...publicPaths,
  ...signedInPaths,
  ...Object.keys(shortcutRedirects),
]);

export function isAppPath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return known.has(trimmed);
}
