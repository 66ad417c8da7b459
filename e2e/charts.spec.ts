import { expect, type Locator, type Page, test } from '@playwright/test';
import type { DailyFigures } from '../common/contracts/operator';
import { addDays, todayIn } from '../common/kpi-rules';
import { axeViolations, e2eOperator, signIn, uniqueStamp } from './support';

// The three charts: each is an image with a label that says what it shows, and its figures are a
// table a user can open under it. axe finds nothing on the three pages, tables open, on a desktop
// and a phone. The browser runs in UTC so that "today" is the day the test seeds.

test.use({ timezoneId: 'UTC', bypassCSP: true });

const sizes = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const monthYear = (isoDay: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

/** The figure's table, opened by its "Show as a table" control: its rows as lists of cell texts. */
async function openTable(figure: Locator): Promise<string[][]> {
  await figure.getByText('Show as a table').click();
  const table = figure.getByRole('table');
  await expect(table).toBeVisible();
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
}

async function seedKpis(page: Page) {
  const today = todayIn('UTC');
  const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
  for (const entry of [
    { kpiType: 'prospects_contacted', value: 7, period: 'monthly', date: today },
    { kpiType: 'prospects_contacted', value: 5, period: 'monthly', date: lastMonth },
  ]) {
    const response = await page.request.post('/api/user-kpis', { data: entry });
    expect(response.status(), await response.text()).toBe(201);
  }
  const goal = await page.request.put('/api/kpi-goals', {
    data: { kpiType: 'prospects_contacted', period: 'monthly', target: 60 },
  });
  expect(goal.status()).toBe(200);
  return { today, lastMonth };
}

async function seedContacts(page: Page) {
  for (const [status, dealValue] of [
    ['lead', 100],
    ['lead', 100],
    ['prospect', 250],
    ['client', 1000],
  ] as const) {
    const response = await page.request.post('/api/crm/contacts', {
      data: {
        name: `Chart ${status} ${Math.random().toString(36).slice(2, 7)}`,
        status,
        dealValue,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

async function signInAsOperator(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: e2eOperator.username, password: e2eOperator.password },
  });
  expect(response.status()).toBe(200);
}

test('the KPI tracker draws each KPI over twelve months against its goal, with a table', async ({
  page,
}) => {
  await signIn(page);
  const { today, lastMonth } = await seedKpis(page);
  await page.goto('/growth/kpi-tracker');

  const charts = page.getByRole('img', { name: /the last 12 months/ });
  await expect(charts).toHaveCount(4);
  const prospects = page.getByTestId('kpi-trend-prospects_contacted');
  await expect(prospects.getByRole('img')).toHaveAccessibleName(
    `Prospects Contacted, the last 12 months: 7 in ${monthYear(today)}, up from 5 in ${monthYear(lastMonth)}, against a goal of 60.`,
  );
  const rows = await openTable(prospects);
  expect(rows[0]).toEqual(['Month', 'Prospects Contacted', 'Goal']);
  expect(rows).toHaveLength(13);
  expect(rows[12]).toEqual([monthYear(today), '7', '60']);
  expect(rows[11]).toEqual([monthYear(lastMonth), '5', '60']);
  expect(rows.slice(1, 11).every((row) => row[1] === '0' && row[2] === '60')).toBe(true);
  // A type with no goal says so in its label and its table.
  const deals = page.getByTestId('kpi-trend-deals_closed');
  await expect(deals.getByRole('img')).toHaveAccessibleName(/: 0 in .*, with no goal set\.$/);

  // Another period redraws the trend: twelve weeks.
  await page.goto('/growth/kpi-tracker?period=weekly');
  await expect(page.getByRole('img', { name: /the last 12 weeks/ })).toHaveCount(4);
});

test('the CRM draws its pipeline as a funnel with count, value and conversion per stage', async ({
  page,
}) => {
  await signIn(page);
  await seedContacts(page);
  await page.goto('/crm?tab=analytics');

  const funnel = page.getByTestId('crm-funnel');
  await expect(funnel.getByRole('img')).toHaveAccessibleName(
    'Pipeline funnel: Lead 4, Prospect 2 (50%), Client 1 (50%).',
  );
  expect(await openTable(funnel)).toEqual([
    ['Stage', 'Reached', 'There now', 'Deal value', 'Conversion'],
    ['Lead', '4', '2', '$200', '—'],
    ['Prospect', '2', '1', '$250', '50%'],
    ['Client', '1', '1', '$1,000', '50%'],
  ]);
});

test("the operator console draws orders, revenue and refunds per day, with the server's figures as a table", async ({
  page,
}) => {
  const free = await page.request.post('/api/checkout/free-order', {
    data: {
      email: `chart.${uniqueStamp()}@example.com`,
      product: 'toolbox',
      promoCode: 'launch100',
    },
  });
  expect(free.status(), await free.text()).toBe(200);
  await signInAsOperator(page);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/operator/figures/daily'));
  await page.goto('/operator?tab=sales');
  const figures = (await (await answer).json()) as DailyFigures;
  expect(figures.timeZone).toBe('UTC');
  const today = figures.days[29];
  expect(today.day).toBe(todayIn('UTC'));
  expect(today.orders).toBeGreaterThanOrEqual(1);

  const sales = page.getByTestId('operator-sales');
  const totalOrders = figures.days.reduce((sum, day) => sum + day.orders, 0);
  await expect(sales.getByRole('img')).toHaveCount(3);
  await expect(sales.getByRole('img').nth(0)).toHaveAccessibleName(
    new RegExp(
      `^Orders per day, last 30 days: ${totalOrders.toLocaleString('en-US')} orders? in all, ${today.orders} today;`,
    ),
  );
  await expect(sales.getByRole('img').nth(1)).toHaveAccessibleName(
    /^Revenue per day, last 30 days: \$/,
  );
  await expect(sales.getByRole('img').nth(2)).toHaveAccessibleName(
    /^Refunds per day, last 30 days: \$/,
  );

  const rows = await openTable(sales);
  expect(rows[0]).toEqual(['Day', 'Orders', 'Revenue', 'Refunds']);
  expect(rows).toHaveLength(31);
  const dollars = (cents: number) =>
    `$${Math.floor(cents / 100).toLocaleString('en-US')}${cents % 100 ? `.${String(cents % 100).padStart(2, '0')}` : ''}`;
  // Newest first, each day the server's figures.
  figures.days.forEach((day, i) => {
    expect(rows[30 - i].slice(1)).toEqual([
      day.orders.toLocaleString('en-US'),
      dollars(day.revenueCents),
      dollars(day.refundsCents),
    ]);
  });
});

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`axe, ${size}`, () => {
    test.use({ viewport });

    test('KPI tracker with its charts and tables open', async ({ page }) => {
      await signIn(page);
      await seedKpis(page);
      await page.goto('/growth/kpi-tracker');
      await expect(page.getByRole('img', { name: /the last 12 months/ })).toHaveCount(4);
      await expectNoViolations(page);
      for (const summary of await page.getByText('Show as a table').all()) await summary.click();
      await expectNoViolations(page);
      // Nothing reaches past the screen's edge: the charts are drawn at the width shown.
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });

    test('CRM analytics with its funnel and table open', async ({ page }) => {
      await signIn(page);
      await seedContacts(page);
      await page.goto('/crm?tab=analytics');
      await expect(page.getByTestId('crm-funnel').getByRole('img')).toBeVisible();
      await expectNoViolations(page);
      await page.getByText('Show as a table').click();
      await expectNoViolations(page);
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });

    test('operator sales with its charts and table open', async ({ page }) => {
      await signInAsOperator(page);
      await page.goto('/operator?tab=sales');
      await expect(page.getByTestId('operator-sales').getByRole('img')).toHaveCount(3);
      await expectNoViolations(page);
      await page.getByText('Show as a table').click();
      await expectNoViolations(page);
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
  });
}
