import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { routesFor } from '../common/routes';
import { demo } from './support';

// Every page of the route list, signed out and signed in, on a desktop and a phone: axe finds
// nothing (WCAG 2.1 A and AA rules). The product's Content-Security-Policy would block axe's
// injected script, so these pages are opened with CSP bypassed (the page itself is unchanged).

test.use({ bypassCSP: true });

const sizes = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const pathsFor = (viewer: 'visitor' | 'member') => [
  ...new Set([...routesFor(viewer).map((route) => route.path), '/no-such-page']),
];

async function signInAsDemo(page: Page) {
  const login = await page.request.post('/api/auth/login', {
    data: { username: demo.username, password: demo.password },
  });
  expect(login.status()).toBe(200);
}

async function expectNoViolations(page: Page, where: string) {
  // The page has rendered: no loading state left.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = results.violations.map(
    (v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

// Two pages per test, by size and viewer: each test stays well within its time limit, a failure
// names its pages, and the tests run in parallel; the pages of one test share a browser context
// (and its cache), as one visitor's would.
const PAGES_PER_TEST = 2;
const inGroups = (paths: string[]) =>
  Array.from({ length: Math.ceil(paths.length / PAGES_PER_TEST) }, (_, i) =>
    paths.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST),
  );

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`axe, ${size}`, () => {
    test.use({ viewport });

    for (const viewer of ['visitor', 'member'] as const) {
      const signedIn = viewer === 'member';
      for (const paths of inGroups(pathsFor(viewer))) {
        test(`${signedIn ? 'signed in' : 'signed out'}: ${paths.join(' ')}`, async ({ page }) => {
          // The demo account has CRM contacts and follow-ups, so the CRM shows its cards.
          if (signedIn) await signInAsDemo(page);
          for (const path of paths) {
            await page.goto(path);
            await expectNoViolations(page, `${size} ${viewer} ${path}`);
          }
        });
      }
    }
  });
}

test('axe: the phone menu, open', async ({ page }) => {
  await page.setViewportSize(sizes.phone);
  await signInAsDemo(page);
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
