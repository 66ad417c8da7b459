import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type OwnServer, startOwnServer } from './own-server';
import { demo, expectToast, newAccount } from './support';

// Lead orders end to end: a member orders 500 leads with two filters and pays with the test
// card; an operator (made by the real create-operator command) delivers a file of 480 rows;
// the member sees it delivered, downloads it, and the delivery email tells of the $2 refund.
// The emails are read from an SMTP server on loopback, so this file runs its own server.

const operator = {
  username: 'leads_operator',
  email: 'leads.operator@example.com',
  password: 'leads-operator-pass',
};

let own: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Making the operator migrates a fresh database first, then the server starts.
  test.setTimeout(60_000);
  own = await startOwnServer('leads', (env, distDir) =>
    execFileSync(
      'node',
      [
        `${distDir}/server/create-operator.js`,
        '--username',
        operator.username,
        '--email',
        operator.email,
        '--password',
        operator.password,
      ],
      { env, stdio: 'ignore' },
    ),
  );
});

test.afterAll(() => own?.stop());

async function chooseOption(page: Page, trigger: string, option: string) {
  await page.getByLabel(trigger).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function mailTo(email: string, subject: RegExp) {
  return expect.poll(() => own.mail.find((m) => m.to === email && subject.test(m.body))?.body);
}

// The journey in three steps (serial: each goes on from the one before).
const member = newAccount();
let orderNumber: string;

async function signInMember(page: Page) {
  const login = await page.request.post(`${own.baseUrl}/api/auth/login`, {
    data: { username: member.username, password: member.password },
  });
  expect(login.status()).toBe(200);
}

test('a member orders 500 leads with two filters and pays with the test card', async ({ page }) => {
  const account = member;
  expect(
    (await page.request.post(`${own.baseUrl}/api/auth/register`, { data: account })).status(),
  ).toBe(201);
  const login = await page.request.post(`${own.baseUrl}/api/auth/login`, {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);

  await page.goto(`${own.baseUrl}/blu-leads`);
  const form = page.getByTestId('lead-order-form');
  await expect(form.getByLabel('Full name')).toHaveValue(
    `${account.firstName} ${account.lastName}`,
  );
  await expect(form.getByLabel('Email for the delivery')).toHaveValue(account.email);
  // One filter: no Remove; Add Filter shown.
  await expect(form.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);

  // Without a complete filter the order is refused with the Filter Required toast.
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectToast(page, 'Filter Required', 'Please add at least one filter for your leads');

  await chooseOption(page, 'Number of leads', '500 leads');
  await expect(page.getByTestId('lead-order-total')).toHaveText('$50');
  await chooseOption(page, 'Filter 1 type', 'Industry');
  await form.getByLabel('Filter 1 value').fill('Dentists');
  await form.getByRole('button', { name: 'Add Filter' }).click();
  await chooseOption(page, 'Filter 2 type', 'State');
  await form.getByLabel('Filter 2 value').fill('Texas');
  await form.getByRole('button', { name: 'Add Filter' }).click();
  // Three filters: Add Filter hidden; then the third is removed again.
  await expect(form.getByRole('button', { name: 'Add Filter' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Remove filter 3' }).click();
  await expect(form.getByRole('button', { name: 'Add Filter' })).toBeVisible();

  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?product=blu_leads&client_secret=/);
  await expect(page.getByRole('link', { name: 'Back to Business Leads' })).toHaveAttribute(
    'href',
    '/blu-leads',
  );
  await expect(page.getByTestId('order-total')).toHaveText('$50');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/order-success\?product=blu_leads&payment_intent=sim_pi_/);
  await expectToast(
    page,
    'Order Notification Sent',
    'Order notification has been sent to our team for processing.',
  );
  await expectToast(
    page,
    'Order Successfully Placed!',
    'Your lead order has been processed. You will receive your leads within 24 hours via email.',
  );
  await mailTo(account.email, /Thank you for your order of 500 leads/).toBeTruthy();
  await mailTo(operator.email, /500/).toBeTruthy();

  await page.goto(`${own.baseUrl}/blu-leads`);
  const order = page.getByTestId('lead-order').first();
  await expect(order.getByTestId('lead-order-status')).toHaveText('Pending');
  await expect(order).toContainText('500');
  await expect(order).toContainText('$50');
  await expect(order).toContainText('Industry:');
  await expect(order).toContainText('Texas');
  await expect(order.getByRole('link', { name: /Download/ })).toHaveCount(0);
  orderNumber = (await order.getAttribute('data-order-number'))!;
});

test('an operator delivers 480 rows; the member downloads them and is told of the $2 refund', async ({
  page,
  playwright,
}) => {
  const account = member;
  await signInMember(page);
  await page.goto(`${own.baseUrl}/blu-leads`);
  const order = page.locator(`[data-testid="lead-order"][data-order-number="${orderNumber}"]`);
  await expect(order.getByTestId('lead-order-status')).toHaveText('Pending');

  // The operator delivers 480 rows through the console's API.
  const ops = await playwright.request.newContext({ baseURL: own.baseUrl });
  expect(
    (
      await ops.post('/api/auth/login', {
        data: { username: operator.username, password: operator.password },
      })
    ).status(),
  ).toBe(200);
  const queue = await (await ops.get('/api/operator/lead-orders')).json();
  const queued = queue.items.find((item: { number: string }) => item.number === orderNumber);
  expect(queued).toBeTruthy();
  const rows = Array.from(
    { length: 480 },
    (_, i) => `Company ${i},Person ${i},p${i}@example.com,555-01${i}`,
  );
  const delivered = await ops.post(`/api/operator/lead-orders/${queued.id}/deliver`, {
    headers: { 'content-type': 'text/csv' },
    data: ['Company Name,Contact Name,Email,Phone', ...rows].join('\n'),
  });
  expect(delivered.status()).toBe(200);
  expect((await delivered.json()).refundedCents).toBe(200);

  await page.reload();
  // The form and the history are chunks of their own, loaded after the page.
  await expect(order.getByTestId('lead-order-status')).toHaveText('Delivered');
  await expect(order).toContainText('480 delivered');
  await expect(order).toContainText('$2 refunded');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('link', { name: /Download/ }).click(),
  ]);
  const file = readFileSync(await download.path(), 'utf8');
  expect(file.trim().split(/\r?\n/)).toHaveLength(481);

  const mail = mailTo(account.email, /Your leads are ready/);
  await mail.toContain('$2');
  await mail.toContain('/blu-leads');
  await ops.dispose();
});

test('the delivered leads go into the prospect tracker in one step; a second load adds nothing', async ({
  page,
}) => {
  await signInMember(page);
  await page.goto(`${own.baseUrl}/growth/prospecting`);
  const importCard = page.getByTestId('lead-order-import');
  await expect(importCard).toContainText(`Order ${orderNumber} (480 leads)`);
  await importCard.getByRole('button', { name: 'Load into tracker' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: '480 added, 0 already in your pipeline' }),
  ).toBeVisible();
  await expect(page.getByText('Showing 50 prospects')).toBeVisible();
  await page.getByLabel('Search prospects').fill('p479@example.com');
  await expect(page.getByRole('listitem', { name: 'Company 479' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'p479@example.com' })).toBeVisible();
  await importCard.getByRole('button', { name: 'Load into tracker' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: '0 added, 480 already in your pipeline' }),
  ).toBeVisible();
});

test('an agency member orders the included 250 leads at $0, without a card', async ({ page }) => {
  const login = await page.request.post(`${own.baseUrl}/api/auth/login`, {
    data: { username: demo.username, password: demo.password },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${own.baseUrl}/blu-leads`);
  const form = page.getByTestId('lead-order-form');
  await expect(page.getByTestId('lead-order-total')).toHaveText('$0');
  // At another quantity the full price shows, and the page says how to use the free order.
  await chooseOption(page, 'Number of leads', '500 leads');
  await expect(page.getByTestId('lead-order-total')).toHaveText('$50');
  await expect(page.getByTestId('included-hint')).toContainText('exactly 250 leads');
  await chooseOption(page, 'Number of leads', '250 leads');
  await expect(page.getByTestId('lead-order-total')).toHaveText('$0');
  await expect(page.getByTestId('included-hint')).toHaveCount(0);
  await chooseOption(page, 'Filter 1 type', 'City');
  await form.getByLabel('Filter 1 value').fill('Austin');
  await form.getByRole('button', { name: 'Place Free Order' }).click();
  await expect(page).toHaveURL(/\/order-success\?product=blu_leads$/);
  await expectToast(page, 'Order Successfully Placed!');
  await page.goto(`${own.baseUrl}/blu-leads`);
  await expect(page.getByTestId('lead-order').first()).toContainText('$0');
  // The included leads are used: the next 250 cost $25.
  await expect(page.getByTestId('lead-order-total')).toHaveText('$25');
  await expect(page.getByTestId('included-hint')).toHaveCount(0);
});

test('a visitor sees the offer and Get Started leads to /register', async ({ page }) => {
  await page.goto(`${own.baseUrl}/blu-leads`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('lead-filter-list')).toContainText('Sub-Industry');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByTestId('lead-login-prompt').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
