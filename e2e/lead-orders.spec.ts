import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { OWN_SERVER_START_MS, type OwnServer, startOwnServer } from './own-server';
import { axeViolationsAtEachSize, demo, expectToast, newAccount, paidLeadOrder } from './support';

// Lead orders end to end: a member orders 500 leads with two filters, sees what they buy at the
// checkout and pays with the test card; an operator (made by the real create-operator command)
// delivers a file of 480 rows; the member sees it delivered on the order's own page, downloads it,
// and the delivery email links to that page and tells of the $2 refund. A failed order shows its
// reason in the history. The emails are read from an SMTP server on loopback, so this file runs
// its own server.

const operator = {
  username: 'leads_operator',
  email: 'leads.operator@example.com',
  password: 'leads-operator-pass',
};

let own: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Making the operator migrates a fresh database first, then the server starts.
  test.setTimeout(OWN_SERVER_START_MS);
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
  await page.getByLabel(trigger).selectOption({ label: option });
}

function mailTo(email: string, subject: RegExp) {
  return expect.poll(() => own.mail.find((m) => m.to === email && subject.test(m.body))?.body);
}

// The journey in three steps (serial: each goes on from the one before).
const member = newAccount();
let orderNumber: string;
let orderId: string;
const sevenColumns = 'Company Name,Contact Name,Email,Phone,City,State,Industry';

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
  // The summary says what is bought, at what price, and only what the product promises.
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('summary-quantity')).toHaveText('500');
  await expect(summary.getByTestId('summary-filters')).toHaveText('Industry: DentistsState: Texas');
  await expect(summary.getByTestId('summary-price')).toHaveText('$25 per 250 leads ($0.10 a lead)');
  await expect(summary.getByTestId('order-promises')).toHaveText(
    "Delivered within 24 hours to your order's page and your email" +
      'Refunded in full if we cannot deliver; any leads we cannot find are refunded at $0.10 each',
  );
  await expect(summary).not.toContainText('Instant access');
  await expect(summary).not.toContainText('money-back');
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

  // The success page names the order and leads to its page; a member without the programs is
  // offered both.
  const success = page.getByTestId('order-success-lead-order');
  await expect(success.getByTestId('lead-order-number')).toHaveText(/^Order number [0-9A-F]{8}$/);
  await expect(success.getByTestId('lead-order-offers').getByRole('heading')).toHaveCount(2);
  const viewOrder = success.getByRole('link', { name: 'View your order' });
  orderId = (await viewOrder.getAttribute('href'))!.replace('/blu-leads/orders/', '');
  await viewOrder.click();
  await expect(page).toHaveURL(`${own.baseUrl}/blu-leads/orders/${orderId}`);
  await expect(
    page.getByRole('heading', { name: `Lead order ${orderId.slice(-8).toUpperCase()}` }),
  ).toBeVisible();
  await expect(page.getByTestId('lead-order-status')).toHaveText('Pending');

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
    (_, i) => `Company ${i},Person ${i},p${i}@example.com,555-01${i},Austin,TX,Dentists`,
  );
  const delivered = await ops.post(`/api/operator/lead-orders/${queued.id}/deliver`, {
    headers: { 'content-type': 'text/csv' },
    data: [sevenColumns, ...rows].join('\n'),
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
  // The file carries the columns of the sample on /blu-leads.
  expect(file.replace('\uFEFF', '').split(/\r?\n/)[0]).toBe(sevenColumns);

  const mail = mailTo(account.email, /Your leads are ready/);
  await mail.toContain('$2');
  await mail.toContain('delivered: 480 leads.');
  // The link to the order's page stands alone on its line.
  await mail.toMatch(new RegExp(`\\r?\\n${own.baseUrl}/blu-leads/orders/${orderId}\\r?\\n`));
  await ops.dispose();

  // The order's own page: what was ordered, the file, the receipt, what happened and the refund.
  await order.getByRole('link', { name: /View order/ }).click();
  await expect(page).toHaveURL(`${own.baseUrl}/blu-leads/orders/${orderId}`);
  await expect(page.getByTestId('lead-order-status')).toHaveText('Delivered');
  const ordered = page.getByTestId('lead-order-ordered');
  await expect(ordered).toContainText('500');
  await expect(ordered).toContainText('Industry: Dentists');
  await expect(ordered).toContainText('State: Texas');
  await expect(ordered).toContainText('$25 per 250 leads ($0.10 a lead)');
  const deliveryCard = page.getByTestId('lead-order-delivery');
  await expect(deliveryCard).toContainText('480 of the 500 leads you ordered delivered on ');
  await expect(deliveryCard).toContainText('The 20 we could not find were refunded.');
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    deliveryCard.getByRole('link', { name: /^Download / }).click(),
  ]);
  expect(
    readFileSync(await again.path(), 'utf8')
      .trim()
      .split(/\r?\n/),
  ).toHaveLength(481);
  await expect(deliveryCard.getByRole('button', { name: /Load into tracker/ })).toBeVisible();
  const receipt = page.getByTestId('lead-order-receipt');
  await expect(receipt).toContainText('500 leads, $25 per 250 leads$50');
  await expect(receipt).toContainText('Refunded-$2');
  await expect(receipt).toContainText('You paid in the end$48');
  const events = page.getByTestId('lead-order-event');
  await expect(events).toHaveText([
    /^Payment received/,
    /^Queued for delivery/,
    /^Delivered.*480 of 500 leads delivered$/,
    /^Partly refunded.*\$2 refunded: 20 of 500 leads not delivered$/,
  ]);
  await expect(page.getByTestId('lead-order-refunds')).toContainText(
    '$2Refunded20 of 500 leads not delivered',
  );
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
  // The demo member owns both programs: nothing is sold to them, and the order has its number
  // and the way to its page.
  const success = page.getByTestId('order-success-lead-order');
  await expect(success.getByTestId('lead-order-number')).toHaveText(/^Order number [0-9A-F]{8}$/);
  await expect(success.getByRole('link', { name: 'View your order' })).toHaveAttribute(
    'href',
    /^\/blu-leads\/orders\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByText('Grow faster with our programs')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Get it for/ })).toHaveCount(0);
  await success.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByTestId('lead-order-receipt')).toContainText(
    'Included with your Elite Agency Program (no charge)',
  );
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
  // The sample shows the file's seven columns and says which are always filled.
  const headers = page.getByRole('table').getByRole('columnheader');
  await expect(headers).toHaveText([
    'Company Namealways filled',
    'Contact Name',
    'Emailalways filled',
    'Phonealways filled',
    'City',
    'State',
    'Industry',
  ]);
  await expect(page.getByTestId('lead-file-rule')).toHaveText(
    'Every lead has Company Name, Email and Phone. Contact Name, City, State and Industry are filled in where known and may be empty.',
  );
  await page.getByTestId('lead-login-prompt').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test("a failed order shows the operator's reason and its refund in the history and on its page", async ({
  page,
  playwright,
}) => {
  await signInMember(page);
  const { orderId: failedId, number } = await paidLeadOrder(page, {
    email: member.email,
    customerName: `${member.firstName} ${member.lastName}`,
    quantity: 250,
    baseUrl: own.baseUrl,
  });
  const ops = await playwright.request.newContext({ baseURL: own.baseUrl });
  expect(
    (
      await ops.post('/api/auth/login', {
        data: { username: operator.username, password: operator.password },
      })
    ).status(),
  ).toBe(200);
  const reason = 'No dental clinics in that zip code take new suppliers.';
  expect(
    (await ops.post(`/api/operator/lead-orders/${failedId}/fail`, { data: { reason } })).status(),
  ).toBe(200);
  await ops.dispose();

  await page.goto(`${own.baseUrl}/blu-leads`);
  const card = page.locator(`[data-testid="lead-order"][data-order-number="${number}"]`);
  await expect(card.getByTestId('lead-order-status')).toHaveText('Failed');
  await expect(card.getByTestId('lead-order-failure')).toHaveText(`Why it failed: ${reason}`);
  await expect(card).toContainText('$25 refunded');
  await card.getByRole('link', { name: /View order/ }).click();
  await expect(page.getByTestId('lead-order-delivery')).toContainText(`Why: ${reason}`);
  await expect(page.getByTestId('lead-order-refunds')).toContainText(`$25Refunded`);
  await expect(page.getByTestId('lead-order-refunds')).toContainText(`Order failed: ${reason}`);

  // Another member's address for it is a page that does not exist for them.
  await page.request.post(`${own.baseUrl}/api/auth/logout`);
  const other = newAccount();
  expect(
    (await page.request.post(`${own.baseUrl}/api/auth/register`, { data: other })).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post(`${own.baseUrl}/api/auth/login`, {
        data: { username: other.username, password: other.password },
      })
    ).status(),
  ).toBe(200);
  await page.goto(`${own.baseUrl}/blu-leads/orders/${failedId}`);
  await expect(page.getByText('Order not found')).toBeVisible();
  await expect(page.getByText(reason)).toHaveCount(0);
});

test.describe('as axe reads them', () => {
  // axe's script is injected into the page, which the product's Content-Security-Policy refuses.
  test.use({ bypassCSP: true });

  test("the history and a delivered order's page, on a desktop and a phone", async ({ page }) => {
    await signInMember(page);
    await page.goto(`${own.baseUrl}/blu-leads`);
    await expect(page.getByTestId('lead-order').first()).toBeVisible();
    expect(await axeViolationsAtEachSize(page, 'the history')).toEqual([]);
    await page.goto(`${own.baseUrl}/blu-leads/orders/${orderId}`);
    await expect(page.getByTestId('lead-order-receipt')).toBeVisible();
    expect(await axeViolationsAtEachSize(page, "the order's page")).toEqual([]);
  });
});
