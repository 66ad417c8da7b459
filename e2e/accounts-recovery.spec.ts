import { expect, test } from '@playwright/test';
import { OWN_SERVER_START_MS, type OwnServer, startOwnServer } from './own-server';
import { expectToast, newAccount } from './support';

// "Forgot password?" needs the emailed link, so these tests run their own copy of the built
// server, delivering to an SMTP server on loopback that keeps what it receives.

let own: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS);
  own = await startOwnServer('recovery');
});

test.afterAll(() => own?.stop());

async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = own.mail.filter((m) => m.to === email && /Reset your/.test(m.body)).at(-1);
      link = mail?.body.match(/http:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

test('forgot password: the login link, the same answer for any address, then a new password from the emailed link', async ({
  page,
  playwright,
}) => {
  const account = newAccount();
  // Another device, signed in before the reset, which the reset must sign out.
  const otherDevice = await playwright.request.newContext({ baseURL: own.baseUrl });
  expect((await otherDevice.post('/api/auth/register', { data: account })).status()).toBe(201);
  const before = await otherDevice.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(before.status()).toBe(200);

  await page.goto(`${own.baseUrl}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

  const send = page.getByRole('button', { name: 'Send Reset Link' });
  const email = page.getByLabel('Email');
  await email.fill('not-an-email');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // An address without an account gets the same answer.
  await email.fill(`nobody-${account.username}@example.com`);
  await send.click();
  const sent = page.getByTestId('reset-link-sent');
  await expect(sent).toContainText('If an account uses this email address');
  const unknownAnswer = await sent.textContent();
  await page.getByRole('button', { name: 'Send another link' }).click();

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(sent).toBeVisible();
  expect(await sent.textContent()).toBe(unknownAnswer);

  const link = await resetLinkFor(account.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Set New Password' });
  await page.getByLabel('New password', { exact: true }).fill('fresh-password');
  await page.getByLabel('Confirm new password').fill('fresh-passwore');
  await save.click();
  await expect(page.getByText('Passwords do not match. Please try again.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abc');
  await save.click();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('fresh-password');
  await page.getByLabel('Confirm new password').fill('fresh-password');
  await save.click();
  await expectToast(page, 'Password changed', 'Your password has been changed.');
  await expect(page).toHaveURL(/\/login$/);

  // The other device's session is over.
  expect((await otherDevice.get('/api/auth/current-user')).status()).toBe(401);
  await otherDevice.dispose();

  // Sign in with the email address and the new password.
  await page.getByLabel('Username or email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('fresh-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Welcome back!');
  await expect(page).toHaveURL(new RegExp(`^${own.baseUrl}/$`));

  // The link worked once.
  await page.request.post(`${own.baseUrl}/api/auth/logout`, { headers: { origin: own.baseUrl } });
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm new password').fill('another-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).first().click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('reset password without a link says where to get one', async ({ page }) => {
  await page.goto(`${own.baseUrl}/reset-password`);
  await expect(
    page.getByText('This page needs the link from your password reset email.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the verification link lands on a page that says the address is verified, then already verified', async ({
  page,
}) => {
  const account = newAccount();
  const registered = await page.request.post(`${own.baseUrl}/api/auth/register`, { data: account });
  expect(registered.status()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = own.mail.filter((m) => m.to === account.email).at(-1);
      link = mail?.body.match(/http:\/\/\S+\/api\/auth\/verify-email\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/email-verified\?status=verified$/);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Email already verified' })).toBeVisible();
});
