import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  test as base,
  type Page,
} from '@playwright/test';
import { routesFor } from '../common/routes';
import { guideHeaders } from '../content/growth/guides/headers';
import { moduleSummaries, toolboxTrackSummaries } from '../content/learning/catalogue';
import {
  axeViolations,
  axeViolationsAtEachSize,
  demo,
  e2eOperator,
  viewportSizes,
} from './support';

// Every page of the route list, signed out and signed in, on a desktop and a phone: axe finds
// nothing (WCAG 2.1 A and AA rules, and headings in order). Then the states a page's own address
// does not show: each tab of the growth guides and of the operator console, and each lesson of
// the players with each of its tabs. One test a page: it is opened once and checked at each size
// (support.ts). The product's Content-Security-Policy would block axe's injected script, so these
// pages are opened with CSP bypassed (the page itself is unchanged).

const pathsFor = (viewer: 'visitor' | 'member') => [
  ...new Set([...routesFor(viewer).map((route) => route.path), '/no-such-page']),
];

async function signInAs(request: APIRequestContext, account: typeof demo | typeof e2eOperator) {
  const login = await request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
}
const signInAsDemo = (request: APIRequestContext) => signInAs(request, demo);

/** A page state reached by its address, and the tabs (by name) to open there one after another. */
type State = { path: string; tabs?: readonly string[] };

// The first tab of a guide or of the console is the page's own address, already in the route list.
const memberStates: State[] = [
  ...Object.values(guideHeaders).flatMap((guide) =>
    Object.keys(guide.tabs)
      .slice(1)
      .map((tab) => ({ path: `/growth-tools/${guide.id}?tab=${tab}` })),
  ),
  // ?lesson= opens the player at that lesson; its tabs are opened in turn.
  ...moduleSummaries.flatMap((module) =>
    module.lessons.map((lesson) => ({
      path: `${module.route}?lesson=${lesson.id}`,
      tabs: module.player.tabs,
    })),
  ),
  ...toolboxTrackSummaries.flatMap((track) =>
    track.lessons.map((lesson) => ({ path: `/ai-toolbox/dashboard?lesson=${lesson.id}` })),
  ),
];
const operatorStates: State[] = ['queue', 'lead-orders', 'purchases', 'guide-signups', 'sales'].map(
  (tab) => ({ path: tab === 'queue' ? '/operator' : `/operator?tab=${tab}` }),
);

/** The page has rendered (no loading state left), and axe finds nothing there at either size. */
async function expectNoViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  expect(await axeViolationsAtEachSize(page, where)).toEqual([]);
}

type Viewer = 'visitor' | 'member' | 'operator';

// One page a test, so a failure names its page; the tests of one worker share a browser context per
// viewer (signed in once, with a warm cache), as one visitor's tabs would, instead of making a
// context and signing in for every page.
const test = base.extend<object, { contextFor: (viewer: Viewer) => Promise<BrowserContext> }>({
  contextFor: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await use((viewer) => {
        let context = contexts.get(viewer);
        if (!context) {
          context = (async () => {
            const made = await browser.newContext({ bypassCSP: true });
            // The demo account has CRM contacts and follow-ups, so the CRM shows its cards.
            if (viewer === 'member') await signInAsDemo(made.request);
            if (viewer === 'operator') await signInAs(made.request, e2eOperator);
            return made;
          })();
          contexts.set(viewer, context);
        }
        return context;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
});

// The tests below that open their own page.
test.use({ bypassCSP: true });

test.describe('axe', () => {
  for (const viewer of ['visitor', 'member'] as const) {
    for (const path of pathsFor(viewer)) {
      test(`${viewer === 'member' ? 'signed in' : 'signed out'}: ${path}`, async ({
        contextFor,
      }) => {
        const page = await (await contextFor(viewer)).newPage();
        try {
          await page.goto(path);
          await expectNoViolations(page, `${viewer} ${path}`);
        } finally {
          await page.close();
        }
      });
    }
  }
});

test.describe('axe, states within pages', () => {
  for (const [viewer, states] of [
    ['member', memberStates],
    ['operator', operatorStates],
  ] as const) {
    for (const { path, tabs = [] } of states) {
      test(`${viewer}: ${path}`, async ({ contextFor }) => {
        const page = await (await contextFor(viewer)).newPage();
        try {
          await page.goto(path);
          await expectNoViolations(page, `${viewer} ${path}`);
          for (const name of tabs.slice(1)) {
            const tab = page.getByRole('tab', { name, exact: true });
            await tab.click();
            await expect(tab).toHaveAttribute('aria-selected', 'true');
            await expectNoViolations(page, `${viewer} ${path} tab ${name}`);
          }
        } finally {
          await page.close();
        }
      });
    }
  }
});

test('axe: the phone menu, open', async ({ page }) => {
  await page.setViewportSize(viewportSizes.phone);
  await signInAsDemo(page.request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  // At the phone's size only: the desktop has no menu button.
  expect(await axeViolations(page)).toEqual([]);
});

test('axe: an error toast and field messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expectNoViolations(page, 'login error toast');
});
