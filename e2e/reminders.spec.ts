import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { OWN_SERVER_START_MS, type OwnServer, startOwnServer } from './own-server';
import { axeViolationsAtEachSize } from './support';

// The reminder email's "turn off" link, followed from a real email without signing in: the page
// asks before it changes anything, turns the reminders off with its button, and says a wrong
// link is not valid. axe finds nothing on it at desktop and phone sizes.

let own: OwnServer;
const account = { email: 'riley.reminders@example.com', username: 'riley_reminders' };

test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS);
  own = await startOwnServer('reminders', (env) =>
    execFileSync(
      'node_modules/.bin/tsx',
      ['e2e/reminders-seed.ts', account.email, account.username],
      { env, stdio: 'ignore' },
    ),
  );
});

test.afterAll(() => own?.stop());

async function turnOffLink(): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = own.mail.find((m) => m.to === account.email);
      link = mail?.body.match(/http:\/\/\S+\/reminders\/off\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

async function expectNoViolations(page: Page) {
  expect(await axeViolationsAtEachSize(page, page.url())).toEqual([]);
}

test('the emailed link turns the reminders off after one press, signed out', async ({ page }) => {
  const link = await turnOffLink();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Turn off morning reminders' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Turn off reminders' }).click();
  await expect(page.getByRole('heading', { name: 'Reminders are off' })).toBeVisible();
  await expect(page.getByText('You will get no more morning reminder emails.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expectNoViolations(page);
});

test('a wrong link says so and changes nothing', async ({ page }) => {
  await page.goto(`${own.baseUrl}/reminders/off?token=not-a-real-token`);
  await page.getByRole('button', { name: 'Turn off reminders' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link is not valid. Use the newest reminder email, or turn reminders off in your account settings.',
  );
  await expectNoViolations(page);

  await page.goto(`${own.baseUrl}/reminders/off`);
  await expect(page.getByRole('heading', { name: 'This link is not complete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off reminders' })).toHaveCount(0);
  await expectNoViolations(page);
});
