import { expect, test, type Page } from '@playwright/test';
import { newAccount, signIn, uniqueStamp } from './support';

// Signed-in pages opened again show their content in their first frame, from the answers the
// browser kept for this sign-in; the first visit fetches what the page needs at once
// (docs/decisions/0052-signed-in-pages-at-once.md).

type Seen = { loading: string[]; text: boolean };
declare global {
  interface Window {
    __seen?: Seen;
    __shifts?: number[];
  }
}

/** Records, from the page's first script on, whether a loading state or this text ever showed. */
async function watchFirstFrames(page: Page, text = '') {
  await page.addInitScript((watched: string) => {
    const seen: Seen = { loading: [], text: false };
    window.__seen = seen;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[role="status"], .animate-pulse')) {
        const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
        if (!seen.loading.includes(label)) seen.loading.push(label);
      }
      if (watched && document.body?.textContent?.includes(watched)) seen.text = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

const seen = (page: Page) => page.evaluate(() => window.__seen!);

const pages: { path: string; content: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/', content: (page) => page.getByRole('heading', { name: /^Welcome/ }) },
  {
    path: '/crm',
    content: (page) => page.getByRole('heading', { name: 'Saved Once', level: 3 }),
  },
  {
    path: '/growth/prospecting',
    content: (page) => page.getByText('Prospect Kept', { exact: true }).first(),
  },
  // The KPI tracker's title is drawn by the shell's HTML: its first card is the app's own.
  { path: '/growth/kpi-tracker', content: (page) => page.getByTestId(/^kpi-card-/).first() },
  { path: '/structured-learning', content: (page) => page.getByRole('heading', { level: 1 }) },
  {
    path: '/learning/ai-foundations-1',
    content: (page) => page.getByRole('heading', { level: 1 }),
  },
];

for (const { path, content } of pages) {
  test(`${path} opened again shows its content in its first frame, with no spinner`, async ({
    page,
  }) => {
    await signIn(page);
    if (path === '/crm')
      expect(
        (await page.request.post('/api/crm/contacts', { data: { name: 'Saved Once' } })).status(),
      ).toBe(201);
    if (path === '/growth/prospecting')
      expect(
        (
          await page.request.post('/api/prospects', {
            data: { companyName: 'Prospect Kept', contactName: 'Kim Kept' },
          })
        ).status(),
      ).toBe(201);
    await page.goto(path);
    await expect(content(page)).toBeVisible();
    // Answers are written a moment after they arrive, and when the page is left: once every
    // answer the page asked for is in (one still on its way is not kept, and shows its loading
    // state next time).
    await page.waitForLoadState('networkidle');
    await watchFirstFrames(page);
    await page.reload();
    await expect(content(page)).toBeVisible();
    expect((await seen(page)).loading).toEqual([]);
  });
}

test('kept answers belong to one sign-in: the next person on the browser never sees them', async ({
  page,
}) => {
  await signIn(page);
  const secret = `Kept Contact ${uniqueStamp()}`;
  expect((await page.request.post('/api/crm/contacts', { data: { name: secret } })).status()).toBe(
    201,
  );
  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: secret, level: 3 })).toBeVisible();
  await page.goto('/'); // leaving the page writes what it kept

  // Signing out drops them: the next page finds no hint of a sign-in and forgets them.
  await page.goto('/api/logout');
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('al.'))))
    .toEqual([]);

  // Another person signs in on the same browser and opens the CRM.
  await signIn(page, newAccount());
  await watchFirstFrames(page, secret);
  await page.goto('/crm');
  // The page's own answer (the shell draws the title before any).
  await expect(page.getByText('No contacts yet')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  expect((await seen(page)).text).toBe(false);
});

test('a sign-out that no page saw is noticed by the next page, a public one too', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: 'Your CRM', level: 1 })).toBeVisible();
  await page.goto('/ai-toolbox'); // leaving the CRM writes what it kept
  const kept = () =>
    page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('al.')));
  expect(await kept()).not.toEqual([]);

  // Signed out elsewhere (another tab, or a page left before its scripts ran).
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  await page.goto('/ai-toolbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(kept).toEqual([]);
});

test("a page's top is drawn from the shell's HTML, before any script, and stays put when the page arrives", async ({
  page,
}) => {
  await signIn(page);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: 'Your CRM', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Every contact, deal and follow-up of your agency in one place.'),
  ).toBeVisible();
  // A button that cannot work yet says so.
  await expect(page.getByRole('button', { name: 'Add Contact' })).toBeDisabled();

  await page.unrouteAll();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    window.__shifts = shifts;
    new PerformanceObserver((list) => {
      // A layout shift's entry carries its size as `value`.
      for (const entry of list.getEntries()) shifts.push(Number(Reflect.get(entry, 'value')));
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expect(page.getByText('No contacts yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Contact' }).first()).toBeEnabled();
  expect(await page.evaluate(() => window.__shifts)).toEqual([]);
});

test('a signed-in first visit fetches the page code and first answers at once, each once', async ({
  page,
}) => {
  await signIn(page);
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      asked.set(url.pathname, (asked.get(url.pathname) ?? 0) + 1);
  });
  const response = await page.goto('/crm');
  const html = await response!.text();
  for (const answer of ['/api/auth/current-user', '/api/user-progress', '/api/access'])
    expect(html).toContain(
      `rel="preload" as="fetch" crossorigin="use-credentials" href="${answer}"`,
    );
  // At low priority: the frame, drawn from the HTML, paints first.
  expect(html).toMatch(
    /rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/crm-page-[^"]+\.js"/,
  );
  await expect(page.getByText('No contacts yet')).toBeVisible();
  // The app's own calls took the answers the HTML asked for instead of asking again.
  for (const answer of ['/api/auth/current-user', '/api/user-progress', '/api/access'])
    expect(asked.get(answer), answer).toBe(1);
});
