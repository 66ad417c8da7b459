import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../common/brand';
import * as catalogueModule from '../common/catalogue';
import { isAppPath, normalisePath, pageRoutes, shortcutRedirects } from '../common/routes';
import { pageMeta } from './page-meta';

/**
 * Internal links whose pages are not built yet, each with the area of work that builds it. A
 * link to anything else that is not in the route list fails. This list ends empty.
 */
const notBuiltYet: Record<string, 'leads' | 'learning' | 'growth'> = {};

/** `source` is the file or module a link was found in, `where` its place inside. */
type Link = { source: string; where: string; target: string };

const isInternal = (value: string) => /^\/(?!\/)\S*$/.test(value);

/** Every string in a tree of data that is an internal link: a `to` or `href`, or a bare path. */
function linksIn(value: unknown, source: string, where = ''): Link[] {
  if (typeof value === 'function') return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => linksIn(item, source, `${where}[${i}]`));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      linksIn(child, source, `${where}.${key}`),
    );
  }
  if (typeof value !== 'string') return [];
  if (value.startsWith(`${brand.siteUrl}/`)) {
    return [{ source, where, target: value.slice(brand.siteUrl.length) }];
  }
  return isInternal(value) ? [{ source, where, target: value }] : [];
}

const contentModules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});

/** Links written into the client's screens themselves: to="/x", href="/x", navigate('/x'). */
function linksInClientSource(dir = 'client/src'): Link[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return linksInClientSource(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const source = readFileSync(file, 'utf8');
    const pattern = /(?:\b(?:to|href)=\{?|navigate\(|<Navigate to=)["'`](\/[^"'`$\s]*)["'`]/g;
    return [...source.matchAll(pattern)].map((match) => ({
      source: file,
      where: `:${source.slice(0, match.index).split('\n').length}`,
      target: match[1],
    }));
  });
}

const allLinks: Link[] = [
  ...Object.entries(contentModules).flatMap(([file, module]) => linksIn(module, file)),
  ...linksIn(catalogueModule, 'common/catalogue'),
  ...linksInClientSource(),
];

describe('internal links', () => {
  it('are found in content, the catalogue, the navigation, the dashboard cards and the screens', () => {
    expect(allLinks.length).toBeGreaterThan(20);
    const sources = [...new Set(allLinks.map((link) => link.source))];
    for (const expected of ['home-text', 'shell-text', 'marketing/landing', 'features/']) {
      expect(
        sources.some((source) => source.includes(expected)),
        expected,
      ).toBe(true);
    }
  });

  it('lead only to pages in the route list, or to pages named as not built yet', () => {
    for (const link of allLinks) {
      const path = normalisePath(link.target);
      // /api/login and /api/logout are browser navigations the server answers with a redirect.
      if (path in notBuiltYet || path.startsWith('/api/')) continue;
      expect(isAppPath(path), `${link.source}${link.where}: ${link.target}`).toBe(true);
    }
  });

  it('redirect the short paths to a page, or to one named as not built yet', () => {
    for (const target of Object.values(shortcutRedirects)) {
      expect(isAppPath(target) || target in notBuiltYet, target).toBe(true);
    }
  });

  it('name as not built only pages that are linked and not yet in the route list', () => {
    const linked = new Set([
      ...allLinks.map((link) => normalisePath(link.target)),
      ...Object.values(shortcutRedirects),
    ]);
    const listed = new Set<string>(pageRoutes.map((route) => route.path));
    for (const path of Object.keys(notBuiltYet)) {
      expect(linked.has(path), `${path} is linked from somewhere`).toBe(true);
      expect(listed.has(path), `${path} is built: remove it from notBuiltYet`).toBe(false);
    }
  });

  it('give every public page with a title a place in the route list', () => {
    for (const path of Object.keys(pageMeta)) expect(isAppPath(path), path).toBe(true);
  });
});
