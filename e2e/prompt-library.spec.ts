import { expect, test, type Page } from '@playwright/test';
import { promptLibraryPageText as t } from '../content/learning/prompts/page-text';
import { axeViolations, expectToast, signIn } from './support';

// A toolbox member finds the Prompt Library from the toolbox dashboard, picks an industry,
// narrows it by search and copies a prompt; on a phone, nothing scrolls sideways.

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.use({ bypassCSP: true });

test('from the toolbox dashboard: pick an industry, search, copy a prompt (desktop)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.goto('/ai-toolbox/dashboard');
  await page.getByRole('link', { name: t.dashboardCard.link }).click();
  await expect(page).toHaveURL(/\/ai-toolbox\/prompts$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByText(t.picker.noneChosen)).toBeVisible();

  // Fifteen industry cards; the prompts come from the API once one is chosen.
  const cards = page
    .getByRole('list')
    .filter({ hasText: 'Real estate agents' })
    .getByRole('button');
  await expect(cards).toHaveCount(15);
  await page.getByRole('button', { name: /^Real estate agents/ }).click();
  await expect(page).toHaveURL(/industry=real-estate/);
  await expect(page.getByRole('heading', { level: 2, name: 'Real estate agents' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Real estate agents/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(/^\d+ prompts$/).last()).toBeVisible();

  // A search narrows the list; a word no prompt has shows the empty state, which clears.
  const search = page.getByRole('searchbox', { name: t.filters.searchLabel });
  await search.fill('open house');
  await expect(page.getByText(/^\d+ of \d+ prompts$/)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 4, name: 'Transaction timeline from a contract' }),
  ).toHaveCount(0);
  const card = page.getByRole('heading', { level: 4, name: 'Open house follow-up sequence' });
  await expect(card).toBeVisible();
  await search.fill('zebra crossing');
  await expect(page.getByText(t.empty.title)).toBeVisible();
  await page.getByRole('button', { name: t.empty.clear }).click();
  await expect(search).toHaveValue('');

  // A category filter shows only its prompts.
  await page
    .getByRole('group', { name: t.filters.categoryLabel })
    .getByRole('button', { name: /^Listings/ })
    .click();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Listings']);

  await search.fill('listing description');
  const copy = page.getByRole('button', {
    name: t.prompt.copyLabel('Listing description from your notes'),
  });
  await copy.click();
  await expect(page.getByRole('button', { name: t.copy.copied })).toBeVisible();
  await expectToast(page, t.copy.done.title, t.copy.done.description);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Write a listing description for \[ADDRESS OR AREA\]/);
  expect(copied).toContain('fair housing');

  // The page with prompts on it passes the same accessibility rules as every page.
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test('the industry is a select, prompts fit the screen, and copying works (390x844)', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.goto('/ai-toolbox/dashboard');
    await page.getByRole('link', { name: t.dashboardCard.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(0);

    const picker = page.getByRole('combobox', { name: t.picker.selectLabel });
    const salons = await picker.locator('option', { hasText: /^Salons & spas/ }).textContent();
    await picker.selectOption({ label: salons! });
    await expect(page.getByRole('heading', { level: 2, name: 'Salons & spas' })).toBeVisible();
    await page.getByRole('searchbox', { name: t.filters.searchLabel }).fill('no-show');
    const title = 'Deposit and no-show policy';
    await expect(page.getByRole('heading', { level: 4, name: title })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(0);

    await page.getByRole('button', { name: t.prompt.copyLabel(title) }).click();
    await expect(page.getByRole('button', { name: t.copy.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('[SALON NAME]');

    expect(await axeViolations(page)).toEqual([]);
  });
});
