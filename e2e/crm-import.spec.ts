import { expect, type Page, test } from '@playwright/test';
import { axeViolations, signIn } from './support';

// Importing contacts from a CSV file in the CRM: the columns map themselves from the header, the
// first rows are previewed, the good rows are imported, the bad line and the duplicate are named,
// and the new contacts appear in the list. axe finds nothing on each step, on a desktop and a
// phone (the product's Content-Security-Policy would block axe's script otherwise).

test.use({ bypassCSP: true });

const sizes = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const csv = [
  'Name,Email,Phone,Company,Status',
  'Maria Lopez,maria@lopez.example,+1 512 555 0142,Lopez Dental,Prospect',
  'James Carter,james@carter.example,,Carter HVAC,Lead',
  'Bea Bad,bea(at)mail,,,',
  'Kim Kept,KIM@kept.example,,,',
  'Otto Good,otto@good.example,,Good Co,client',
].join('\r\n');

const card = (page: Page, name: string) =>
  page.getByTestId('contact-card').filter({ has: page.getByRole('heading', { name }) });

async function expectNoViolations(page: Page, where: string) {
  const found = await axeViolations(page);
  expect(found, where).toEqual([]);
}

for (const [size, viewport] of Object.entries(sizes)) {
  test(`import a CSV with a bad row and a duplicate (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    // A person the account has already: the file's row with their address is not added again.
    const kept = await page.request.post('/api/crm/contacts', {
      data: { name: 'Kim Kept', email: 'kim@kept.example' },
    });
    expect(kept.status()).toBe(201);

    await page.goto('/crm');
    await expect(card(page, 'Kim Kept')).toBeVisible();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import contacts' });
    await expect(dialog.getByLabel('CSV file')).toBeVisible();
    await expectNoViolations(page, `${size}: choose a file`);

    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'contacts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    // Each column is mapped from its header; the first rows are shown as they will be imported.
    await expect(dialog.getByText('5 rows found in contacts.csv.')).toBeVisible();
    await expect(
      dialog.getByRole('combobox', { name: 'Email' }).locator('option:checked'),
    ).toHaveText('Email');
    await expect(
      dialog.getByRole('combobox', { name: 'Company' }).locator('option:checked'),
    ).toHaveText('Company');
    const preview = dialog.getByRole('table');
    await expect(preview.getByRole('row')).toHaveCount(6);
    await expect(preview.getByRole('row').nth(1)).toContainText('Maria Lopez');
    await expect(preview.getByRole('row').nth(1)).toContainText('+1 512 555 0142');
    await expectNoViolations(page, `${size}: map the columns`);

    await dialog.getByRole('button', { name: 'Import 5 rows' }).click();
    const result = dialog.getByTestId('contact-import-result');
    await expect(result.getByText('Import finished')).toBeVisible();
    await expect(result.getByTestId('contact-import-created')).toHaveText('3 contacts created.');
    await expect(result.getByTestId('contact-import-duplicates')).toContainText('line 5');
    await expect(result.getByTestId('import-problems')).toContainText('1 row was not imported:');
    await expect(result.getByTestId('import-problems')).toContainText('Line 4: Invalid email');
    await expectNoViolations(page, `${size}: the result`);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Import CSV' })).toBeFocused();
    for (const name of ['Maria Lopez', 'James Carter', 'Otto Good']) {
      await expect(card(page, name)).toBeVisible();
    }
    await expect(card(page, 'Otto Good')).toContainText('Client');
    await expect(card(page, 'Bea Bad')).toHaveCount(0);
    await expect(card(page, 'Kim Kept')).toHaveCount(1);
  });
}

test('a mapping without a name column cannot be imported, and says why', async ({ page }) => {
  await signIn(page);
  await page.goto('/crm');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts' });
  await dialog.getByLabel('Paste rows').fill('Email,Company\nann@example.com,Ann Co');
  await dialog.getByRole('button', { name: 'Read the rows' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Choose the column that holds each contact’s name.',
  );
  await expect(dialog.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Company' }).selectOption('Name');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(dialog.getByTestId('contact-import-created')).toHaveText('1 contact created.');
});
