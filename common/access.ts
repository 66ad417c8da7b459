import type { Entitlement } from './catalogue';

/**
 * What unlocks paid content while open access is off (docs/decisions/
 * 0024-learning-progress-pdfs-access.md and 0031-paid-content-from-the-server.md). Pages say it
 * in the route list (`needs` on a PageRoute, common/routes.ts); API paths say it here, beside
 * them, so the rule lives in one place and not in each page or handler.
 * `OPEN_ACCESS` (default on) unlocks everything for every signed-in user.
 */
export type Needs = Entitlement;

export const apiAccessRules: readonly { prefix: `/api/${string}`; needs: Needs }[] = [
  { prefix: '/api/crm/', needs: 'agency' },
  { prefix: '/api/prospects', needs: 'agency' },
  { prefix: '/api/user-kpis', needs: 'agency' },
  { prefix: '/api/kpi-goals', needs: 'agency' },
  { prefix: '/api/download-pdf/', needs: 'toolbox' },
  { prefix: '/api/resources/', needs: 'toolbox' },
  { prefix: '/api/learning/', needs: 'toolbox' },
  { prefix: '/api/growth/', needs: 'agency' },
  { prefix: '/api/prompt-library', needs: 'toolbox' },
];

/** What an API path needs, or null when any signed-in user may call it. */
export function needsOfApiPath(path: string): Needs | null {
  return apiAccessRules.find((rule) => path.startsWith(rule.prefix))?.needs ?? null;
}

/** True when the entitlements held unlock `needs` (the agency program includes the toolbox). */
export function entitlementsUnlock(needs: Needs, held: readonly string[]): boolean {
  return held.includes(needs) || (needs === 'toolbox' && held.includes('agency'));
}
