import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountsApi } from '../../../common/contracts/accounts-api';
import { firstAnswersOf } from '../../../common/first-answers';
import { routeAt, type PageRouteEntry } from '../../../common/routes';

/** What the build writes beside the shell (scripts/prerender.tsx): each page's code files. */
export const PAGE_FILES = 'page-files.json';

/** Per page: its code files, and the signed-in frame's HTML for pages inside it. */
export type PageFiles = Record<string, { files: string[]; frame: string | null }>;

/**
 * The single-page shell for a signed-in browser, with what the page at its path will ask for
 * named in its head, so the browser fetches it all at once instead of one step after another
 * (the app, then the session, then the page's code, then its data):
 * - the page's code (its chunk and everything it imports, with the signed-in frame and the
 *   purchase check when the page uses them), as module preloads;
 * - for a live session, who is signed in and the answers the page shows in its first frame
 *   (common/first-answers.ts). The app's own calls then take these answers instead of asking
 *   again.
 * One HTML text per page, made once.
 */
export function createSignedInShells(clientDir: string, shellHtml: string) {
  const file = join(clientDir, PAGE_FILES);
  const pageFiles = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageFiles) : {};
  const made = new Map<string, string>();
  // The stylesheet goes inline, as on the prerendered pages: the frame paints from the HTML alone
  // instead of waiting for the stylesheet behind the page's code on a slow connection.
  const styledShell = shellHtml.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
    (tag, href: string) => {
      const css = join(clientDir, href);
      return existsSync(css) ? `<style>${readFileSync(css, 'utf8')}</style>` : tag;
    },
  );

  const headFor = (route: PageRouteEntry, hasSession: boolean) => {
    const code = (pageFiles[route.page]?.files ?? []).map(
      (name) => `<link rel="modulepreload" crossorigin href="/${name}" />`,
    );
    const answers = hasSession
      ? [accountsApi.currentUser.path, ...firstAnswersOf(route)].map(
          (path) =>
            `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}" />`,
        )
      : [];
    return [...answers, ...code].map((tag) => `    ${tag}\n`).join('');
  };

  /** The shell for this path as a signed-in member or operator sees it. */
  return function shellFor(path: string, viewer: 'member' | 'operator', hasSession: boolean) {
    const route = routeAt(viewer, path);
    if (!route) return shellHtml;
    const key = `${route.page}|${hasSession}`;
    let html = made.get(key);
    if (html === undefined) {
      // The shell has nothing to paint before the app runs: the app is not fetched at low priority.
      html = styledShell
        .replaceAll(' fetchpriority="low"', '')
        .replace(/\n(\s*)<\/head>/, `\n${headFor(route, hasSession)}$1</head>`)
        .replace('<!--app-html-->', () => pageFiles[route.page]?.frame ?? '');
      made.set(key, html);
    }
    return html;
  };
}
