import { normalisePath, pageRoutes, shortcutRedirects, type PageRoute } from './routes';

// Its own module: only the signed-in dashboard asks it, so it stays out of every page's first load.

/** The purchase a page needs while open access is off (following a shortcut), or null. */
export function needsOfPagePath(path: string): 'toolbox' | 'agency' | null {
  const normalised = normalisePath(path);
  const target: string = (shortcutRedirects as Record<string, string>)[normalised] ?? normalised;
  const route = pageRoutes.find((entry) => entry.path === target && entry.access !== 'public') as
    PageRoute | undefined;
  return route?.needs ?? null;
}
