import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  test as base,
  type Page,
} from '@playwright/test';
import { routesFor } from '../common/routes';
import { axeViolations, demo } from './support';

// Every page of the route list, signed out and signed in, on a desktop and a phone: axe finds
// nothing (WCAG 2.1 A and AA rules). The product's Content-Security-Policy would block axe's
// injected script, so these pages are opened with CSP bypassed (the page itself is unchanged).

const sizes = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const pathsFor = (viewer: 'visitor' | 'member') => [
  ...new Set([...routesFor(viewer).map((route) => route.path), '/no-such-page']),
];

async function signInAsDemo(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { username: demo.username, password: demo.password },
  });
  expect(login.status()).toBe(200);
}

async function expectNoViolations(page: Page, where: string) {
  // The page has rendered: no loading state left.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const found = (await axeViolations(page)).map((violation) => `${where}: ${violation}`);
  expect(found).toEqual([]);
}

type Size = keyof typeof sizes;
type Viewer = 'visitor' | 'member';

// One page a test, so a failure names its page; the tests of one worker share a browser context per
// size and viewer (signed in once, with a warm cache), as one visitor's tabs would, instead of
// making a context and signing in for every page.
const test = base.extend<
  object,
  { contextFor: (size: Size, viewer: Viewer) => Promise<BrowserContext> }
>({
  contextFor: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await use((size, viewer) => {
        const key = `${size} ${viewer}`;
        let context = contexts.get(key);
        if (!context) {
          context = (async () => {
            const made = await browser.newContext({ viewport: sizes[size], bypassCSP: true });
            // The demo account has CRM contacts and follow-ups, so the CRM shows its cards.
            if (viewer === 'member') await signInAsDemo(made.request);
            return made;
          })();
          contexts.set(key, context);
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

for (const size of Object.keys(sizes) as Size[]) {
  test.describe(`axe, ${size}`, () => {
    for (const viewer of ['visitor', 'member'] as const) {
      for (const path of pathsFor(viewer)) {
        test(`${viewer === 'member' ? 'signed in' : 'signed out'}: ${path}`, async ({
          contextFor,
        }) => {
          const page = await (await contextFor(size, viewer)).newPage();
          try {
            await page.goto(path);
            await expectNoViolations(page, `${size} ${viewer} ${path}`);
          } finally {
            await page.close();
          }
        });
      }
    }
  });
}

test('axe: the phone menu, open', async ({ page }) => {
  await page.setViewportSize(sizes.phone);
  await signInAsDemo(page.request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoViolations(page, 'phone menu');
});

test('axe: an error toast and field messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expectNoViolations(page, 'login error toast');
});
