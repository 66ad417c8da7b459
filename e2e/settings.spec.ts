import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations,
  completeStructuredModules,
  expectToast,
  newAccount,
  signIn,
} from './support';

// The browser names its own zone: the settings page must offer it before anything is saved.
test.use({ timezoneId: 'America/Chicago' });

async function openSettingsFromMenu(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /Your account/ }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
}

test('the account menu leads to settings; the name saved there is the certificate’s', async ({
  page,
}) => {
  const account = await signIn(page);
  await completeStructuredModules(page);
  const issued = await page.request.get('/api/certificates/mine');
  expect((await issued.json()).certificate.learnerName).toBe('Erin Tester');

  await openSettingsFromMenu(page);
  const name = page.getByTestId('settings-name');
  await expect(name).toContainText('Your certificate prints “Erin Tester”.');

  // The username is refused beside the field: it is never printed.
  await name.getByLabel('First name').fill(account.username);
  await name.getByLabel('Last name').fill('');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(name).toContainText('This is what you sign in with, not your name');

  await name.getByLabel('First name').fill('Erin');
  await name.getByLabel('Last name').fill('Renamed');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expectToast(page, 'Name saved');
  await expect(name).toContainText('Your certificate prints “Erin Renamed”.');
  await expect(page.getByTestId('top-bar-name')).toHaveText('Erin Renamed');
  const renamed = await page.request.get('/api/certificates/mine');
  expect((await renamed.json()).certificate.learnerName).toBe('Erin Renamed');
});

test('the time zone is taken from the browser until one is saved', async ({ page }) => {
  await signIn(page);
  await openSettingsFromMenu(page);
  const zone = page.getByTestId('settings-time-zone');
  await expect(zone.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
  await expect(zone).toContainText('We took this from your browser.');
  await zone.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Berlin');
  await zone.getByRole('button', { name: 'Save time zone' }).click();
  await expectToast(page, 'Time zone saved');
  await expect(zone).not.toContainText('We took this from your browser.');
  await page.reload();
  await expect(
    page.getByTestId('settings-time-zone').getByRole('combobox', { name: 'Time zone' }),
  ).toHaveValue('Europe/Berlin');

  const reminders = page.getByLabel('Send me a morning email on days with follow-ups due');
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await expectToast(page, 'Reminders off');
  await page.reload();
  await expect(
    page.getByLabel('Send me a morning email on days with follow-ups due'),
  ).not.toBeChecked();
});

test('the calendar address can be copied and replaced', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings');
  const calendar = page.getByTestId('settings-calendar');
  const address = calendar.getByRole('textbox', { name: 'Your calendar address' });
  await expect(address).toHaveValue(/^https?:\/\/.+/);
  const first = await address.inputValue();
  await expect(calendar.getByRole('button', { name: 'Copy your calendar address' })).toBeVisible();
  await calendar.getByRole('button', { name: 'Get a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a new calendar address?' });
  await expect(dialog).toContainText('The old address stops working at once');
  await dialog.getByRole('button', { name: 'Get a new address' }).click();
  await expectToast(page, 'New address ready');
  await expect(address).not.toHaveValue(first);
});

test('changing the password keeps this session and needs the current password', async ({
  page,
  browser,
}) => {
  const account = await signIn(page);
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect((await other.request.get('/api/auth/current-user')).status()).toBe(200);

  await page.goto('/settings');
  const form = page.getByTestId('settings-password');
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('a-brand-new-one');
  await form.getByLabel('Confirm new password').fill('a-brand-new-one');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form).toContainText('Your current password is not right.');

  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed', 'every other device has been signed out');
  expect((await page.request.get('/api/auth/current-user')).status()).toBe(200);
  expect((await other.request.get('/api/auth/current-user')).status()).toBe(401);
  await elsewhere.close();
});

test('download my data gives a zip', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^agency-launchpad-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await download.path())!);
  // A zip starts with its first file's local header: "PK\x03\x04".
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  await expectToast(page, 'Download ready');
});

test('deleting the account signs out, goes home, and the account can no longer sign in', async ({
  page,
}) => {
  const account = await signIn(page, newAccount());
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account for good' });
  await dialog.getByLabel('Your password').fill(account.password);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await confirm.click();
  await expectToast(page, 'Account deleted');
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/auth/current-user')).status()).toBe(401);
  const again = await page.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(again.status()).toBe(401);
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`axe finds nothing on the settings page at ${width} wide, menu and dialog open too`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page);
    await page.goto('/settings');
    await expect(
      page.getByTestId('settings-calendar').getByRole('textbox', { name: 'Your calendar address' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Your account/ }).click();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("a save is what the page shows, though the page's own read of the settings was answered after it", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/settings');
  const reminders = page.getByLabel('Send me a morning email on days with follow-ups due');
  await expect(reminders).toBeChecked();
  // Opened again, the page shows the saved answers at once and asks the server again; that read
  // is held until the save has been answered, as a slow network might.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const isRead = (url: URL) => url.pathname === '/api/settings';
  await page.route(isRead, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response }).catch(() => {});
  });
  await page.reload();
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await expectToast(page, 'Reminders off');
  const readEnded = page.waitForEvent('requestfinished', (r) => isRead(new URL(r.url())));
  const readFailed = page.waitForEvent('requestfailed', (r) => isRead(new URL(r.url())));
  release();
  await Promise.race([readEnded, readFailed]);
  // Two frames for the page to take in whatever arrived.
  for (let frame = 0; frame < 2; frame++) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  }
  await expect(reminders).not.toBeChecked();
});
