import { randomBytes } from 'node:crypto';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { structuredModules } from '../content/learning/modules';

export const demo = { username: 'demo', password: 'demo-launchpad', firstName: 'Dana' };

/** Made by `create-operator` before the test server starts (playwright.config.ts). */
export const e2eOperator = {
  username: 'e2e_operator',
  email: 'e2e.operator@example.com',
  password: 'e2e-operator-pass',
};

export type TestAccount = {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const id = randomBytes(4).toString('hex');
  return {
    username: `e2e_${id}`,
    email: `e2e_${id}@example.com`,
    password: 'e2e-password',
    firstName: 'Erin',
    lastName: 'Tester',
    ...overrides,
  };
}

/** Registers and signs in through the API (only the login test types into the form). */
export async function signIn(page: Page, account: TestAccount = newAccount()) {
  const registered = await page.request.post('/api/auth/register', { data: account });
  expect(registered.status()).toBe(201);
  const response = await page.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(response.status()).toBe(200);
  return account;
}

/**
 * A visible toast with this title and, when given, this description. One assertion for both:
 * a notice that precedes a redirect may be gone by the time a second assertion looks.
 */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await expect(description ? toast.filter({ hasText: description }) : toast).toBeVisible();
}

/**
 * Holds the page's requests that match until `release` is called: a late answer, or a full-page
 * redirect kept waiting while the page that starts it stays in view.
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A mark no other test's data holds: tests run side by side, and two of them stamped with
 * Date.now() in the same millisecond once found each other's purchases in a search.
 */
export const uniqueStamp = () => randomBytes(6).toString('hex');

/** A client address of its own (the e2e server trusts X-Forwarded-For, as behind a proxy). */
export function uniqueAddress() {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c! || 1}`;
}

/**
 * Remembers every notice painted on this tab, across full-page navigations (in sessionStorage):
 * for a notice that is on screen only briefly before a redirect. Returns a reader of their texts.
 */
export async function recordToasts(page: Page) {
  const key = 'e2e-toasts';
  await page.addInitScript((storageKey) => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        const texts = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as string[];
        sessionStorage.setItem(storageKey, JSON.stringify([...texts, toast.textContent ?? '']));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, key);
  return () =>
    page.evaluate(
      (storageKey) => JSON.parse(sessionStorage.getItem(storageKey) ?? '[]'),
      key,
    ) as Promise<string[]>;
}

/** Picks `option` in the labelled select, as a user picks it from the list. */
export async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).selectOption({ label: option });
}

/** The value a datetime-local input takes, `days` from now at 10:00 in the browser's zone. */
export function localDateTime(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
}

/** Every lesson of the four structured modules, saved complete through the API. */
export async function completeStructuredModules(page: Page) {
  for (const module of structuredModules) {
    for (const lesson of module.lessons) {
      const saved = await page.request.put(`/api/user-progress/${module.id}/lessons/${lesson.id}`);
      expect(saved.status()).toBe(200);
    }
  }
}

/** The two sizes every page is checked at: a desktop and a phone. */
export const viewportSizes = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** WCAG 2.1 A and AA rules, and heading-order: headings that skip a level leave holes in a screen reader's outline. */
const wcagRules: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'heading-order': { enabled: true } },
  resultTypes: ['violations'],
};

/**
 * What axe finds on the page as it stands, one line per rule and its elements: the WCAG rules
 * above, or only the rules named. axe is put in the page once and run there (the product's pages
 * have no frames); a page checked again, at another size or on another tab, only runs it again.
 * (@axe-core/playwright evaluated axe's 600 KB twice for every check.)
 */
export async function axeViolations(page: Page, onlyRules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = onlyRules
    ? { runOnly: { type: 'rule', values: onlyRules }, resultTypes: ['violations'] }
    : wcagRules;
  return page.evaluate(async (runOptions) => {
    const inPage: typeof axe = Reflect.get(window, 'axe');
    const { violations } = await inPage.run(document, runOptions);
    return violations.map(
      (v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, options);
}

/**
 * What axe finds on the page at each size, the desktop's then the phone's, each line named by its
 * size and `where`. The page is resized in place: the product's layout follows the width in CSS
 * alone (no script reads it), so a resized page is laid out as one opened at that size.
 */
export async function axeViolationsAtEachSize(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const [name, size] of Object.entries(viewportSizes)) {
    await page.setViewportSize(size);
    found.push(...(await axeViolations(page)).map((violation) => `${name} ${where}: ${violation}`));
  }
  return found;
}

/**
 * The signed-in member orders leads (500 by default) and pays with the test card, all through the
 * API, as the order form and the checkout would. Answers the order's id and its number.
 */
export async function paidLeadOrder(
  page: Page,
  order: {
    email: string;
    customerName: string;
    quantity?: number;
    filters?: Array<{ type: string; value: string }>;
    /** A test file's own server (own-server.ts); the shared test server when left out. */
    baseUrl?: string;
  },
) {
  const at = order.baseUrl ?? '';
  const started = await page.request.post(`${at}/api/create-payment-intent`, {
    data: {
      email: order.email,
      product: 'blu_leads',
      orderDetails: {
        customerName: order.customerName,
        customerEmail: order.email,
        quantity: order.quantity ?? 500,
        filters: order.filters ?? [{ type: 'Industry', value: 'Dental clinics' }],
      },
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { clientSecret, orderId } = (await started.json()) as {
    clientSecret: string;
    orderId: string;
  };
  const paid = await page.request.post(`${at}/api/payments/simulated/confirm`, {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { paymentIntentId } = (await paid.json()) as { paymentIntentId: string };
  const completed = await page.request.post(`${at}/api/complete-blu-order`, {
    data: { paymentIntentId },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return { orderId, number: orderId.slice(-8).toUpperCase() };
}
