import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  chooseOption,
  e2eOperator,
  expectToast,
  localDateTime,
  paidLeadOrder,
  signIn,
} from './support';

// One pipeline: a CRM contact is a person and a prospect is a deal with at most one person, so
// the tracker and the CRM show the same people. A deal added in the tracker is one contact in the
// CRM, whatever the case of its email; its move to Closed Won makes that person a client; a
// follow-up planned from the tracker is the CRM's follow-up; a delivered lead order loads into the
// tracker from /blu-leads, each person once (a lead the tracker could not use is refused at the
// operator's upload, by its row).

const prospectRow = (page: Page, company: string) =>
  page.getByTestId('prospect-row').filter({ has: page.getByRole('heading', { name: company }) });

const contactCard = (page: Page, name: string) =>
  page.getByTestId('contact-card').filter({ has: page.getByRole('heading', { name }) });

/** Pays in the built-in test mode, through the API, for an intent the server has opened. */
async function payWithTestCard(page: Page, clientSecret: string) {
  const paid = await page.request.post('/api/payments/simulated/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return (await paid.json()) as { paymentIntentId: string };
}

/** A new member who has bought the agency program (the tracker and the CRM are part of it). */
async function agencyMember(page: Page) {
  const account = await signIn(page);
  const intent = await page.request.post('/api/create-payment-intent', {
    data: { email: account.email, product: 'agency' },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  await payWithTestCard(page, ((await intent.json()) as { clientSecret: string }).clientSecret);
  const me = await page.request.get('/api/auth/current-user');
  expect((await me.json()).hasAgencyAccess).toBe(true);
  return account;
}

/** The operator (made before the server starts), signed in on a request context of its own. */
async function operatorRequests(ops: APIRequestContext) {
  const login = await ops.post('/api/auth/login', {
    data: { username: e2eOperator.username, password: e2eOperator.password },
  });
  expect(login.status()).toBe(200);
  return (orderId: string, csv: string) =>
    ops.post(`/api/operator/lead-orders/${orderId}/deliver`, {
      headers: { 'content-type': 'text/csv' },
      data: csv,
    });
}

test.describe('one pipeline', () => {
  test('a prospect added in the tracker is one CRM contact, and Closed Won makes her a client', async ({
    page,
  }) => {
    await agencyMember(page);
    await page.goto('/growth/prospecting');
    await page.getByRole('button', { name: 'Add Prospect' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Prospect' });
    await add.getByLabel('Company name *').fill('Lopez Dental');
    await add.getByLabel('Contact name').fill('Maria Lopez');
    await add.getByLabel('Email').fill('maria@lopezdental.example');
    await add.getByRole('button', { name: 'Add Prospect' }).click();
    await expect(add).toBeHidden();
    const lopez = prospectRow(page, 'Lopez Dental');
    await expect(lopez).toContainText('Maria Lopez');

    // The tracker's person is the CRM's contact: listed once.
    await page.goto('/crm');
    const maria = contactCard(page, 'Maria Lopez');
    await expect(maria).toHaveCount(1);
    await expect(maria).toContainText('maria@lopezdental.example');

    // The same address in other letters is the same person: said, and still one contact.
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const contact = page.getByRole('dialog', { name: 'Add Contact' });
    await contact.getByLabel('Name *').fill('Maria Lopez');
    await contact.getByLabel('Email').fill('MARIA@lopezdental.example');
    await contact.getByRole('button', { name: 'Add Contact' }).click();
    await expect(page.getByText(/already in your contacts/).first()).toBeVisible();
    await expect(contact).toBeHidden();
    await expect(maria).toHaveCount(1);
    await page.reload();
    await expect(maria).toHaveCount(1);

    // Her deal won in the tracker makes her a client in the CRM.
    await page.goto('/growth/prospecting');
    await chooseOption(page, 'Status of Lopez Dental', 'Closed Won');
    await expectToast(page, 'Prospect status updated');
    await expect(lopez.getByTestId('prospect-status-badge')).toHaveText('Closed Won');
    await page.goto('/crm');
    await expect(maria).toHaveCount(1);
    await expect(maria.getByText('Client', { exact: true })).toBeVisible();
  });

  test("a follow-up planned from the tracker is the person's next one in both places", async ({
    page,
  }) => {
    await agencyMember(page);
    for (const data of [
      {
        companyName: 'Lopez Dental',
        contactName: 'Maria Lopez',
        email: 'maria@lopezdental.example',
      },
      { companyName: 'Corner Bakery' },
    ]) {
      const added = await page.request.post('/api/prospects', { data });
      expect(added.status(), await added.text()).toBe(201);
    }
    await page.goto('/growth/prospecting');

    // A deal without a contact name or email has no person to follow up with.
    const bakery = prospectRow(page, 'Corner Bakery');
    await expect(bakery).toContainText('Add a contact name or email to plan follow-ups');
    await expect(bakery.getByRole('button', { name: /Plan follow-up/ })).toHaveCount(0);

    const lopez = prospectRow(page, 'Lopez Dental');
    await expect(lopez).toContainText('No follow-up planned');
    await lopez.getByRole('button', { name: /Plan follow-up/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan follow-up' });
    await expect(dialog).toContainText('Maria Lopez');
    // The contact is the deal's person: there is nothing to choose.
    await expect(dialog.getByRole('combobox', { name: 'Contact *' })).toHaveCount(0);
    await dialog.getByLabel('Title *').fill('Call about the booking assistant');
    await dialog.getByRole('button', { name: 'Add Follow-up' }).click();
    await expect(dialog.getByText('Follow-up date is required', { exact: true })).toBeVisible();
    await dialog.getByLabel('Date and time *').fill(localDateTime(2));
    await dialog.getByRole('button', { name: 'Add Follow-up' }).click();
    await expectToast(page, 'Follow-up created successfully');
    await expect(dialog).toBeHidden();
    await expect(lopez.getByTestId('prospect-next-follow-up')).toContainText('Next follow-up:');
    await expect(lopez).not.toContainText('No follow-up planned');

    await page.goto('/crm');
    await expect(contactCard(page, 'Maria Lopez').getByTestId('next-follow-up')).toContainText(
      'Call about the booking assistant',
    );
  });

  test('a delivered lead order of seven columns loads into the tracker from /blu-leads, once per person', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const account = await agencyMember(page);
    // Maria is in the pipeline already: her lead adds nothing.
    const maria = await page.request.post('/api/prospects', {
      data: {
        companyName: 'Lopez Dental',
        contactName: 'Maria Lopez',
        email: 'maria@lopezdental.example',
      },
    });
    expect(maria.status(), await maria.text()).toBe(201);
    const order = await paidLeadOrder(page, { email: account.email, customerName: 'Erin Tester' });
    const ops = await playwright.request.newContext({ baseURL });
    const deliver = await operatorRequests(ops);
    const header = 'Company Name,Contact Name,Email,Phone,City,State,Industry';
    const lopez =
      'Lopez Dental,Maria Lopez,MARIA@lopezdental.example,512-555-0142,Austin,TX,Dentists';
    const carter = 'Carter HVAC,James Carter,james@carterhvac.example,512-555-0144,Austin,TX,HVAC';
    const kim = 'Kim Bakery,,hello@kimbakery.example,512-555-0145,,,';
    // A lead without a company is one the tracker could not use: the upload refuses it, by its row.
    const refused = await deliver(
      order.orderId,
      [header, lopez, ',Sam Ortiz,sam@nocompany.example,512-555-0143,,,', carter].join('\n'),
    );
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toContain('Row 3: Company Name is empty.');
    const delivered = await deliver(order.orderId, [header, lopez, carter, kim].join('\n'));
    expect(delivered.status(), await delivered.text()).toBe(200);
    await ops.dispose();

    await page.goto('/blu-leads');
    const card = page.locator(`[data-testid="lead-order"][data-order-number="${order.number}"]`);
    await expect(card.getByTestId('lead-order-status')).toHaveText('Delivered');
    await card.getByRole('button', { name: /Load into tracker/ }).click();
    const result = card.getByTestId('lead-import-result');
    await expect(result).toContainText('2 added, 1 already in your pipeline');
    await expect(result.getByText(/^Line /)).toHaveCount(0);

    await page.goto('/growth/prospecting');
    await expect(prospectRow(page, 'Lopez Dental')).toContainText('Maria Lopez');
    await expect(prospectRow(page, 'Carter HVAC')).toContainText('James Carter');
    await expect(prospectRow(page, 'Kim Bakery')).toContainText('hello@kimbakery.example');
    await expect(page.getByTestId('prospect-row')).toHaveCount(3);
    await expect(page.getByText('sam@nocompany.example')).toHaveCount(0);
  });
});
