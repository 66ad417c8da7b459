import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  closingDosAndDonts,
  closingObjections,
  closingTechniques,
  closingTemplates,
} from '../content/growth/closing';
import { aiAgencyToolsGuide } from '../content/growth/guides/ai-agency-tools';
import { closingTechniquesGuide } from '../content/growth/guides/closing-techniques';
import { guideHeaders } from '../content/growth/guides/headers';
import { kpiGuideHeadlines, kpiTrackerGuide } from '../content/growth/guides/kpi-tracker';
import { salesScriptsGuide } from '../content/growth/guides/sales-scripts';
import { socialMediaGuide } from '../content/growth/guides/social-media-strategy';
import {
  conversationScenarios,
  networkingEvents,
  networkingFollowUps,
  networkingStrategies,
  networkingTimeline,
} from '../content/growth/networking';
import { scriptCategories } from '../content/growth/script-categories';
import { salesScripts } from '../content/growth/scripts';
import { chooseOption, expectToast, signIn } from './support';

const row = (page: Page, company: string) =>
  page.getByTestId('prospect-row').filter({ has: page.getByRole('heading', { name: company }) });

const kpiCard = (page: Page, type: string) => page.getByTestId(`kpi-card-${type}`);

test.describe('growth tools', () => {
  test('add a prospect, move it to contacted and see the KPI card count it', async ({ page }) => {
    await signIn(page);
    await page.goto('/growth/kpi-tracker');
    await expect(page.getByRole('heading', { name: 'KPI Tracker' })).toBeVisible();
    await expect(kpiCard(page, 'prospects_contacted').getByTestId('kpi-total')).toHaveText('0');

    await page.goto('/growth/prospecting');
    await expect(
      page.getByText('No prospects yet. Start by adding your first prospect!'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add Prospect' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Prospect' });
    // Company is required: the form says so and sends nothing.
    await dialog.getByRole('button', { name: 'Add Prospect' }).click();
    await expect(dialog.getByText('Company name is required')).toBeVisible();
    await dialog.getByLabel('Company name *').fill('Lopez Dental');
    await dialog.getByLabel('Contact name').fill('Maria Lopez');
    await dialog.getByLabel('Industry').fill('Dental practice');
    await dialog.getByLabel('Estimated value (USD)').fill('4500');
    await dialog.getByRole('button', { name: 'Add Prospect' }).click();
    await expectToast(page, 'Prospect added successfully');
    await expect(dialog).toBeHidden();

    const lopez = row(page, 'Lopez Dental');
    await expect(lopez).toContainText('Maria Lopez');
    await expect(lopez).toContainText('No email');
    await expect(lopez).toContainText('$4,500');
    await expect(lopez.getByTestId('prospect-status-badge')).toHaveText('New');

    await chooseOption(page, 'Status of Lopez Dental', 'Contacted');
    await expectToast(page, 'Prospect status updated');
    await expect(lopez.getByTestId('prospect-status-badge')).toHaveText('Contacted');

    // The history names both statuses.
    await lopez.getByRole('button', { name: 'History Lopez Dental' }).click();
    const history = page.getByTestId('prospect-history');
    await expect(history.getByText('Added as')).toBeVisible();
    await expect(history.getByTestId('prospect-status-badge')).toHaveText([
      'New',
      'New',
      'Contacted',
    ]);
    await page.keyboard.press('Escape');

    // Back and forth counts once.
    await chooseOption(page, 'Status of Lopez Dental', 'New');
    await expect(lopez.getByTestId('prospect-status-badge')).toHaveText('New');
    await chooseOption(page, 'Status of Lopez Dental', 'Contacted');
    await expect(lopez.getByTestId('prospect-status-badge')).toHaveText('Contacted');

    await page.goto('/growth/kpi-tracker');
    await expect(kpiCard(page, 'prospects_contacted').getByTestId('kpi-total')).toHaveText('1');
    await page.getByRole('tab', { name: 'History' }).click();
    const entry = page.getByTestId('kpi-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Automatic');
    await expect(entry).toContainText('from Lopez Dental');
  });

  test('search, filter, edit and delete prospects', async ({ page }) => {
    await signIn(page);
    for (const data of [
      { companyName: 'Carter HVAC', contactName: 'James Carter', status: 'qualified' },
      { companyName: 'Bright Smiles', email: 'hello@brightsmiles.example' },
    ]) {
      expect((await page.request.post('/api/prospects', { data })).status()).toBe(201);
    }
    await page.goto('/growth/prospecting');
    await expect(row(page, 'Carter HVAC')).toBeVisible();
    await page.getByPlaceholder('Search by company, contact or email').fill('JAMES');
    await expect(row(page, 'Bright Smiles')).toBeHidden();
    await expect(row(page, 'Carter HVAC')).toBeVisible();
    await page.getByPlaceholder('Search by company, contact or email').fill('');
    await chooseOption(page, 'Filter by status', 'New');
    await expect(row(page, 'Carter HVAC')).toBeHidden();
    await expect(row(page, 'Bright Smiles')).toBeVisible();
    await chooseOption(page, 'Filter by status', 'All statuses');

    await row(page, 'Bright Smiles').getByRole('button', { name: 'Edit Bright Smiles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Prospect' });
    await dialog.getByLabel('Contact name').fill('Dana Whitfield');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Prospect updated');
    await expect(row(page, 'Bright Smiles')).toContainText('Dana Whitfield');

    await row(page, 'Carter HVAC').getByRole('button', { name: 'Delete Carter HVAC' }).click();
    await page.getByRole('button', { name: 'Delete prospect' }).click();
    await expectToast(page, 'Prospect deleted');
    await expect(row(page, 'Carter HVAC')).toBeHidden();
  });

  test('record a KPI by hand and set a goal', async ({ page }) => {
    await signIn(page);
    await page.goto('/growth/kpi-tracker');
    await page.getByRole('button', { name: 'Add KPI' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add KPI' });
    // Today and monthly by default.
    const today = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    await expect(dialog.getByLabel('Date *')).toHaveValue(today);
    await expect(
      dialog.getByRole('combobox', { name: 'Period' }).locator('option:checked'),
    ).toHaveText('Monthly');
    await dialog.getByRole('button', { name: 'Record KPI' }).click();
    await expect(dialog.getByText('KPI type is required')).toBeVisible();
    await chooseOption(page, 'KPI type *', 'Meetings Scheduled');
    await dialog.getByLabel('Value *').fill('9');
    await dialog.getByLabel('Target').fill('12');
    await dialog.getByRole('button', { name: 'Record KPI' }).click();
    await expectToast(page, 'KPI recorded successfully');
    await expect(dialog).toBeHidden();

    const card = kpiCard(page, 'meetings_scheduled');
    await expect(card.getByTestId('kpi-total')).toHaveText('9');
    await expect(card).toContainText('of 12');
    // 9 of 12 is 75%: a yellow bar.
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    await expect(card.getByRole('progressbar')).toHaveAttribute('data-colour', 'yellow');

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByTestId('kpi-entry')).toContainText('Typed in');

    // A goal replaces the entry's target.
    await page.getByRole('tab', { name: 'Goals' }).click();
    const goal = page.getByLabel('Meetings Scheduled goal');
    await expect(goal).toHaveValue('10'); // the low end of the recommended 10-20
    await goal.fill('10');
    await page.getByRole('button', { name: 'Save goal Meetings Scheduled' }).click();
    await expectToast(page, 'Goal saved');
    await expect(card).toContainText('of 10');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90');
    await expect(card.getByRole('progressbar')).toHaveAttribute('data-colour', 'green');
  });

  test('copy a script filled from a prospect and download it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.request.post('/api/prospects', {
      data: { companyName: 'Harbor Law', contactName: 'Sam Ortiz', industry: 'law' },
    });
    await page.goto('/growth/sales-scripts');
    await expect(page.getByRole('heading', { name: 'Sales Scripts Library' })).toBeVisible();
    for (const tab of ['Cold Outreach', 'Phone Scripts', 'Follow-up', 'Objection Handling']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await chooseOption(page, 'Fill from a prospect', 'Harbor Law (Sam Ortiz)');

    const card = page.locator('[data-script-id="email-intro"]');
    await expect(card).toContainText('Hi Sam,');
    await card.getByRole('button', { name: /^Copy / }).click();
    await expect(card.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expectToast(page, 'Copied!', 'Script copied to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Subject: Quick question about Harbor Law enquiries');
    expect(copied).toContain('Hi Sam,');
    // "Copied!" goes back to "Copy" after two seconds.
    await expect(card.getByRole('button', { name: /^Copy / })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: /^Download/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('email-intro.txt');
    const file = readFileSync((await download.path())!, 'utf8');
    expect(file).toContain('Quick question about Harbor Law enquiries');
    await expectToast(page, 'Resource downloaded successfully');
  });

  test('the hub follows the saved state of each guide', async ({ page }) => {
    await signIn(page);
    await page.goto('/growth-tools');
    await expect(page.getByTestId('growth-overall')).toContainText('0 of 5 modules completed');
    const card = (title: RegExp) =>
      page
        .getByTestId('growth-module-card')
        .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card(/KPI Tracking/)).toContainText('Not started');
    await expect(card(/KPI Tracking/).getByRole('link', { name: /Start Module/ })).toBeVisible();
    await expect(card(/KPI Tracking/)).toContainText('+2 more');

    // What the guide pages do: opening marks in progress, "Mark module complete" completes.
    const put = (id: string, status: string) =>
      page.request.put(`/api/user-progress/${id}`, {
        data: { status, progressPercentage: status === 'completed' ? 100 : 40 },
      });
    expect((await put('kpi-tracker', 'in_progress')).status()).toBe(200);
    // The guide's own button completes its module.
    await card(/Sales Scripts/)
      .getByRole('link', { name: /Start Module/ })
      .click();
    await expect(page).toHaveURL(/\/growth-tools\/sales-scripts$/);
    await page.getByRole('button', { name: 'Mark module complete' }).click();
    await expect(page.getByRole('button', { name: 'Mark module complete' })).toBeHidden();
    await page.goto('/growth-tools');
    await expect(page.getByTestId('growth-overall')).toContainText('1 of 5 modules completed');
    await expect(page.getByTestId('growth-overall')).toContainText('20%');
    await expect(card(/KPI Tracking/)).toContainText('In progress');
    await expect(card(/KPI Tracking/).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(card(/KPI Tracking/).getByRole('link', { name: /Continue/ })).toBeVisible();
    await expect(card(/Sales Scripts/).getByRole('link', { name: /Review Module/ })).toBeVisible();

    // Quick access and the short paths reach the tools.
    await page.getByRole('link', { name: 'View Dashboard' }).click();
    await expect(page).toHaveURL(/\/growth\/kpi-tracker$/);
    await page.goto('/networking');
    await expect(page).toHaveURL(/\/growth\/networking$/);
    await page.goto('/closing-tools');
    await expect(page).toHaveURL(/\/growth\/closing-tools$/);
    await page.getByRole('tab', { name: 'ROI Calculator' }).click();
    await expect(page.getByTestId('roi-result')).toContainText('$47,000');
    await expect(page.getByTestId('roi-result')).toContainText('3.8 months');
    await page.getByLabel('Implementation cost (USD)').fill('30000');
    await expect(page.getByTestId('roi-result')).toContainText('7.7 months');
  });

  test('the ROI calculator works out what it can when an input is empty, and says what waits for it', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/growth/closing-tools');
    await page.getByRole('tab', { name: 'ROI Calculator' }).click();
    const figure = (label: string) =>
      page.getByTestId('roi-figure').filter({ has: page.getByText(label, { exact: true }) });
    const cost = page.getByLabel('Implementation cost (USD)');
    await cost.fill('');
    // The savings do not use the implementation cost: they stay.
    await expect(figure('Total annual savings')).toContainText('$47,000');
    await expect(figure('Monthly savings')).toContainText('$3,917');
    for (const label of ['Implementation cost (USD)', 'Payback period', 'First-year return']) {
      await expect(figure(label)).toContainText('–');
      await expect(figure(label)).toContainText('Needs Implementation cost (USD)');
    }
    await expect(cost).toHaveAttribute('aria-invalid', 'true');
    await expect(cost).toHaveAccessibleDescription(
      'Enter a number from 0 upward. Needed for: Payback period, First-year return.',
    );

    // Another input empty instead: the implementation cost is back, the savings wait.
    await cost.fill('15000');
    await page.getByLabel('Cost of an hour (USD)').fill('');
    await expect(figure('Implementation cost (USD)')).toContainText('$15,000');
    await expect(figure('Total annual savings')).toContainText('Needs Cost of an hour (USD)');
    await expect(figure('Payback period')).toContainText('Needs Cost of an hour (USD)');
    await expect(cost).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('objections are quoted once', async ({ page }) => {
    await signIn(page);
    await page.goto('/growth/closing-tools');
    await page.getByRole('tab', { name: 'Objections' }).click();
    for (const { objection } of closingObjections) {
      const heading = page.getByRole('heading', { name: objection });
      await expect(heading).toBeVisible();
      const shown = (await heading.textContent()) ?? '';
      expect(shown.match(/["“”]/g), shown).toHaveLength(2);
    }
    await expect(page.getByRole('heading', { name: '“It’s too expensive.”' })).toBeVisible();
  });

  test('KPI history writes dates as people read them and says which entries each period counts', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/growth/kpi-tracker');
    const today = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    for (const entry of [
      { kpiType: 'deals_closed', value: 2, period: 'monthly' },
      { kpiType: 'prospects_contacted', value: 7, period: 'daily' },
    ]) {
      const made = await page.request.post('/api/user-kpis', {
        data: { ...entry, date: today },
        headers: { 'x-time-zone': zone },
      });
      expect(made.status()).toBe(201);
    }

    await page.goto('/growth/kpi-tracker?tab=history');
    const entries = page.getByTestId('kpi-entry');
    await expect(entries).toHaveCount(2);
    for (const entry of await entries.all()) {
      const date = entry.locator('time');
      await expect(date).toHaveAttribute('datetime', today);
      // "Wed, Nov 25, 2026", never "2026-11-25".
      await expect(date).toHaveText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      await expect(entry).not.toContainText(today);
    }
    await expect(page.getByTestId('kpi-counted')).toHaveText(
      'Counts every entry dated this month: daily, weekly and monthly.',
    );

    // This week leaves the monthly entry out, and the page says so.
    await page.goto('/growth/kpi-tracker?tab=history&period=weekly');
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText('Prospects Contacted');
    await expect(page.getByTestId('kpi-counted')).toContainText(
      'Monthly entries count in This month only',
    );
    await expect(kpiCard(page, 'deals_closed').getByTestId('kpi-total')).toHaveText('0');
  });

  test('the closing tools show the kit the server sends', async ({ page }) => {
    await signIn(page);
    const served = page.waitForResponse((r) => r.url().endsWith('/api/growth/kits/closing-tools'));
    await page.goto('/growth/closing-tools');
    expect((await served).status()).toBe(200);
    await expect(page.getByRole('heading', { name: closingTechniques[0].name })).toBeVisible();
    await expect(page.getByText(closingTechniques[0].watchOut)).toBeVisible();
    await expect(page.getByText(closingDosAndDonts.dos[0])).toBeVisible();
    await page.getByRole('tab', { name: 'Templates' }).click();
    await expect(page.getByRole('heading', { name: closingTemplates[0].title })).toBeVisible();
  });

  test('the built JavaScript holds the tab labels and guide titles but none of the kits’ or guides’ text', () => {
    const assets = join(process.env.DIST_DIR ?? 'dist', 'client', 'assets');
    const js = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    /** A long plain run of a text (letters, digits, spaces, commas), untouched by JS escaping. */
    const plainRun = (text: string) => {
      const runs = text.match(/[A-Za-z0-9 ,]{30,}/g) ?? [];
      const longest = runs.sort((a, b) => b.length - a.length)[0];
      if (!longest) throw new Error(`No plain run of 30 characters in: ${text}`);
      return longest.trim();
    };
    const secret = [
      ...salesScripts.map((script) => script.description),
      ...closingTechniques.map((technique) => technique.example),
      ...closingObjections.map((objection) => objection.response),
      ...closingTemplates.map((template) => template.body),
      closingDosAndDonts.donts[0],
      ...networkingStrategies.map((strategy) => strategy.description),
      ...networkingEvents.map((event) => event.whyGo),
      ...conversationScenarios.map((scenario) => scenario.starters[0]),
      ...networkingFollowUps.map((followUp) => followUp.body),
      ...networkingTimeline.map((step) => step.detail),
      ...[
        aiAgencyToolsGuide,
        salesScriptsGuide,
        kpiTrackerGuide,
        closingTechniquesGuide,
        socialMediaGuide,
      ].flatMap((guide) => [guide.outcome, guide.exercises[0].steps[0]]),
      aiAgencyToolsGuide.categories[0].tools[0].description,
      aiAgencyToolsGuide.roi.sections[0].paragraphs[0],
      ...salesScriptsGuide.scripts.map((script) => script.text),
      salesScriptsGuide.followUp.emails[0].template,
      kpiTrackerGuide.exampleNote,
      kpiTrackerGuide.dashboard.sections[0].paragraphs[0],
      kpiGuideHeadlines['This Month'][0].meaning,
      ...closingTechniquesGuide.techniques.map((technique) => technique.example),
      closingTechniquesGuide.psychology.intro,
      ...socialMediaGuide.content.templates.map((template) => template.text),
      socialMediaGuide.strategy.sections[0].paragraphs[0],
    ].map(plainRun);

    expect(scriptCategories.map((c) => c.intro).filter((intro) => !js.includes(intro))).toEqual([]);
    const titles = Object.values(guideHeaders).map((header) => header.title);
    expect(titles.filter((title) => !js.includes(title))).toEqual([]);
    expect(secret.filter((sentence) => js.includes(sentence))).toEqual([]);
  });
});
