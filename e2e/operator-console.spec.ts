import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations,
  axeViolationsAtEachSize,
  e2eOperator,
  expectToast,
  newAccount,
  paidLeadOrder,
  signIn,
  uniqueAddress,
  uniqueStamp,
  viewportSizes,
} from './support';

// The operator console: only operators see it; they work the lead-order queue (start, deliver
// a file with fewer leads than ordered, see the shortfall refunded), and list and export
// sign-ups and purchases. Everyone else gets the 404 screen at /operator.

async function signInAsOperator(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: e2eOperator.username, password: e2eOperator.password },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()).isOperator).toBe(true);
}

/**
 * axe's label-content-name-mismatch is experimental, so the WCAG tags alone do not run it: asked
 * for by name, on the page as it stands.
 */
const contentNameMismatches = (page: Page) => axeViolations(page, ['label-content-name-mismatch']);

/** A new member orders 500 leads with two filters and pays with the test card, then signs out. */
async function memberLeadOrder(page: Page, customer: string) {
  const account = await signIn(page, newAccount({ firstName: customer, lastName: 'Buyer' }));
  const order = await paidLeadOrder(page, {
    email: account.email,
    customerName: `${customer} Buyer`,
    filters: [
      { type: 'Industry', value: 'Dental clinics' },
      { type: 'City', value: 'Austin' },
    ],
  });
  await page.request.post('/api/auth/logout');
  return { ...order, email: account.email };
}

/**
 * `rows` leads under the seven columns the customer is promised, and a Notes column of the
 * operator's own; a quoted cell holds a line break, so a count of lines would be wrong.
 */
function leadFile(rows: number): string {
  const lines = ['Company Name,Contact Name,Email,Phone,City,State,Industry,Notes'];
  for (let i = 1; i <= rows; i++) {
    lines.push(
      `Clinic ${i},Dr. Person ${i},person${i}@clinic${i}.example,512555${String(i).padStart(4, '0')},Austin,TX,Dentists,"called\nonce"`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The queue's card of an order: its link is the order number it shows. */
const queueCard = (page: Page, number: string) =>
  page
    .getByTestId('queue-item')
    .filter({ has: page.getByRole('link', { name: `Order ${number}`, exact: true }) });

test.describe('operator console', () => {
  test('a member and a visitor get the 404 screen at /operator and no console link', async ({
    page,
  }) => {
    expect((await page.goto('/operator'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

    await signIn(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Console' })).toHaveCount(0);
    expect((await page.goto('/operator'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Operator console' })).toHaveCount(0);
    await page.goto('/operator/lead-order?id=00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    const api = await page.request.get('/api/operator/lists/purchases');
    expect(api.status()).toBe(404);
  });

  test('an operator delivers a lead order with 480 of 500 leads and sees the refund', async ({
    page,
  }) => {
    const order = await memberLeadOrder(page, 'Quinn');
    await signInAsOperator(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Console' }).click();
    await expect(page).toHaveURL(/\/operator$/);
    await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();

    // The queue: the order, its filters, quantity, customer and time left.
    const item = queueCard(page, order.number);
    await expect(item).toContainText('500 leads');
    await expect(item).toContainText('Industry: Dental clinics · City: Austin');
    await expect(item).toContainText(order.email);
    await expect(item.getByTestId('due-status')).toHaveText(/^2[34] h( \d+ min)? left$/);
    await item.getByRole('link', { name: `Order ${order.number}`, exact: true }).click();

    await expect(page.getByRole('heading', { name: `Lead order ${order.number}` })).toBeVisible();
    await page.getByRole('button', { name: 'Start processing' }).click();
    const confirmStart = page.getByRole('dialog', { name: 'Start processing this order?' });
    await confirmStart.getByRole('button', { name: 'Start processing' }).click();
    await expectToast(page, 'Order moved to processing');
    await expect(page.getByText('Processing', { exact: true }).first()).toBeVisible();

    // The upload asks for the columns the customer's sample shows, and says which may be empty.
    await expect(page.getByTestId('required-columns')).toHaveText('Company Name, Email, Phone');
    await expect(page.getByTestId('optional-columns')).toHaveText(
      'Contact Name, City, State, Industry',
    );
    // A file with rows the server would refuse names each of them, and nothing is sent.
    const fileField = page.getByLabel(/Lead file/);
    await fileField.setInputFiles({
      name: 'quinn-draft.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Company Name,Contact Name,Email,Phone,City,State,Industry',
          'Clinic 1,Ann,ann@clinic.example,5125550001,Austin,TX,Dentists',
          ',Bob,bob@clinic.example,,Austin,TX,Dentists',
          'Clinic 3,Cy,cy@,5125550003,,,',
        ].join('\n'),
      ),
    });
    await page.getByRole('button', { name: 'Deliver file' }).click();
    await expect(fileField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#lead-file-error')).toHaveText(
      [
        'Nothing was delivered: 2 rows of the lead file need fixing.',
        'Row 3: Company Name is empty; Phone is empty.',
        'Row 4: Email is not an email address.',
      ].join(''),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await fileField.setInputFiles({
      name: 'quinn-leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(leadFile(480)),
    });
    await expect(page.locator('#lead-file-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Deliver file' }).click();
    const confirmDeliver = page.getByRole('dialog', { name: 'Deliver this file?' });
    // The exact count, as the server finds it (a quoted line break is no second lead).
    await expect(confirmDeliver).toContainText(
      'quinn-leads.csv holds 480 leads of the 500 ordered.',
    );
    await expect(confirmDeliver).not.toContainText('about');
    await expect(confirmDeliver).toContainText("Left out of the customer's file: Notes.");
    await confirmDeliver.getByRole('button', { name: 'Deliver' }).click();
    await expectToast(
      page,
      'Order delivered',
      '480 leads delivered. $2 refunded for the shortfall.',
    );

    await expect(
      page.getByRole('definition').filter({ hasText: '480 of 500 leads' }),
    ).toBeVisible();
    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByTestId('order-event').filter({ hasText: 'Refund' })).toBeVisible();
    await expect(
      history.getByTestId('order-event').filter({ hasText: 'Processing → Delivered' }),
    ).toContainText(e2eOperator.username);
    await expect(history).toContainText('$2 refunded: 20 of 500 leads not delivered');

    // A note for the team.
    await page.getByLabel(/^Note/).fill('Customer asked for Austin only; done.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expectToast(page, 'Note added');
    await expect(history).toContainText('Customer asked for Austin only; done.');

    // Gone from the queue, listed as delivered.
    await page.getByRole('link', { name: 'Back to the console' }).click();
    await expect(page.getByRole('heading', { name: 'Lead orders to deliver' })).toBeVisible();
    await expect(queueCard(page, order.number)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Lead orders' }).click();
    const row = page.getByRole('row').filter({ hasText: order.number });
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('480 delivered');
    await expect(row).toContainText('$2 refunded');
  });

  test('an operator lists and exports sign-ups and purchases', async ({ page }) => {
    // A visitor of its own: the lead-capture limit counts per client address.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() });
    const stamp = uniqueStamp();
    const signup = await page.request.post('/api/lead-capture', {
      data: {
        firstName: '=Formula',
        email: `reader.${stamp}@example.com`,
        phone: '(512) 555-0100',
        source: 'ai_download',
      },
    });
    expect(signup.status()).toBe(200);
    const buyerEmail = `buyer.${stamp}@example.com`;
    const free = await page.request.post('/api/checkout/free-order', {
      data: { email: buyerEmail, product: 'toolbox', promoCode: 'launch100' },
    });
    expect(free.status(), await free.text()).toBe(200);

    await signInAsOperator(page);
    await page.goto('/operator?tab=purchases');
    await page.getByLabel('Search by email').fill(`buyer.${stamp}`);
    const purchase = page.getByRole('row').filter({ hasText: buyerEmail });
    await expect(purchase).toContainText('AI Toolbox');
    await expect(purchase).toContainText('Promo LAUNCH100');
    await expect(page.getByRole('row')).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^purchases-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv).toContain('Order id,Product,Offer,Amount');
    expect(csv).toContain(buyerEmail);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(2);

    await page.getByRole('tab', { name: 'Free-guide sign-ups' }).click();
    await page.getByLabel('Search by email or name').fill(`reader.${stamp}`);
    await expect(
      page.getByRole('row').filter({ hasText: `reader.${stamp}@example.com` }),
    ).toContainText('=Formula');
    const signupDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const signups = readFileSync(await (await signupDownload).path(), 'utf8');
    expect(signups).toContain(`'=Formula,reader.${stamp}@example.com`);
  });
  test('on a phone every tab is in view and no list scrolls sideways', async ({ page }) => {
    // A visitor of its own: the lead-capture limit counts per client address.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() });
    const stamp = uniqueStamp();
    const order = await memberLeadOrder(page, `Phone${stamp}`);
    expect(
      (
        await page.request.post('/api/checkout/free-order', {
          data: {
            email: `phone.buyer.${stamp}@example.com`,
            product: 'toolbox',
            promoCode: 'launch100',
          },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await page.request.post('/api/lead-capture', {
          data: {
            firstName: 'Phoebe',
            email: `phone.reader.${stamp}@example.com`,
            phone: '(512) 555-0101',
            source: 'ai_download',
          },
        })
      ).status(),
    ).toBe(200);
    await signInAsOperator(page);
    const phone = { width: 390, height: 844 };
    await page.setViewportSize(phone);

    const noSidewaysScroll = () =>
      page.evaluate(() => {
        const root = document.scrollingElement!;
        return root.scrollWidth <= root.clientWidth;
      });
    const tabs = [
      { name: 'Queue', shows: queueCard(page, order.number) },
      { name: 'Lead orders', shows: page.getByRole('row').filter({ hasText: order.number }) },
      {
        name: 'Purchases',
        shows: page.getByRole('row').filter({ hasText: `phone.buyer.${stamp}@example.com` }),
      },
      {
        name: 'Free-guide sign-ups',
        shows: page.getByRole('row').filter({ hasText: `phone.reader.${stamp}@example.com` }),
      },
    ];
    await page.goto('/operator');
    for (const { name } of tabs) {
      const box = (await page.getByRole('tab', { name, exact: true }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(phone.width);
    }
    for (const { name, shows } of tabs) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(shows).toBeVisible();
      expect(await noSidewaysScroll(), name).toBe(true);
      // Each list scrolls only down: nothing in it reaches past the screen's right edge.
      for (const box of await shows.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().right),
      )) {
        expect(box, name).toBeLessThanOrEqual(phone.width);
      }
    }
    // On a phone a lead order's row names its values: the customer is labelled as such.
    await page.getByRole('tab', { name: 'Lead orders', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: order.number });
    await expect(row.getByText('Customer', { exact: true })).toBeVisible();
    // Other tests' orders may come first: scrolled to, the name is on screen, not cut off sideways.
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByText(`Phone${stamp} Buyer`)).toBeInViewport();

    await page.getByRole('link', { name: `Open order ${order.number}` }).click();
    await expect(page.getByRole('heading', { name: `Lead order ${order.number}` })).toBeVisible();
    expect(await noSidewaysScroll()).toBe(true);
  });
});

test.describe('operator console, as axe reads it', () => {
  // axe's script is injected into the page, which the product's Content-Security-Policy refuses.
  test.use({ bypassCSP: true });

  test("the queue's cards and the order's page: every link's name holds the words it shows", async ({
    page,
  }) => {
    const order = await memberLeadOrder(page, 'Axel');
    await signInAsOperator(page);
    await page.goto('/operator');
    await expect(queueCard(page, order.number)).toBeVisible();
    for (const size of Object.values(viewportSizes)) {
      await page.setViewportSize(size);
      expect(await contentNameMismatches(page), `${size.width} wide`).toEqual([]);
    }
    expect(await axeViolationsAtEachSize(page, 'the queue')).toEqual([]);
    await queueCard(page, order.number)
      .getByRole('link', { name: `Order ${order.number}`, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: `Lead order ${order.number}` })).toBeVisible();
    expect(await contentNameMismatches(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
