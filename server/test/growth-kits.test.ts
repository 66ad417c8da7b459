import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessText } from '../../content/access-text';
import {
  closingDosAndDonts,
  closingObjections,
  closingTechniques,
  closingTemplates,
} from '../../content/growth/closing';
import { aiAgencyToolsGuide } from '../../content/growth/guides/ai-agency-tools';
import { closingTechniquesGuide } from '../../content/growth/guides/closing-techniques';
import { kpiGuideHeadlines, kpiTrackerGuide } from '../../content/growth/guides/kpi-tracker';
import { salesScriptsGuide } from '../../content/growth/guides/sales-scripts';
import { socialMediaGuide } from '../../content/growth/guides/social-media-strategy';
import {
  conversationScenarios,
  networkingEvents,
  networkingFollowUps,
  networkingStrategies,
  networkingTimeline,
} from '../../content/growth/networking';
import { salesScripts } from '../../content/growth/scripts';
import { entitlements } from '../src/db/schema';
import { forgetCachedUser } from '../src/core/sessions';
import { createTestApp, signedInUser, type TestApp } from './helpers';

let closed: TestApp;
let open: TestApp;
beforeAll(async () => {
  [closed, open] = await Promise.all([createTestApp({ OPEN_ACCESS: 'false' }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([closed?.close(), open?.close()]);
});

const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** The body as JSON would carry it (no undefined fields). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** The networking kit and the five guides, each as the content writes it. */
const laterKits = {
  networking: {
    kit: 'networking',
    strategies: networkingStrategies,
    events: networkingEvents,
    scenarios: conversationScenarios,
    followUps: networkingFollowUps,
    timeline: networkingTimeline,
  },
  'guide-ai-agency-tools': { kit: 'guide-ai-agency-tools', guide: aiAgencyToolsGuide },
  'guide-sales-scripts': { kit: 'guide-sales-scripts', guide: salesScriptsGuide },
  'guide-kpi-tracker': {
    kit: 'guide-kpi-tracker',
    guide: kpiTrackerGuide,
    headlines: kpiGuideHeadlines,
  },
  'guide-closing-techniques': { kit: 'guide-closing-techniques', guide: closingTechniquesGuide },
  'guide-social-media-strategy': {
    kit: 'guide-social-media-strategy',
    guide: socialMediaGuide,
  },
} as const;
/** A passage of each later kit that a refused caller must not receive. */
const laterKitPassages: Record<keyof typeof laterKits, string> = {
  networking: networkingStrategies[0].description,
  'guide-ai-agency-tools': aiAgencyToolsGuide.outcome,
  'guide-sales-scripts': salesScriptsGuide.scripts[0].text,
  'guide-kpi-tracker': kpiTrackerGuide.outcome,
  'guide-closing-techniques': closingTechniquesGuide.techniques[0].example,
  'guide-social-media-strategy': socialMediaGuide.content.templates[0].text,
};

describe('the agency program’s sales scripts and closing kit from the server', () => {
  it('serves every script and the whole closing kit, as the content writes them', async () => {
    const { cookie } = await signedInUser(open);
    const scripts = await get(open, '/api/growth/kits/sales-scripts', cookie);
    expect(scripts.statusCode).toBe(200);
    expect(scripts.json()).toEqual(asJson({ kit: 'sales-scripts', scripts: salesScripts }));
    const closing = await get(open, '/api/growth/kits/closing-tools', cookie);
    expect(closing.statusCode).toBe(200);
    expect(closing.json()).toEqual(
      asJson({
        kit: 'closing-tools',
        techniques: closingTechniques,
        objections: closingObjections,
        templates: closingTemplates,
        dosAndDonts: closingDosAndDonts,
      }),
    );
  });

  it('serves the networking kit and each growth guide whole, as the content writes them', async () => {
    const { cookie } = await signedInUser(open);
    for (const [id, kit] of Object.entries(laterKits)) {
      const response = await get(open, `/api/growth/kits/${id}`, cookie);
      expect(response.statusCode, id).toBe(200);
      expect(response.json(), id).toEqual(asJson(kit));
    }
  });

  it('answers 404 with a sentence for an unknown kit, and 401 to a signed-out caller', async () => {
    const { cookie } = await signedInUser(open);
    for (const id of [
      'guide-',
      'guide-networking',
      'kpi-tracker',
      'constructor',
      'x'.repeat(90),
      '%20',
    ]) {
      const response = await get(open, `/api/growth/kits/${id}`, cookie);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('No growth kit has this id.');
    }
    for (const t of [open, closed]) {
      for (const id of ['sales-scripts', ...Object.keys(laterKits)]) {
        const refused = await get(t, `/api/growth/kits/${id}`);
        expect(refused.statusCode, id).toBe(401);
      }
    }
  });

  it('with open access off, the kits need the agency program (the toolbox is not enough)', async () => {
    const { user, cookie } = await signedInUser(closed);
    const script = salesScripts[0];
    for (const kit of ['sales-scripts', 'closing-tools']) {
      const refused = await get(closed, `/api/growth/kits/${kit}`, cookie);
      expect(refused.statusCode, kit).toBe(403);
      expect(refused.json().message).toBe(accessText.agency.refusal);
      expect(refused.body).not.toContain(script.description);
    }

    await closed.db.insert(entitlements).values({ userId: user.id, entitlement: 'toolbox' });
    forgetCachedUser(closed.db, user.id);
    expect((await get(closed, '/api/growth/kits/sales-scripts', cookie)).statusCode).toBe(403);
    for (const [id, passage] of Object.entries(laterKitPassages)) {
      const refused = await get(closed, `/api/growth/kits/${id}`, cookie);
      expect(refused.statusCode, id).toBe(403);
      expect(refused.json().message, id).toBe(accessText.agency.refusal);
      expect(refused.body, id).not.toContain(passage);
    }

    await closed.db.insert(entitlements).values({ userId: user.id, entitlement: 'agency' });
    forgetCachedUser(closed.db, user.id);
    const served = await get(closed, '/api/growth/kits/sales-scripts', cookie);
    expect(served.statusCode).toBe(200);
    expect(served.json().scripts[0].description).toBe(script.description);
    for (const id of Object.keys(laterKits)) {
      expect((await get(closed, `/api/growth/kits/${id}`, cookie)).statusCode, id).toBe(200);
    }
  });
});
