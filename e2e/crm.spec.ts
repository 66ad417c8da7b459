import { expect, test, type Page } from '@playwright/test';
import { chooseOption, expectToast, localDateTime, signIn } from './support';

const card = (page: Page, name: string) =>
  page.getByTestId('contact-card').filter({ has: page.getByRole('heading', { name }) });

test.describe('CRM', () => {
  test('add a contact, find it, edit it, follow up, complete, delete and undo', async ({
    page,
  }) => {
    await signIn(page);
    // Another contact, so that search and the status filter have something to leave out.
    const other = await page.request.post('/api/crm/contacts', {
      data: { name: 'James Carter', company: 'Carter HVAC', status: 'lead' },
    });
    expect(other.status()).toBe(201);

    await page.goto('/crm');
    await expect(page.getByRole('heading', { name: 'Your CRM' })).toBeVisible();
    await expect(card(page, 'James Carter')).toBeVisible();

    // Add a contact with every common field.
    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Contact' });
    await dialog.getByLabel('Name *').fill('Maria Lopez');
    await dialog.getByLabel('Email').fill('maria@lopezdental.example');
    await dialog.getByLabel('Phone').fill('(512) 555-0142');
    await dialog.getByLabel('Company').fill('Lopez Dental');
    await dialog.getByLabel('Deal value (USD)').fill('4500');
    await expect(
      dialog.getByRole('combobox', { name: 'Status' }).locator('option:checked'),
    ).toHaveText('Lead');
    await chooseOption(page, 'Status', 'Prospect');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expectToast(page, 'Contact created successfully');
    await expect(dialog).toBeHidden();
    const maria = card(page, 'Maria Lopez');
    await expect(maria).toContainText('Lopez Dental');
    await expect(maria).toContainText('$4,500');
    await expect(maria).toContainText('Prospect');

    // Find it by search (any case, company too) and by status.
    const search = page.getByPlaceholder('Search by name, email or company');
    await search.fill('LOPEZ DENT');
    await expect(card(page, 'James Carter')).toBeHidden();
    await expect(maria).toBeVisible();
    await search.fill('nobody at all');
    await expect(page.getByText('No contacts match')).toBeVisible();
    await search.fill('');
    await expect(card(page, 'James Carter')).toBeVisible();
    await chooseOption(page, 'Filter by status', 'Prospect');
    await expect(card(page, 'James Carter')).toBeHidden();
    await expect(maria).toBeVisible();
    await chooseOption(page, 'Filter by status', 'Lead');
    await expect(maria).toBeHidden();
    await expect(card(page, 'James Carter')).toBeVisible();
    await chooseOption(page, 'Filter by status', 'All statuses');
    await expect(maria).toBeVisible();

    // Edit it: the dialog holds the saved values.
    await maria.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contact' });
    await expect(edit.getByLabel('Name *')).toHaveValue('Maria Lopez');
    await expect(edit.getByLabel('Deal value (USD)')).toHaveValue('4500');
    await edit.getByLabel('Company').fill('Lopez Family Dental');
    await chooseOption(page, 'Status', 'Client');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Contact updated successfully');
    await expect(maria).toContainText('Lopez Family Dental');
    await expect(maria).toContainText('Client');

    // Follow Up from the card: the contact is already chosen.
    await maria.getByRole('button', { name: 'Follow Up' }).click();
    const followUpDialog = page.getByRole('dialog', { name: 'Add Follow-up' });
    await expect(
      followUpDialog.getByRole('combobox', { name: 'Contact *' }).locator('option:checked'),
    ).toContainText('Maria Lopez');
    await expect(
      followUpDialog.getByRole('combobox', { name: 'Type' }).locator('option:checked'),
    ).toHaveText('Call');
    await followUpDialog.getByLabel('Title *').fill('Demo of the booking assistant');
    await followUpDialog.getByLabel('Date and time *').fill(localDateTime(2));
    await followUpDialog.getByRole('button', { name: 'Add Follow-up' }).click();
    await expectToast(page, 'Follow-up created successfully');
    await expect(maria.getByTestId('next-follow-up')).toContainText(
      'Demo of the booking assistant',
    );

    // It is upcoming; complete it there.
    await page.getByRole('tab', { name: 'Follow-ups' }).click();
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const upcomingItem = upcoming
      .getByTestId('follow-up-item')
      .filter({ hasText: 'Demo of the booking assistant' });
    await expect(upcomingItem).toContainText('Pending');
    await expect(upcomingItem).toContainText('Maria Lopez');
    await upcomingItem.getByRole('button', { name: 'Mark complete' }).click();
    await expectToast(page, 'Follow-up marked as completed');
    await expect(upcoming.getByText('Nothing scheduled from now on.')).toBeVisible();
    const allList = page.getByRole('region', { name: 'All follow-ups' });
    const listed = allList.getByTestId('follow-up-item').filter({ hasText: 'Demo of the booking' });
    await expect(listed).toContainText('Completed');
    await expect(listed.getByRole('button', { name: 'Reopen' })).toBeVisible();

    // Delete the contact (no confirmation), then Undo brings back it and its follow-up.
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await maria.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Contact deleted successfully', 'Maria Lopez and 1 follow-up');
    await expect(maria).toBeHidden();
    await page.getByTestId('toast').getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Contact restored');
    await expect(maria).toContainText('Lopez Family Dental');
    await page.getByRole('tab', { name: 'Follow-ups' }).click();
    await expect(listed).toContainText('Completed');

    // And it survives a reload: the tab is kept in the address.
    await page.reload();
    await expect(page).toHaveURL(/\/crm\?tab=follow-ups$/);
    await expect(listed).toBeVisible();
  });

  test('shows the validation messages and saves nothing invalid', async ({ page }) => {
    await signIn(page);
    await page.goto('/crm');
    await expect(page.getByText('No contacts yet')).toBeVisible();

    await page.getByRole('button', { name: 'Add Contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Contact' });
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Name *')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Name *').fill('Ann Lee');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Add Contact' }).click();
    await expect(dialog.getByText('Invalid email', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Name is required', { exact: true })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No contacts yet')).toBeVisible();

    // A follow-up needs a contact first.
    await page.getByRole('tab', { name: 'Follow-ups' }).click();
    await expect(page.getByText('No follow-ups yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add Follow-up' }).first().click();
    const followUp = page.getByRole('dialog', { name: 'Add Follow-up' });
    await expect(followUp.getByText('Add a contact first')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.request.post('/api/crm/contacts', { data: { name: 'Ann Lee' } });
    await page.reload();
    await page.getByRole('button', { name: 'Add Follow-up' }).first().click();
    await followUp.getByRole('button', { name: 'Add Follow-up' }).click();
    await expect(followUp.getByText('Contact is required', { exact: true })).toBeVisible();
    await expect(followUp.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(followUp.getByText('Follow-up date is required', { exact: true })).toBeVisible();
    const saved = await page.request.get('/api/crm/follow-ups');
    expect((await saved.json()).items).toEqual([]);
  });

  test('marks overdue and due-today items in words and sums the pipeline', async ({ page }) => {
    // The page's clock stands still at 09:00 local time, so "today" is the same day for every run.
    const now = new Date(2030, 5, 15, 9, 0);
    const at = (days: number, hour: number) => new Date(2030, 5, 15 + days, hour, 0).toISOString();
    await page.clock.setFixedTime(now);
    await signIn(page);
    const post = async (data: object) => {
      const response = await page.request.post('/api/crm/contacts', { data });
      expect(response.status()).toBe(201);
      return (await response.json()) as { id: string };
    };
    const lead = await post({ name: 'Lena Lead', status: 'lead', dealValue: 1000.5 });
    await post({ name: 'Pat Prospect', status: 'prospect', dealValue: 2000 });
    await post({ name: 'Cleo Client', status: 'client', dealValue: 5000 });
    for (const [title, followUpDate] of [
      ['Missed call', at(-1, 15)],
      ['Tonight', at(0, 18)],
      ['Next week', at(10, 10)],
    ]) {
      const response = await page.request.post('/api/crm/follow-ups', {
        data: { contactId: lead.id, title, followUpDate },
      });
      expect(response.status()).toBe(201);
    }

    await page.goto('/crm?tab=analytics');
    const figure = (label: string) => page.getByTestId('crm-figure').filter({ hasText: label });
    await expect(figure('Open pipeline')).toContainText('$3,000.50');
    await expect(figure('Won value')).toContainText('$5,000');
    // One deal won and none lost: 1 / (1 + 0).
    await expect(figure('Win rate')).toContainText('100%');
    await expect(figure('Due in the next 7 days')).toContainText('1');
    await expect(figure('Overdue')).toContainText('1');
    await expect(page.getByTestId('pipeline-lead')).toContainText('1 · 33%');

    await page.getByRole('tab', { name: 'Follow-ups' }).click();
    const item = (title: string) =>
      page
        .getByRole('region', { name: 'All follow-ups' })
        .getByTestId('follow-up-item')
        .filter({ hasText: title });
    await expect(item('Missed call')).toContainText('Overdue');
    await expect(item('Tonight')).toContainText('Due today');
    await expect(item('Next week')).not.toContainText(/Overdue|Due today/);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming).toContainText('Tonight');
    await expect(upcoming).not.toContainText('Missed call');
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await expect(card(page, 'Lena Lead').getByTestId('next-follow-up')).toContainText('Overdue');
  });

  test('loads a second page of contacts and finds an older contact to follow up', async ({
    page,
  }) => {
    await signIn(page);
    // One more than a page: the oldest contact is on the second page only.
    for (let i = 0; i < 51; i++) {
      const response = await page.request.post('/api/crm/contacts', {
        data: { name: `Paged ${String(i).padStart(2, '0')}`, company: `Firm ${i}` },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/crm');
    const cards = page.getByTestId('contact-card');
    await expect(cards).toHaveCount(50);
    await expect(card(page, 'Paged 50')).toBeVisible();
    await expect(card(page, 'Paged 00')).toHaveCount(0);

    await page.getByRole('button', { name: 'Load more contacts' }).click();
    await expect(cards).toHaveCount(51);
    await expect(card(page, 'Paged 00')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Showing 51 contacts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more contacts' })).toBeHidden();

    // The follow-up picker searches on the server: the oldest contact can be chosen too.
    await page.getByRole('tab', { name: 'Follow-ups' }).click();
    await page.getByRole('button', { name: 'Add Follow-up' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Follow-up' });
    await dialog.getByLabel('Find a contact').fill('Paged 00');
    await chooseOption(page, 'Contact *', 'Paged 00 (Firm 0)');
    await dialog.getByLabel('Title *').fill('First call');
    await dialog.getByLabel('Date and time *').fill(localDateTime(1));
    await dialog.getByRole('button', { name: 'Add Follow-up' }).click();
    await expectToast(page, 'Follow-up created successfully');
    await expect(
      page
        .getByRole('region', { name: 'All follow-ups' })
        .getByTestId('follow-up-item')
        .filter({ hasText: 'First call' }),
    ).toContainText('Paged 00');
  });

  test('answers a signed-out visitor with the Unauthorized notice and the way to log in', async ({
    page,
  }) => {
    // The notice lives for half a second before the page goes to login, so every toast the page
    // shows is noted in sessionStorage (which survives that navigation) and read afterwards.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
          const seen = JSON.parse(sessionStorage.getItem('seenToasts') ?? '[]') as string[];
          const text = toast.textContent ?? '';
          if (!seen.includes(text))
            sessionStorage.setItem('seenToasts', JSON.stringify([...seen, text]));
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/crm');
    await expect(page).toHaveURL(/\/login\?next=%2Fcrm$/);
    const seen = await page.evaluate(() => sessionStorage.getItem('seenToasts') ?? '[]');
    expect(JSON.parse(seen)).toContainEqual(
      expect.stringMatching(/Unauthorized.*You are logged out\. Logging in again\.\.\./),
    );
  });
});
