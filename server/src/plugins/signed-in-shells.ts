import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { accountsApi } from '../../../common/contracts/accounts-api';
import { firstAnswersOf } from '../../../common/first-answers';
import type { Needs } from '../../../common/access';
import { routeAt, type PageRouteEntry } from '../../../common/routes';
import { bestEncoded, type Encoded, type Variants } from './prerendered-pages';

/** What the build writes beside the shell (scripts/prerender.tsx): each page's code files. */
export const PAGE_FILES = 'page-files.json';

/**
 * Per page: its code files; for pages inside the signed-in frame, the frame's HTML; for pages
 * whose top needs no answer (their `PageTop`), the frame with that top drawn in, per path; and
 * the query parameters that show another screen than that top (`pageTopUnless`).
 */
export type PageFiles = Record<
  string,
  {
    files: string[];
    frame: string | null;
    tops: Record<string, string>;
    topUnless: string[];
  }
>;

/**
 * The single-page shell for a signed-in browser, with what the page at its path will ask for
 * named in its head, so the browser fetches it all at once instead of one step after another
 * (the app, then the session, then the page's code, then its data):
 * - the page's code (its chunk and everything it imports, with the signed-in frame and the
 *   purchase check when the page uses them), as module preloads;
 * - for a live session, who is signed in and the answers the page shows in its first frame
 *   (common/first-answers.ts). The app's own calls then take these answers instead of asking
 *   again.
 * One HTML text per route, made and compressed once (about 65 KB, 12 KB as brotli).
 */
export function createSignedInShells(clientDir: string, shellHtml: string) {
  const file = join(clientDir, PAGE_FILES);
  const pageFiles = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageFiles) : {};
  const made = new Map<string, Variants>();
  // The stylesheet goes inline, as on the prerendered pages: the frame paints from the HTML alone
  // instead of waiting for the stylesheet behind the page's code on a slow connection.
  const styledShell = shellHtml.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
    (tag, href: string) => {
      const css = join(clientDir, href);
      return existsSync(css) ? `<style>${readFileSync(css, 'utf8')}</style>` : tag;
    },
  );

  const headFor = (route: PageRouteEntry, hasSession: boolean, priority: string) => {
    const code = (pageFiles[route.page]?.files ?? []).map(
      (name) => `<link rel="modulepreload"${priority} crossorigin href="/${name}" />`,
    );
    const answers = hasSession
      ? [accountsApi.currentUser.path, ...firstAnswersOf(route).map((answer) => answer.url)].map(
          (path) =>
            `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}" />`,
        )
      : [];
    return [...answers, ...code].map((tag) => `    ${tag}\n`).join('');
  };

  /**
   * The shell for this path as a signed-in member or operator sees it, in the best encoding.
   * `holds` says whether the session's user holds what a page needs: only then is the page's top
   * drawn in, since anyone else gets the page that unlocks it instead.
   */
  return function shellFor(
    path: string,
    query: URLSearchParams,
    viewer: 'member' | 'operator',
    session: { holds: (needs: Needs) => boolean } | null,
    acceptEncoding: string | undefined,
  ): Encoded {
    const route = routeAt(viewer, path);
    if (!route) return { body: Buffer.from(shellHtml), encoding: null };
    const hasSession = session !== null;
    const files = pageFiles[route.page];
    const needs = 'needs' in route ? route.needs : undefined;
    const top =
      session && (!needs || session.holds(needs)) && !files?.topUnless.some((p) => query.has(p))
        ? files?.tops[route.path]
        : undefined;
    const key = `${route.path}|${hasSession}|${top !== undefined}`;
    let shell = made.get(key);
    if (shell === undefined) {
      // A page in the signed-in frame paints the frame from the HTML: its code comes at low
      // priority, after what the frame needs, as on the prerendered pages. A shell with nothing
      // to paint before the app runs fetches the app first.
      const priority = files?.frame ? ' fetchpriority="low"' : '';
      const identity = Buffer.from(
        styledShell
          .replaceAll(' fetchpriority="low"', priority)
          .replace(/\n(\s*)<\/head>/, `\n${headFor(route, hasSession, priority)}$1</head>`)
          .replace('<!--app-html-->', () => top ?? files?.frame ?? ''),
      );
      shell = {
        identity,
        // Quality 9: a few milliseconds once per page, against quality 11's hundred.
        br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(identity),
      };
      made.set(key, shell);
    }
    return bestEncoded(shell, acceptEncoding);
  };
}
