import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { catalogue } from '../common/catalogue';
import { findStructuredModule, structuredModules } from '../content/learning/modules';
import { learningPages } from '../content/learning/pages';
import { allResourceEntries } from '../content/learning/resources';
import { toolboxContent } from '../content/learning/toolbox';
import {
  axeViolations,
  completeStructuredModules,
  expectToast,
  newAccount,
  signIn,
} from './support';

const foundations = structuredModules[0];
const essentialTools = findStructuredModule('essential-ai-tools')!;

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
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
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
    const verifyUrl = new URL(publicPath!, page.url()).href;
    const certificateId = publicPath!.split('/').pop()!;

    // The verify link is shown whole and copied with a visible confirmation.
    await expect(box.getByLabel(/Link to share/)).toHaveValue(verifyUrl);
    await box.getByRole('button', { name: 'Copy link to your certificate' }).click();
    await expect(box.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expectToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(verifyUrl);

    // "Add to LinkedIn" opens LinkedIn's certification form filled from the certificate.
    const linkedIn = box.getByRole('link', { name: /^Add to LinkedIn/ });
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', /noopener/);
    const form = new URL((await linkedIn.getAttribute('href'))!);
    expect(`${form.origin}${form.pathname}`).toBe('https://www.linkedin.com/profile/add');
    const issued = (await (await page.request.get('/api/certificates/mine')).json()).certificate
      .issuedAt as string;
    expect(Object.fromEntries(form.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'AI Agency Foundations: the four structured modules',
      organizationName: 'Agency Launchpad',
      issueYear: String(new Date(issued).getUTCFullYear()),
      issueMonth: String(new Date(issued).getUTCMonth() + 1),
      certUrl: verifyUrl,
      certId: certificateId,
    });

    // axe finds nothing in the box with its new controls (CSP bypassed for axe's script only).
    const checked = await browser.newContext({
      bypassCSP: true,
      storageState: await page.context().storageState(),
    });
    const checkedPage = await checked.newPage();
    await checkedPage.goto('/structured-learning');
    await expect(checkedPage.getByTestId('certificate-box')).toBeVisible();
    expect(await axeViolations(checkedPage)).toEqual([]);
    await checked.close();

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
    await page.getByRole('button', { name: 'Back to AI Toolbox' }).first().click();
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
      essentialTools.practice!.overview,
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

  test('a toolbox lesson completes and continues: to the next lesson, then to the next track', async ({
    page,
  }) => {
    await signIn(page);
    const [basics, sales] = toolboxContent.tracks;
    const completed = async () =>
      ((await (await page.request.get('/api/lesson-completions')).json()) as { lessonId: string }[])
        .map((c) => c.lessonId)
        .sort();

    // A save the server refuses keeps the reader on the lesson, with a message.
    await page.route('**/api/user-progress/*/lessons/*', (route) =>
      route.request().method() === 'PUT' && !route.request().url().endsWith('/opened')
        ? route.fulfill({ status: 500, body: '' })
        : route.continue(),
    );
    await page.goto(`/ai-toolbox/dashboard?lesson=${basics.lessons[0].id}`);
    await expect(page.getByText('Up next: ' + basics.lessons[1].title)).toBeVisible();
    await page.getByRole('button', { name: 'Complete and continue' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Error' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: basics.lessons[0].title }),
    ).toBeVisible();
    expect(await completed()).toEqual([]);
    await page.unroute('**/api/user-progress/*/lessons/*');

    await page.getByRole('button', { name: 'Complete and continue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: basics.lessons[1].title }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`lesson=${basics.lessons[1].id}$`));
    // Saved by the server before the next lesson opened.
    expect(await completed()).toEqual([basics.lessons[0].id]);

    // The last lesson of a track leads on to the first of the next track.
    const last = basics.lessons[basics.lessons.length - 1];
    await page.goto(`/ai-toolbox/dashboard?lesson=${last.id}`);
    await expect(
      page.getByText(`Up next, the ${sales.shortTitle} track: ${sales.lessons[0].title}`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Complete and continue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: sales.lessons[0].title }),
    ).toBeVisible();
    expect(await completed()).toEqual([basics.lessons[0].id, last.id].sort());

    // A lesson already complete offers to continue without saving again.
    await page.goto(`/ai-toolbox/dashboard?lesson=${basics.lessons[0].id}`);
    await expect(page.getByTestId('toolbox-lesson-actions')).toContainText('Lesson completed');
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: basics.lessons[1].title }),
    ).toBeVisible();
  });

  test('Essential AI Tools is its 75 minutes: the curriculum and the last lesson hold a practice project', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/structured-learning');
    await expect(page.getByTestId(`module-card-${essentialTools.id}`)).toContainText('75 min');
    await page.goto(essentialTools.route);
    const practice = essentialTools.practice!;
    await expect(page.getByRole('definition').filter({ hasText: /^75$/ })).toBeVisible();
    await expect(page.getByTestId('curriculum-practice')).toContainText(practice.title);
    await expect(page.getByTestId('curriculum-practice')).toContainText('10 minutes');

    // The last lesson shows the project (text served with the lessons) before Complete Toolkit.
    await page.goto(`${essentialTools.route}?lesson=5`);
    await expect(page.getByTestId('lesson-badge')).toHaveText('Tool Training 5 of 5');
    const card = page.getByTestId('practice-project');
    await expect(card.getByRole('heading', { level: 2, name: practice.title })).toBeVisible();
    await expect(card).toContainText(practice.overview);
    await expect(card.getByRole('region', { name: /The drill’s answers/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Toolkit' })).toBeVisible();
  });
});

test.describe('Home dashboard', () => {
  test('continues where the learner left off, on another device too', async ({ page, browser }) => {
    const account = await signIn(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(page.getByTestId('dashboard-stats')).toBeVisible();
    await expect(page.getByTestId('continue-card')).toHaveCount(0);

    // Lesson 2 of Essential AI Tools, opened in the player.
    await page.goto(essentialTools.route);
    await page.getByRole('button', { name: 'Start Module' }).click();
    await page.getByRole('button', { name: 'Next Tool' }).click();
    await expect(page.getByTestId('lesson-badge')).toHaveText('Tool Training 2 of 5');
    await page.goto('/');
    const card = page.getByTestId('continue-card');
    await expect(card).toContainText('Continue where you left off');
    await expect(card).toContainText(essentialTools.lessons[1].title);
    await expect(card).toContainText(`${essentialTools.title} · Tool Training 2 of 5`);

    // Another device, signed in as the same learner, is offered the same lesson and opens it.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phonePage = await phone.newPage();
    const login = await phonePage.request.post('/api/auth/login', {
      data: { username: account.username, password: account.password },
    });
    expect(login.status()).toBe(200);
    await phonePage.goto('/');
    await phonePage
      .getByRole('link', { name: `Continue: ${essentialTools.lessons[1].title}` })
      .click();
    await expect(phonePage.getByTestId('lesson-badge')).toHaveText('Tool Training 2 of 5');
    await expect(
      phonePage.getByRole('heading', { level: 1, name: essentialTools.lessons[1].title }),
    ).toBeVisible();
    await phone.close();

    // On a phone the card passes axe (CSP bypassed for axe's script only).
    const checked = await browser.newContext({
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
      storageState: await page.context().storageState(),
    });
    const checkedPage = await checked.newPage();
    await checkedPage.goto('/');
    await expect(checkedPage.getByTestId('continue-card')).toBeVisible();
    await expect(checkedPage.getByTestId('dashboard-stats')).toBeVisible();
    expect(await axeViolations(checkedPage)).toEqual([]);
    await checked.close();

    // A toolbox lesson opened later takes its place.
    const track = toolboxContent.tracks[2];
    await page.goto(`/ai-toolbox/dashboard?lesson=${track.lessons[1].id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: track.lessons[1].title }),
    ).toBeVisible();
    await page.goto('/');
    await expect(card).toContainText(track.lessons[1].title);
    await expect(card).toContainText(`${track.title} · Lesson 2 of 3`);
    await card.getByRole('link', { name: /^Continue/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: track.lessons[1].title }),
    ).toBeVisible();
  });

  test('says "Launched" with the date once the launch day has passed', async ({ page }) => {
    const day = new Date(`${catalogue.launch.launchDate}T12:00:00Z`);
    await page.clock.setFixedTime(new Date(day.getTime() + 2 * 86_400_000));
    await signIn(page);
    await page.goto('/');
    await expect(page.getByTestId('launch-badge')).toHaveText(
      `Launched ${catalogue.launch.launchDateLabel}`,
    );
  });

  test('says "Launching" with the date before the launch day', async ({ page }) => {
    const day = new Date(`${catalogue.launch.launchDate}T12:00:00Z`);
    await page.clock.setFixedTime(new Date(day.getTime() - 2 * 86_400_000));
    await signIn(page);
    await page.goto('/');
    await expect(page.getByTestId('launch-badge')).toHaveText(
      `Launching ${catalogue.launch.launchDateLabel}`,
    );
  });

  test('counts a sales script download among the resources downloaded', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    const downloads = page
      .getByTestId('dashboard-stats')
      .locator('div', { hasText: 'Resources downloaded' })
      .locator('dd');
    await expect(downloads).toHaveText('0');
    await page.goto('/growth/sales-scripts');
    const script = page.getByTestId('script-card').first();
    const downloading = page.waitForEvent('download');
    await script.getByRole('button', { name: /^Download/ }).click();
    await downloading;
    await expectToast(page, 'Resource downloaded successfully');
    // Back on the dashboard in the same visit, the figure has moved.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(downloads).toHaveText('1');
  });
});
