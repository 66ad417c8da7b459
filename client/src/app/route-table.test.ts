import { describe, expect, it } from 'vitest';
import { publicPaths, shortcutRedirects, signedInPaths, isAppPath } from '../../../common/routes';
import { publicRoutes, signedInRoutes } from './route-table';
import { homeText } from '../../../content/app-text';
import { shellText } from '../../../content/shell-text';

describe('route tables', () => {
  it('list exactly the paths the server knows', () => {
    expect(publicRoutes.map((r) => r.path).sort()).toEqual([...publicPaths].sort());
    expect(signedInRoutes.map((r) => r.path).sort()).toEqual([...signedInPaths].sort());
    for (const path of [...publicPaths, ...signedInPaths]) expect(isAppPath(path)).toBe(true);
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
