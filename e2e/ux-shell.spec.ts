import { expect, test, type Locator } from '@playwright/test';
import { landingContent } from '../content/marketing/landing';
import { demo, expectToast, holdRequests, newAccount, signIn } from './support';

// The signed-in shell on a phone and a desktop, the first and later sign-ins, the dashboard while
// the session is checked, and the 404 screen (docs/decisions/0028-ux-daily-use.md).

const phone = { width: 390, height: 844 };

test('the first sign-in says Welcome, a later one Welcome back', async ({ page }) => {
  const account = newAccount();
  const registered = await page.request.post('/api/auth/register', { data: account });
  expect(registered.status()).toBe(201);
  for (const [toast, heading] of [
    ['Welcome!', `Welcome, ${account.firstName}!`],
    ['Welcome back!', `Welcome back, ${account.firstName}!`],
  ]) {
    await page.goto('/login');
    // Typing while the page attaches has its own tests (ux-money-paths); here the form works.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await page.getByLabel('Username or email').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, toast);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.request.post('/api/auth/logout');
    await page.context().clearCookies();
  }
});

test('"/" shows "Loading your dashboard..." while the session is checked, never the landing page', async ({
  page,
}) => {
  await signIn(page);
  const answer = await holdRequests(page, (url) => url.pathname === '/api/auth/current-user');
  const response = await page.goto('/', { waitUntil: 'commit' });
  // Not even the HTML carries the landing page to a browser that has signed in.
  expect(await response!.text()).not.toContain(landingContent.hero.headline);
  await expect(page.getByText('Loading your dashboard...')).toBeVisible();
  await expect(page.getByRole('heading', { name: landingContent.hero.headline })).toHaveCount(0);
  answer();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
});

test('desktop shell: sidebar, the CRM in the top bar and sidebar, Resources leads somewhere', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  const main = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(main.getByRole('link', { name: 'CRM' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Resources' })).toHaveAttribute(
    'href',
    '/ai-toolbox/dashboard#resources',
  );
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'CRM' }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'CRM' })
    .click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(main.getByRole('link', { name: 'CRM' })).toHaveAttribute('aria-current', 'page');
  // The four modules and the certificate are reachable from the menus, not only the dashboard.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Course Modules' })
    .click();
  await expect(page).toHaveURL(/\/structured-learning$/);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  // The logo link has a name.
  await expect(page.getByRole('link', { name: 'Agency Launchpad: Dashboard' })).toBeVisible();
});

test('only the current page looks current in the menus; the CRM stands out by its icon alone', async ({
  page,
}) => {
  await signIn(page);
  const main = page.getByRole('navigation', { name: 'Main', exact: true });
  const sections = page.getByRole('navigation', { name: 'Sections' });
  const look = (link: Locator) =>
    link.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.color} ${style.fontWeight} ${style.boxShadow}`;
    });
  const mainLink = (name: string) => main.getByRole('link', { name, exact: true });
  const sectionLink = (name: string) => sections.getByRole('link', { name, exact: true });

  await page.goto('/growth/kpi-tracker');
  await expect(page.getByRole('heading', { name: 'KPI Tracker', level: 1 })).toBeVisible();
  // The app has replaced the frame the HTML drew (whose buttons wait, disabled).
  await expect(page.getByRole('button', { name: 'Add KPI' })).toBeEnabled();
  await expect(main.locator('[aria-current]')).toHaveCount(0);
  await expect(sections.locator('[aria-current]')).toHaveCount(1);
  await expect(sectionLink('KPI Tracker')).toHaveAttribute('aria-current', 'page');
  expect(await look(mainLink('CRM'))).toBe(await look(mainLink('Learning')));
  expect(await look(sectionLink('CRM'))).toBe(await look(sectionLink('Prospecting')));
  // Its icon is what sets it apart.
  await expect(mainLink('CRM').locator('svg')).toHaveCount(1);

  await page.goto('/growth-tools');
  await expect(page.getByRole('heading', { name: 'Growth Tools', level: 1 })).toBeVisible();
  await expect(main.locator('[aria-current]')).toHaveCount(1);
  await expect(mainLink('Growth Tools')).toHaveAttribute('aria-current', 'page');
  const currentLook = await look(mainLink('Growth Tools'));
  expect(await look(mainLink('CRM'))).toBe(await look(mainLink('Learning')));
  expect(await look(mainLink('CRM'))).not.toBe(currentLook);

  await page.goto('/crm');
  await expect(page.getByRole('heading', { name: 'Your CRM', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Contact' }).first()).toBeEnabled();
  await expect(main.locator('[aria-current]')).toHaveCount(1);
  await expect(mainLink('CRM')).toHaveAttribute('aria-current', 'page');
  await expect(sections.locator('[aria-current]')).toHaveCount(1);
  await expect(sectionLink('CRM')).toHaveAttribute('aria-current', 'page');
  expect(await look(mainLink('CRM'))).toBe(currentLook);
  expect(await look(mainLink('Growth Tools'))).toBe(await look(mainLink('Learning')));
});

test('phone shell: no sidebar, a menu with the same entries and the progress box', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Agency Launchpad: Dashboard' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByTestId('phone-menu');
  await expect(menu.getByTestId('progress-box')).toBeVisible();
  for (const name of [
    'Dashboard',
    'Learning',
    'Growth Tools',
    'Resources',
    'CRM',
    'The Basics',
    'Understanding AI',
    'Prospecting',
    'KPI Tracker',
    'Networking',
  ]) {
    const link = menu.getByRole('link', { name, exact: true }).first();
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  }
  await menu.getByRole('link', { name: 'CRM', exact: true }).first().click();
  await expect(page).toHaveURL(/\/crm$/);
  await expect(menu).toBeHidden();
});

test('the dashboard keeps its Logout, smaller than the main actions', async ({ page }) => {
  await page.setViewportSize(phone);
  await signIn(page);
  await page.goto('/');
  const logout = page.getByRole('main').getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  const logoutBox = (await logout.boundingBox())!;
  const learning = (await page.getByRole('link', { name: 'Start with Learning' }).boundingBox())!;
  expect(logoutBox.width * logoutBox.height).toBeLessThan(learning.width * learning.height);
});

test('the 404 screen sits in the site frame, and in the signed-in shell for members', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' }).first()).toHaveAttribute(
    'href',
    '/',
  );

  await signIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
});

test('the demo account signs in with a greeting that says welcome back', async ({ page }) => {
  await page.goto('/login');
  // Typing while the page attaches has its own tests (ux-money-paths); here the form works.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await page.getByLabel('Username or email').fill(demo.username);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${demo.firstName}!` }),
  ).toBeVisible();
});
