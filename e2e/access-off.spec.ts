import { expect, test } from '@playwright/test';
import { OWN_SERVER_START_MS, type OwnServer, startOwnServer } from './own-server';
import { newAccount } from './support';

// With open access off (OPEN_ACCESS=false, docs/decisions/0024-learning-progress-pdfs-access.md),
// the dashboard says what the account's purchases unlock instead of "Full Access Granted", marks
// each tool Available or Locked, and a purchase unlocks its pages without a reload.

let own: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS);
  own = await startOwnServer('access-off', (env) => {
    env.OPEN_ACCESS = 'false';
  });
});

test.afterAll(() => own?.stop());

test('the dashboard tells a member without purchases what unlocks what, and a toolbox purchase unlocks its cards', async ({
  page,
}) => {
  const account = newAccount();
  expect(
    (await page.request.post(`${own.baseUrl}/api/auth/register`, { data: account })).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post(`${own.baseUrl}/api/auth/login`, {
        data: { username: account.username, password: account.password },
      })
    ).status(),
  ).toBe(200);

  await page.goto(`${own.baseUrl}/`);
  const notice = page.getByTestId('access-notice');
  await expect(notice).toContainText('Choose what to unlock');
  await expect(page.getByText('Full Access Granted')).toHaveCount(0);
  const card = (title: string) =>
    page.locator('#resources a').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card('AI Toolbox')).toContainText('Locked');
  await expect(card('Growth Tools')).toContainText('Locked');

  // The locked page says what unlocks it; that answer is now in the page's memory.
  await card('AI Toolbox').click();
  await expect(page.getByTestId('locked-page')).toContainText('This is part of the AI Toolbox');

  // Buy the toolbox in test mode from there and go back to the dashboard, all through the app's
  // own links: nothing reloads, so what the page knew before the purchase must be asked again.
  await page
    .getByTestId('locked-page')
    .getByRole('link', { name: /^Get the AI Toolbox/ })
    .click();
  await expect(page).toHaveURL(/\/checkout\?product=toolbox/);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/client_secret=/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByTestId('payment-status')).toContainText('Payment confirmed');
  await page.getByRole('link', { name: 'Go to Dashboard' }).first().click();

  await expect(notice).toContainText(/Your AI Toolbox.* is unlocked/);
  await expect(card('AI Toolbox')).toContainText('Available');
  await expect(card('Growth Tools')).toContainText('Locked');
  await card('AI Toolbox').click();
  await expect(page).toHaveURL(/\/ai-toolbox\/dashboard$/);
  await expect(page.getByTestId('locked-page')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
