import { expect, test } from '@playwright/test';
import { completeStructuredModules, expectToast, newAccount, signIn } from './support';

test.describe('Certificate name', () => {
  test('a learner without a name is asked for one, and the public page shows it, never the username', async ({
    page,
    browser,
  }) => {
    const account = await signIn(page, newAccount({ firstName: '', lastName: '' }));
    // The player itself is covered by learning.spec.ts: here the lessons are saved by the API.
    await completeStructuredModules(page);

    await page.goto('/structured-learning');
    const asked = page.getByTestId('certificate-name-needed');
    // The machine is shared: the first load of the learning screens may take a while.
    await expect(asked).toContainText('One step left: your name');
    await expect(page.getByTestId('certificate-box')).toHaveCount(0);
    const field = asked.getByLabel('The name to print on your certificate');

    // The username is refused beside the field.
    await field.fill(account.username);
    await asked.getByRole('button', { name: 'Issue my certificate' }).click();
    await expect(asked).toContainText('This is what you sign in with, not your name');

    await field.fill('Grace Hopper');
    await asked.getByRole('button', { name: 'Issue my certificate' }).click();
    await expectToast(page, 'Your certificate shows this name now.');
    const box = page.getByTestId('certificate-box');
    await expect(box.getByTestId('certificate-learner-name')).toHaveText('Grace Hopper');
    const publicPath = await box
      .getByRole('link', { name: 'Open its public page' })
      .getAttribute('href');
    expect(publicPath).toMatch(/^\/certificates\/[A-Za-z0-9_-]{22}$/);

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(publicPath!);
    const valid = publicPage.getByTestId('certificate-valid');
    await expect(valid).toContainText('Grace Hopper');
    await expect(valid).not.toContainText(account.username);
    await expect(valid).not.toContainText(account.email);

    // A later change keeps the same certificate and shows on its public page.
    await box.getByRole('button', { name: 'Change the name' }).click();
    await box.getByLabel('The name to print on your certificate').fill('Grace Brewster Hopper');
    await box.getByRole('button', { name: 'Save the name' }).click();
    await expect(box.getByTestId('certificate-learner-name')).toHaveText('Grace Brewster Hopper');
    await publicPage.reload();
    await expect(valid).toContainText('Grace Brewster Hopper');
    await visitor.close();
  });
});
