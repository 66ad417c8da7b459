import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { structuredModules } from '../content/learning/modules';
import { learningPages } from '../content/learning/pages';
import { allResourceEntries } from '../content/learning/resources';
import { toolboxContent } from '../content/learning/toolbox';
import { completeStructuredModules, expectToast, newAccount, signIn } from './support';

const foundations = structuredModules[0];

test.describe('Learning', () => {
  test('start a module, go forward two lessons, reload and resume, finish and see the dialog', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/structured-learning');
    const progressBox = page.getByTestId('progress-box');
    await expect(progressBox).toContainText('0%');
    const card = page.getByTestId(`module-card-${foundations.id}`);
    await expect(card).toContainText(`${foundations.lessons.length} lessons`);
    await card.getByRole('link', { name: 'Start Learning' }).click();

    await expect(page).toHaveURL(new RegExp(`${foundations.route}$`));
    await expect(page.getByRole('heading', { level: 1, name: foundations.title })).toBeVisible();
    await page.getByRole('button', { name: 'Start Module' }).click();

    const total = foundations.lessons.length;
    await expect(page.getByTestId('lesson-badge')).toHaveText(`Lesson 1 of ${total}`);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Key Takeaways' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('lesson-badge')).toHaveText(`Lesson 2 of ${total}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('lesson-badge')).toHaveText(`Lesson 3 of ${total}`);
    await expect(page.getByTestId('player-progress')).toHaveText(
      `Progress: ${Math.round((2 / total) * 100)}%`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: foundations.lessons[2].title }),
    ).toBeVisible();

    // A reload (or another device) opens the intro, whose start resumes at lesson 3.
    await page.reload();
    await page.getByRole('button', { name: 'Resume at lesson 3' }).click();
    await expect(page.getByTestId('lesson-badge')).toHaveText(`Lesson 3 of ${total}`);

    for (let lesson = 3; lesson < total; lesson++) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByTestId('lesson-badge')).toHaveText(`Lesson ${lesson + 1} of ${total}`);
    }
    await page.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(foundations.congratulation);
    await expect(page.getByTestId('player-progress')).toHaveText('Progress: 100%');
    await dialog.getByRole('button', { name: 'Back to Structured Learning' }).click();
    await expect(page).toHaveURL(/\/structured-learning$/);
    await expect(card.getByRole('link', { name: 'Review Module' })).toBeVisible();
    // One of the twelve core items: the sidebar moves from 0% to 8%.
    await expect(progressBox).toContainText('8%');
  });

  test('complete the four modules, download the certificate and open its public page signed out', async ({
    page,
    browser,
  }) => {
    const account = await signIn(page, newAccount({ firstName: 'Grace', lastName: 'Hopper' }));
    await completeStructuredModules(page);
    await page.goto('/structured-learning');
    const box = page.getByTestId('certificate-box');
    // The machine is shared: the first load of the learning screens may take a while.
    await expect(box).toContainText('Your certificate is ready');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      box.getByRole('link', { name: 'Download certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Agency Launchpad certificate – Grace Hopper.pdf');
    const publicPath = await box
      .getByRole('link', { name: 'Open its public page' })
      .getAttribute('href');
    expect(publicPath).toMatch(/^\/certificates\/[A-Za-z0-9_-]{22}$/);

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(publicPath!);
    await expect(publicPage.getByTestId('certificate-valid')).toContainText('Grace Hopper');
    await expect(publicPage.getByTestId('certificate-valid')).not.toContainText(account.email);
    await publicPage.goto('/certificates/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(publicPage.getByRole('alert')).toContainText('No certificate has this id.');
    await visitor.close();
  });

  test('download a PDF and complete a lesson from the toolbox dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/ai-toolbox/dashboard');
    await expect(page.getByRole('heading', { name: 'AI Toolbox Dashboard' })).toBeVisible();
    const track = toolboxContent.tracks[0];
    const lesson = track.lessons[0];
    const resource = lesson.resources[0];
    const card = page.getByTestId(`toolbox-card-${lesson.id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: new RegExp(resource.name) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${resource.name}.pdf`);
    await expectToast(page, 'Resource downloaded successfully');

    await card.getByRole('link', { name: `Start: ${lesson.title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    // The lesson text arrives from the server.
    await expect(page.getByText(lesson.outcome)).toBeVisible();
    await expect(page.getByText(lesson.takeaways[0])).toBeVisible();
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await expectToast(page, 'Lesson completed');
    await page.getByRole('button', { name: 'Back to AI Toolbox' }).click();
    await expect(card).toContainText('Completed');

    // The tools directory opens each tool in a new tab without giving it this page.
    await page.getByRole('tab', { name: 'AI Tools & Platforms' }).click();
    const visit = page.getByRole('link', { name: /^Visit .* \(opens in a new tab\)$/ }).first();
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', /noopener/);
  });

  test('a learning page saves its completion and gives its PDF', async ({ page }) => {
    await signIn(page);
    await page.goto('/learning/basics');
    await expect(page.getByRole('heading', { level: 1, name: 'The Basics' })).toBeVisible();
    await expect(page.getByText(learningPages.basics.keyConcepts.intro)).toBeVisible();
    await page.getByRole('button', { name: 'Mark Module as Complete' }).click();
    await expect(page.getByTestId('page-actions')).toContainText('Module completed');
    await expect(page.getByTestId('progress-box')).toContainText('8%');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Module Resources' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await page.reload();
    await expect(page.getByTestId('page-actions')).toContainText('Module completed');
  });

  test('the lesson player shows the lesson text it fetched from the API', async ({ page }) => {
    await signIn(page);
    const module = structuredModules[1];
    const served = page.waitForResponse((r) =>
      r.url().endsWith(`/api/learning/modules/${module.id}/lessons`),
    );
    await page.goto(module.route);
    const response = await served;
    expect(response.status()).toBe(200);
    const lessons = (await response.json()).lessons as { content: { overview: string } }[];
    expect(lessons[0].content.overview).toBe(module.lessons[0].content.overview);

    await page.getByRole('button', { name: 'Start Module' }).click();
    await expect(page.getByText(module.lessons[0].content.overview)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('lesson-badge')).toHaveText(
      `Lesson 2 of ${module.lessons.length}`,
    );
    await expect(page.getByText(module.lessons[1].content.overview)).toBeVisible();
  });

  test('the built JavaScript holds the course catalogue but none of the lesson text', () => {
    const assets = join(process.env.DIST_DIR ?? 'dist', 'client', 'assets');
    const js = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    /** A long plain run of a text (letters, digits, spaces, commas), untouched by JS escaping. */
    const plainRun = (text: string) => {
      const runs = text.match(/[A-Za-z0-9 ,]{40,}/g) ?? [];
      const longest = runs.sort((a, b) => b.length - a.length)[0];
      if (!longest) throw new Error(`No plain run of 40 characters in: ${text}`);
      return longest.trim();
    };
    const paragraph = (blocks: readonly unknown[]) =>
      blocks.find(
        (b): b is { kind: 'paragraph'; text: string } =>
          typeof b === 'object' && b !== null && (b as { kind?: string }).kind === 'paragraph',
      )!.text;

    const secret = [
      ...structuredModules.flatMap((m) => [
        m.lessons[0].content.overview,
        m.lessons.at(-1)!.content.overview,
      ]),
      ...toolboxContent.tracks.flatMap((t) => [
        t.lessons[0].outcome,
        paragraph(t.lessons[1].sections.flatMap((section) => section.blocks)),
      ]),
      learningPages.basics.keyConcepts.concepts[0].definition,
      learningPages['ai-understanding'].framework.steps[0].description,
      learningPages['ai-tools'].departments[0].intro,
      learningPages['personal-development'].leadership.intro,
      paragraph(
        allResourceEntries[0].resource.document.sections.flatMap((section) => section.blocks),
      ),
    ].map(plainRun);

    // The catalogue is there, so these are the right files.
    const catalogue = [
      structuredModules[0].lessons[1].title,
      toolboxContent.tracks[0].lessons[0].title,
    ];
    expect(catalogue.filter((title) => !js.includes(title))).toEqual([]);
    expect(secret.filter((sentence) => js.includes(sentence))).toEqual([]);
  });
});
