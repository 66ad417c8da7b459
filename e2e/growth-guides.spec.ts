import { expect, test } from '@playwright/test';
import { signIn } from './support';

const guides = [
  {
    path: '/growth-tools/ai-agency-tools',
    title: 'Essential Tech + AI Agency Tools',
    tabs: ['Overview', 'Tools Guide', 'Setup', 'ROI Analysis'],
  },
  {
    path: '/growth-tools/sales-scripts',
    title: 'B2B Sales Scripts and Templates',
    tabs: ['Overview', 'Scripts', 'Follow-up', 'Metrics'],
  },
  {
    path: '/growth-tools/kpi-tracker',
    title: 'KPI Tracking',
    tabs: ['Dashboard', 'Pipeline', 'All Metrics', 'Goals'],
  },
  {
    path: '/growth-tools/closing-techniques',
    title: 'Advanced Closing Techniques',
    tabs: ['Overview', 'Techniques', 'Objections', 'Psychology'],
  },
  {
    path: '/growth-tools/social-media-strategy',
    title: 'Social Media for Business Development',
    tabs: ['Overview', 'Content', 'Strategy', 'Metrics'],
  },
];

type Progress = { moduleId: string; status: string; progressPercentage: number };

test.describe('growth guides', () => {
  // One guide a test: each page's first load can take seconds on a shared two-core machine.
  for (const guide of guides) {
    const id = guide.path.split('/').pop()!;

    test(`${id}: opens with its tabs, a way back and the module marked in progress`, async ({
      page,
    }) => {
      await signIn(page);
      await page.goto(guide.path);
      await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Growth Tools' })).toHaveAttribute(
        'href',
        '/growth-tools',
      );
      for (const name of guide.tabs) {
        const tab = page.getByRole('tab', { name, exact: true });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).not.toBeEmpty();
      }
      await expect(page.getByTestId('guide-status')).toHaveText('In progress');
      await expect(page.getByRole('button', { name: 'Mark module complete' })).toBeVisible();
      // All four tabs were opened: four fifths of the way; the last fifth is Mark module complete.
      await expect
        .poll(async () => {
          const saved = (await (await page.request.get('/api/user-progress')).json()) as Progress[];
          return saved.find((item) => item.moduleId === id);
        })
        .toMatchObject({ status: 'in_progress', progressPercentage: 80 });
    });

    test(`${id}: fits the desktop and the phone screen`, async ({ page }) => {
      await signIn(page);
      for (const viewport of [
        { name: 'desktop', width: 1280, height: 800 },
        { name: 'phone', width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(guide.path);
        await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
        await page.screenshot({
          path: `.tmp/screens/growth-guides/${viewport.name}-${id}.png`,
          fullPage: true,
        });
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scroll, `${id} fits the ${viewport.name} width`).toBeLessThanOrEqual(viewport.width);
      }
    });
  }

  test('copy a script: "Copied!" shows, the clipboard holds it, and the label returns', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.goto('/growth-tools/sales-scripts?tab=scripts');
    const copy = page.getByRole('button', { name: 'Copy "The 15-minute qualifying call"' });
    await copy.click();
    await expect(page.getByText('Copied!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('What made you reply to my email?');
    await expect(page.getByText('Copied!')).toHaveCount(0);
    await expect(copy).toBeVisible();

    await page.getByRole('tab', { name: 'Follow-up' }).click();
    await page.getByRole('button', { name: /^Copy "Day 4:/ }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Subject: /);
  });

  test('the KPI guide labels its figures as examples and sends Add KPI to the real tracker', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/growth-tools/kpi-tracker');
    await expect(page.getByText('Example figures')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'This Month' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByText('$45,000', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'This Year' }).click();
    await expect(page.getByText('$470,000', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add KPI' })).toHaveAttribute(
      'href',
      '/growth/kpi-tracker',
    );
    await expect(page.getByRole('link', { name: 'Add Goal' })).toHaveAttribute(
      'href',
      /^\/growth\/kpi-tracker/,
    );
  });

  test('mark a guide complete: the state is saved and survives a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/growth-tools/closing-techniques');
    await expect(page.getByTestId('guide-status')).toHaveText('In progress');
    await page.getByRole('button', { name: 'Mark module complete' }).click();
    await expect(page.getByText('Module completed')).toBeVisible();
    await expect(page.getByTestId('guide-status')).toHaveText('Completed');

    await page.reload();
    await expect(page.getByTestId('guide-status')).toHaveText('Completed');
    await expect(page.getByRole('button', { name: 'Mark module complete' })).toHaveCount(0);
    // Opening it again never moves it back to in progress.
    await page.getByRole('tab', { name: 'Psychology' }).click();
    const saved = (await (await page.request.get('/api/user-progress')).json()) as Progress[];
    expect(saved.find((item) => item.moduleId === 'closing-techniques')).toMatchObject({
      status: 'completed',
      progressPercentage: 100,
    });
  });
});
