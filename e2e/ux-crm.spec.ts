import { expect, test, type Page } from '@playwright/test';
import { chooseOption, expectToast, signIn } from './support';

// A CRM worth opening every day (docs/decisions/0028-ux-daily-use.md): the pipeline board, search
// and filter in the address, follow-ups that can be edited and deleted, dialogs that open on their
// first field and keep Save in reach on a phone.

const phone = { width: 390, height: 844 };

async function contact(page: Page, data: Record<string, unknown>) {
  const created = await page.request.post('/api/crm/contacts', { data });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; name: string };
}

test('the pipeline board: a column per status with count and total; a card moves by its list or by drag', async ({
  page,
}) => {
  await signIn(page);
  await contact(page, { name: 'Ada Lead', dealValue: 1000, status: 'lead' });
  await contact(page, { name: 'Ben Lead', dealValue: 500.5, status: 'lead' });
  await contact(page, { name: 'Cy Client', dealValue: 2000, status: 'client' });
  await page.goto('/crm?tab=pipeline');
  const lead = page.getByTestId('pipeline-column-lead');
  const client = page.getByTestId('pipeline-column-client');
  const prospect = page.getByTestId('pipeline-column-prospect');
  await expect(lead.getByTestId('pipeline-count')).toHaveText('2 contacts');
  await expect(lead.getByTestId('pipeline-total')).toHaveText('$1,500.50');
  await expect(client.getByTestId('pipeline-total')).toHaveText('$2,000');

  // By keyboard-friendly list.
  await chooseOption(page, 'Move Ada Lead to', 'Client');
  await expectToast(page, 'Ada Lead moved to Client');
  await expect(client.getByText('Ada Lead')).toBeVisible();
  await expect(client.getByTestId('pipeline-count')).toHaveText('2 contacts');
  await expect(lead.getByTestId('pipeline-count')).toHaveText('1 contact');

  // By drag.
  const handle = page.getByRole('button', { name: 'Drag Ben Lead' });
  const from = (await handle.boundingBox())!;
  const to = (await prospect.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 10 });
  await page.mouse.up();
  await expect(prospect.getByText('Ben Lead')).toBeVisible();
  await expect(prospect.getByTestId('pipeline-count')).toHaveText('1 contact');
  const list = await (await page.request.get('/api/crm/contacts?status=prospect')).json();
  expect(list.items.map((c: { name: string }) => c.name)).toEqual(['Ben Lead']);
});

test('the pipeline board says each move in its live region, by keyboard drag and by its list', async ({
  page,
}) => {
  await signIn(page);
  await contact(page, { name: 'Ada Lead', status: 'lead' });
  await contact(page, { name: 'Ben Lead', status: 'lead' });
  await page.goto('/crm?tab=pipeline');
  const said = page.getByTestId('pipeline-announcement');
  const prospect = page.getByTestId('pipeline-column-prospect');
  const client = page.getByTestId('pipeline-column-client');
  await expect(page.getByTestId('pipeline-column-lead').getByText('Ben Lead')).toBeVisible();

  // By keyboard: Space picks the card up, each arrow key moves it one column, Space drops it.
  await page.getByRole('button', { name: 'Drag Ben Lead' }).focus();
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Picked up Ben Lead.');
  await page.keyboard.press('ArrowRight');
  await expect(said).toHaveText('Ben Lead is over Prospect.');
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Ben Lead moved to Prospect.');
  await expect(prospect.getByText('Ben Lead')).toBeVisible();

  // By its list: the region now says this move, not the drag before it.
  await chooseOption(page, 'Move Ada Lead to', 'Client');
  await expect(said).toHaveText('Ada Lead moved to Client.');
  await expect(client.getByText('Ada Lead')).toBeVisible();

  // And a second keyboard move says its own deal and stage again.
  await page.getByRole('button', { name: 'Drag Ben Lead' }).focus();
  await page.keyboard.press('Space');
  // An arrow key before the card is picked up moves the focus, not the card.
  await expect(said).toHaveText('Picked up Ben Lead.');
  await page.keyboard.press('ArrowRight');
  await expect(said).toHaveText('Ben Lead is over Client.');
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Ben Lead moved to Client.');
  const saved = await (await page.request.get('/api/crm/contacts?status=client')).json();
  expect(saved.items.map((c: { name: string }) => c.name).sort()).toEqual(['Ada Lead', 'Ben Lead']);
});

test('search and status filter live in the address: reload and back keep them', async ({
  page,
}) => {
  await signIn(page);
  await contact(page, { name: 'Nora Prospect', status: 'prospect' });
  await contact(page, { name: 'Nils Lead', status: 'lead' });
  await contact(page, { name: 'Otto Prospect', status: 'prospect' });
  await page.goto('/crm');
  await page.getByPlaceholder(/Search/).fill('N');
  await chooseOption(page, 'Filter by status', 'Prospect');
  await expect(page).toHaveURL(/[?&]q=N/);
  await expect(page).toHaveURL(/[?&]status=prospect/);
  const cards = page.getByTestId('contact-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Nora Prospect');

  await page.reload();
  await expect(page.getByPlaceholder(/Search/)).toHaveValue('N');
  await expect(
    page.getByRole('combobox', { name: 'Filter by status' }).locator('option:checked'),
  ).toHaveText('Prospect');
  await expect(cards).toHaveCount(1);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page.getByPlaceholder(/Search/)).toHaveValue('N');
  await expect(cards).toHaveCount(1);
});

test('contacts come by next follow-up: overdue before a newer Closed Lost; "Newest first" survives reload and back', async ({
  page,
}) => {
  await signIn(page);
  const olive = await contact(page, { name: 'Olive Overdue', status: 'lead' });
  const overdue = await page.request.post('/api/crm/follow-ups', {
    data: {
      contactId: olive.id,
      title: 'Missed call',
      followUpDate: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    },
  });
  expect(overdue.status()).toBe(201);
  await contact(page, { name: 'Paul Prospect', status: 'prospect' });
  await contact(page, { name: 'Lara Lost', status: 'closed_lost' });

  await page.goto('/crm');
  const sort = page.getByRole('combobox', { name: 'Sort contacts' }).locator('option:checked');
  await expect(sort).toHaveText('Next follow-up');
  const headings = page.getByTestId('contact-card').getByRole('heading');
  await expect(headings).toHaveText(['Olive Overdue', 'Lara Lost', 'Paul Prospect']);

  await chooseOption(page, 'Sort contacts', 'Newest first');
  await expect(page).toHaveURL(/[?&]sort=newest/);
  await expect(headings).toHaveText(['Lara Lost', 'Paul Prospect', 'Olive Overdue']);

  await page.reload();
  await expect(sort).toHaveText('Newest first');
  await expect(headings).toHaveText(['Lara Lost', 'Paul Prospect', 'Olive Overdue']);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(sort).toHaveText('Newest first');
  await expect(headings).toHaveText(['Lara Lost', 'Paul Prospect', 'Olive Overdue']);

  // The default is left out of the address; completing the follow-up moves Olive down at once.
  await chooseOption(page, 'Sort contacts', 'Next follow-up');
  await expect(page).not.toHaveURL(/sort=/);
  await expect(headings).toHaveText(['Olive Overdue', 'Lara Lost', 'Paul Prospect']);
  await page.getByRole('tab', { name: 'Follow-ups' }).click();
  const all = page.getByRole('region', { name: 'All follow-ups' });
  await all.getByRole('button', { name: /^Mark complete\b.*Missed call/ }).click();
  await expect(all.getByRole('button', { name: /^Reopen\b.*Missed call/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(headings).toHaveText(['Lara Lost', 'Paul Prospect', 'Olive Overdue']);
});

test('follow-ups can be edited, deleted and the delete undone', async ({ page }) => {
  await signIn(page);
  const who = await contact(page, { name: 'Fay Follow' });
  const created = await page.request.post('/api/crm/follow-ups', {
    data: {
      contactId: who.id,
      title: 'First call',
      followUpDate: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/crm?tab=follow-ups');
  const all = page.getByRole('region', { name: 'All follow-ups' });
  await all.getByRole('button', { name: /^Edit\b.*First call/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Follow-up' });
  await expect(dialog.getByLabel('Title *')).toHaveValue('First call');
  await dialog.getByLabel('Title *').fill('Second call');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Follow-up updated');
  await expect(all.getByText('Second call', { exact: true })).toBeVisible();
  await expect(all.getByText('First call')).toHaveCount(0);

  await all.getByRole('button', { name: /^Delete\b.*Second call/ }).click();
  await expectToast(page, 'Follow-up deleted');
  await expect(page.getByTestId('follow-up-item')).toHaveCount(0);
  const list = await (await page.request.get('/api/crm/follow-ups')).json();
  expect(list.items).toEqual([]);

  // Undo, as for a contact: the same follow-up comes back.
  await page
    .getByTestId('toast')
    .filter({ hasText: 'Follow-up deleted' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expectToast(page, 'Follow-up restored', 'Second call');
  await expect(all.getByText('Second call', { exact: true })).toBeVisible();
  const back = await (await page.request.get('/api/crm/follow-ups')).json();
  expect(back.items.map((f: { id: string }) => f.id)).toEqual([(await created.json()).id]);
});

test('dialogs open on their first field; on a phone Save is in reach and fields stay aligned', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/crm');
  await page.getByRole('button', { name: 'Add Contact' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Contact' });
  await expect(dialog.getByLabel('Name *')).toBeFocused();

  // A message under Name does not push Email (its neighbour in the row) down.
  await dialog
    .getByRole('button', { name: /Save|Add Contact/ })
    .last()
    .click();
  await expect(dialog.locator('#contact-name-error')).toBeVisible();
  const name = (await dialog.getByLabel('Name *').boundingBox())!;
  const email = (await dialog.getByLabel('Email').boundingBox())!;
  expect(email.y).toBe(name.y);
  await page.keyboard.press('Escape');

  await page.setViewportSize(phone);
  await page.getByRole('button', { name: 'Add Contact' }).first().click();
  const actions = page.getByRole('dialog', { name: 'Add Contact' }).getByTestId('dialog-actions');
  const box = (await actions.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  await expect(actions.getByRole('button').last()).toBeInViewport();
});

test('follow-ups come 50 at a time with Load more; the contact card still shows its next one', async ({
  page,
}) => {
  await signIn(page);
  const busy = await contact(page, { name: 'Busy Bea', status: 'prospect' });
  const start = Date.now() + 86_400_000;
  for (let i = 0; i < 55; i++) {
    const created = await page.request.post('/api/crm/follow-ups', {
      data: {
        contactId: busy.id,
        title: `Call ${String(i).padStart(2, '0')}`,
        followUpDate: new Date(start + i * 3_600_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
  }
  await page.goto('/crm?tab=follow-ups');
  const all = page.getByRole('region', { name: 'All follow-ups' });
  await expect(all.getByTestId('follow-up-item')).toHaveCount(50);
  await expect(all.getByRole('status')).toHaveText('Showing 50 follow-ups');
  await all.getByRole('button', { name: 'Load more follow-ups' }).click();
  await expect(all.getByTestId('follow-up-item')).toHaveCount(55);
  await expect(all.getByTestId('follow-up-item').last()).toContainText('Call 54');
  await expect(all.getByRole('button', { name: 'Load more follow-ups' })).toHaveCount(0);
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByTestId('follow-up-item')).toHaveCount(5);
  await expect(upcoming.getByTestId('follow-up-item').first()).toContainText('Call 00');

  await page.goto('/crm');
  await expect(
    page.getByTestId('contact-card').filter({ hasText: 'Busy Bea' }).getByTestId('next-follow-up'),
  ).toContainText('Call 00');

  // A contact on the second page of the list gets its next follow-up once that page loads.
  for (let i = 0; i < 50; i++) await contact(page, { name: `Newer ${i}` });
  await page.goto('/crm?sort=newest');
  await expect(page.getByTestId('contact-card')).toHaveCount(50);
  await expect(page.getByTestId('contact-card').filter({ hasText: 'Busy Bea' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more contacts' }).click();
  await expect(
    page.getByTestId('contact-card').filter({ hasText: 'Busy Bea' }).getByTestId('next-follow-up'),
  ).toContainText('Call 00');
  await expect(
    page.getByTestId('contact-card').filter({ hasText: 'Newer 0' }).getByTestId('next-follow-up'),
  ).toContainText('No follow-up planned');
});
