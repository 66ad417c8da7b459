import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isAppPath,
  pageRoutes,
  prerenderedRoutes,
  shortcutRedirects,
} from '../../../common/routes';
import { needsOfPagePath } from '../../../common/page-needs';
import { pageLoaders, routeTableFor } from './route-table';
import { laterPageLoaders } from './later-page-loaders';
import { homeText } from '../../../content/home-text';
import { shellText } from '../../../content/shell-text';
import { pageMeta } from '../../../content/page-meta';

describe('route tables', () => {
  it('list exactly the paths the server knows', () => {
    const tablePaths = [
      ...routeTableFor('visitor'),
      ...routeTableFor('member'),
      ...routeTableFor('operator'),
    ].map((r) => r.path);
    expect(new Set(tablePaths)).toEqual(new Set(pageRoutes.map((r) => r.path)));
    for (const path of tablePaths) expect(isAppPath(path)).toBe(true);
    expect(isAppPath('/crm/')).toBe(true);
  });

  it('say which purchase each dashboard card needs, following shortcuts', () => {
    const needs = Object.fromEntries(
      homeText.toolCards.map((card) => [card.to, needsOfPagePath(card.to)]),
    );
    expect(needs).toEqual({
      '/ai-toolbox/dashboard': 'toolbox',
      '/growth-tools': 'agency',
      '/kpi-tracker': 'agency',
      '/sales-scripts': 'agency',
      '/closing-tools': 'agency',
      '/networking': 'agency',
    });
    // The public sales page at the same path as nothing is not locked.
    expect(needsOfPagePath('/ai-toolbox')).toBeNull();
  });

  it('give operator pages to operators only', () => {
    const operatorPaths = pageRoutes.filter((r) => r.access === 'operator').map((r) => r.path);
    expect(operatorPaths).toContain('/operator');
    for (const viewer of ['visitor', 'member'] as const) {
      const paths = routeTableFor(viewer).map((r) => r.path);
      for (const path of operatorPaths) expect(paths, viewer).not.toContain(path);
    }
    const forOperators = routeTableFor('operator').map((r) => r.path);
    for (const path of operatorPaths) expect(forOperators).toContain(path);
  });

  it('give the signed-out and the signed-in visitor each one page per path', () => {
    for (const viewer of ['visitor', 'member', 'operator'] as const) {
      const paths = routeTableFor(viewer).map((r) => r.path);
      expect(new Set(paths).size, viewer).toBe(paths.length);
    }
  });

  it('load every page from a module that exists', async () => {
    for (const route of pageRoutes) {
      expect(existsSync(`client/src/features/${route.page}.tsx`), route.page).toBe(true);
      const loaders: Record<string, unknown> = { ...pageLoaders, ...laterPageLoaders };
      expect(String(loaders[route.page]), route.page).toContain(`features/${route.page}`);
    }
  });

  it('prerender only public pages, each with a title and description', () => {
    for (const route of prerenderedRoutes) {
      expect(['public', 'both'], route.path).toContain(route.access);
      expect(pageMeta[route.path].title, route.path).not.toBe('');
    }
    expect(Object.keys(pageMeta).sort()).toEqual(prerenderedRoutes.map((r) => r.path).sort());
  });

  it('redirect the short paths to the growth tools', () => {
    expect(shortcutRedirects['/kpi-tracker']).toBe('/growth/kpi-tracker');
    expect(isAppPath('/networking')).toBe(true);
    expect(isAppPath('/no-such-page')).toBe(false);
  });

  it('keep navigation targets to site paths or anchors', () => {
    const targets = [
      ...shellText.topNav.map((l) => l.to),
      ...shellText.sidebarSections.flatMap((s) => s.links.map((l) => l.to)),
      ...homeText.toolCards.map((c) => c.to),
    ];
    for (const to of targets) expect(to.startsWith('/') || to.startsWith('#')).toBe(true);
  });
});
