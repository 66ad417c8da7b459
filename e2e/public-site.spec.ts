import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { brand } from '../common/brand';
import { prerenderedRoutes } from '../common/routes';
import { freeGuide, renderFreeGuideText } from '../content/guide';
import {
  agencySalesContent,
  freeGuideContent,
  landingContent,
  pageMeta,
  toolboxSalesContent,
} from '../content/marketing';
import { expectToast, holdRequests, signIn, uniqueAddress, uniqueStamp } from './support';

// What the page's policy refused, as the init script below records it.
declare global {
  interface Window {
    cspViolations?: string[];
    prerenderedSeen?: { heading: Element | null; removed: number };
    sameDocument?: boolean;
  }
}

/** The href of every link (or button-styled link) with this exact name inside `scope`. */
function hrefsOf(page: Page, name: string, scope = 'body') {
  return page
    .locator(scope)
    .getByRole('link', { name, exact: true })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

/** Waits until the links named `name` inside `scope` point exactly at `expected`. */
async function expectHrefs(page: Page, name: string, expected: string[], scope = 'body') {
  await expect.poll(() => hrefsOf(page, name, scope)).toEqual(expected);
}

test.describe('prerendered public pages', () => {
  for (const [path, meta] of Object.entries(pageMeta)) {
    test(`${path} arrives as HTML with its title, description, Open Graph tags and canonical link`, async ({
      page,
    }) => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      expect(html).toContain(`<title>${escaped(meta.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escaped(meta.description)}"`);
      expect(html).toContain(`<meta property="og:title" content="${escaped(meta.title)}"`);
      expect(html).toContain(`<link rel="canonical" href="${brand.siteUrl}${path}"`);
      expect(html).toMatch(/<h1[\s>]/);
    });
  }

  test('the landing headline is in the HTML before any script runs', async ({ page, browser }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(landingContent.hero.headline);

    // And a browser with JavaScript off shows it too.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/');
    await expect(
      noScript.getByRole('heading', { level: 1, name: landingContent.hero.headline }),
    ).toBeVisible();
    await context.close();
  });

  test('hydrate without a console error and keep the title in step when navigating', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.locator('[data-card="Networking"]')).toHaveAttribute('href', '/register');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Free AI Guide' }).click();
    await expect(page).toHaveURL(/\/ai-download$/);
    await expect(page).toHaveTitle(pageMeta['/ai-download'].title);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveTitle(pageMeta['/'].title);
    expect(errors).toEqual([]);
  });

  // The landing page is left as its prerendered HTML when React attaches; its links still open
  // the app's pages without loading the whole app again, and a page opened inside the app, then
  // left and opened again, is drawn whole.
  test('links on a page left as prerendered HTML open their pages inside the app', async ({
    page,
  }) => {
    await page.goto('/');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('[data-static]') ?? {}).some((key) =>
            key.startsWith('__react'),
          ),
        ),
      )
      .toBe(true);
    await page.evaluate(() => {
      window.sameDocument = true;
    });
    await page.getByRole('banner').getByRole('link', { name: 'Order Business Leads' }).click();
    await expect(page).toHaveURL(/\/blu-leads$/);
    await expect(page.getByTestId('lead-filter-list')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: landingContent.hero.headline }),
    ).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Free AI Guide' }).click();
    await expect(page).toHaveURL(/\/ai-download$/);
    expect(await page.evaluate(() => window.sameDocument)).toBe(true);
  });

  // A visitor's page comes alive on the HTML that arrived: React attaches to it once and draws
  // nothing of it again, so nothing the visitor sees or types into is replaced.
  for (const { path } of prerenderedRoutes) {
    test(`${path} comes alive on its own HTML, with no element of it drawn again`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root')!;
          const seen = { heading: root.querySelector('h1'), removed: 0 };
          window.prerenderedSeen = seen;
          new MutationObserver((records) => {
            for (const record of records) seen.removed += record.removedNodes.length;
          }).observe(root, { childList: true, subtree: true });
        });
      });
      await page.goto(path);
      // React has attached to the heading when it, or the part left as prerendered HTML that
      // holds it (components/static-html.tsx), carries React's own keys.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const heading = document.querySelector('h1');
            const owner = heading?.closest('[data-static]') ?? heading;
            return Object.keys(owner ?? {}).some((key) => key.startsWith('__react'));
          }),
        )
        .toBe(true);
      const seen = await page.evaluate(() => ({
        sameHeading: window.prerenderedSeen?.heading === document.querySelector('h1'),
        removed: window.prerenderedSeen?.removed,
      }));
      expect(seen).toEqual({ sameHeading: true, removed: 0 });
    });
  }

  test('robots.txt points to a sitemap listing the public pages', async ({ page }) => {
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const path of Object.keys(pageMeta)) {
      expect(sitemap).toContain(`<loc>${brand.siteUrl}${path}</loc>`);
    }
  });
});

test.describe('landing page, signed out', () => {
  test('every button and link goes where it should', async ({ page }) => {
    await page.goto('/');
    const header = 'header';
    await expectHrefs(page, 'Order Business Leads', ['/blu-leads'], header);
    await expectHrefs(page, 'Get Started Free', ['/register'], header);
    await expectHrefs(page, 'Login', ['/login'], header);

    const hero = 'section[aria-labelledby="hero-heading"]';
    await expectHrefs(page, 'Start Building Today', ['/register'], hero);
    await expectHrefs(page, 'AI Toolbox for Small Business', ['/ai-toolbox'], hero);

    const toolboxCard = page.locator('article[aria-labelledby="offer-toolbox"]');
    await expect(toolboxCard.locator('s')).toHaveText('$199');
    await expect(toolboxCard).toContainText('$47');
    await expect(toolboxCard.getByRole('link')).toHaveAttribute('href', '/ai-toolbox');
    const agencyCard = page.locator('article[aria-labelledby="offer-agency"]');
    await expect(agencyCard.locator('s')).toHaveText('$497');
    await expect(agencyCard).toContainText('$147');
    await expect(agencyCard.getByRole('link')).toHaveAttribute('href', '/agency-landing');

    const steps = page.locator('section[aria-labelledby="steps-heading"]').getByRole('link');
    expect(await steps.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
      '/checkout?product=toolbox',
      '/checkout?product=agency',
    ]);

    // Feature cards send a signed-out visitor to /register.
    for (const card of landingContent.features.cards) {
      await expect(page.locator(`[data-card="${card.title}"]`)).toHaveAttribute(
        'href',
        '/register',
      );
    }
  });

  test('the buttons and cards really navigate', async ({ page }) => {
    await page.goto('/');
    // A card is a link once the page knows the visitor is signed out.
    const card = page.locator('[data-card="KPI Tracking"]');
    await expect(card).toHaveAttribute('href', '/register');
    await card.click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'AI Toolbox for Small Business' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: toolboxSalesContent.hero.headline }),
    ).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: landingContent.offers.agency.button.label }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: agencySalesContent.hero.headline }),
    ).toBeVisible();
  });
});

test.describe('signed in', () => {
  test('/ is the home dashboard; the sales pages and the guide stay open', async ({ page }) => {
    const account = await signIn(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: `Welcome, ${account.firstName}!` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: landingContent.hero.headline })).toHaveCount(0);

    for (const [path, headline] of [
      ['/ai-toolbox', toolboxSalesContent.hero.headline],
      ['/agency-landing', agencySalesContent.hero.headline],
      ['/ai-download', freeGuide.title],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
      // Auth is known by now and the page stayed (no 404 for a signed-in visitor).
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(
      page.getByRole('heading', { name: `Welcome, ${account.firstName}!` }),
    ).toBeVisible();
  });
});

test.describe('sales pages', () => {
  test('/ai-toolbox: offer buttons go to /checkout, the agency offer to the agency checkout', async ({
    page,
  }) => {
    await page.goto('/ai-toolbox');
    const hero = page.locator('section[aria-labelledby="hero-heading"]');
    await expect(hero.locator('s')).toHaveText('$199');
    await expect(hero).toContainText('$47');
    await expect(hero).toContainText('76% OFF');
    // The hero button and the closing call to action share a label; the offer card has its own.
    await expectHrefs(
      page,
      toolboxSalesContent.hero.button.label,
      ['/checkout', '/checkout'],
      'main',
    );
    await expectHrefs(page, toolboxSalesContent.offer.button.label, ['/checkout'], 'main');
    await expectHrefs(
      page,
      toolboxSalesContent.agencyUpsell.button.label,
      ['/checkout?product=agency'],
      'main',
    );
    const upsell = page.locator('section[aria-labelledby="upsell-heading"]');
    await expect(upsell.locator('s')).toHaveText('$497');
    await expect(upsell).toContainText('$147');
    await expectHrefs(page, 'Back to Home', ['/']);
    await expect(page.getByText('Two extras worth $494 together')).toBeVisible();
  });

  test('/ai-toolbox?email=... goes to the access page', async ({ page }) => {
    await page.goto('/ai-toolbox?email=buyer%40example.com');
    await expect(page).toHaveURL(/\/ai-toolbox\/success\?email=buyer%40example\.com$/);
  });

  test('/agency-landing: every button goes to the agency checkout; three testimonials', async ({
    page,
  }) => {
    await page.goto('/agency-landing');
    // Hero, offer card and closing call to action: nothing else in the page links anywhere.
    const checkout = '/checkout?product=agency';
    await expect
      .poll(() =>
        page
          .locator('main')
          .getByRole('link')
          .evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      )
      .toEqual([checkout, checkout, checkout]);
    await expectHrefs(page, 'Back to Home', ['/']);
    await expect(page.locator('figure blockquote')).toHaveCount(3);
    await page
      .getByRole('region', { name: agencySalesContent.finalCta.heading })
      .getByRole('link', { name: agencySalesContent.finalCta.button.label })
      .click();
    await expect(page).toHaveURL(/\/checkout\?product=agency$/);
  });
});

test.describe('free guide', () => {
  test('shows the three messages, then "Processing...", the success toast, the confirmation and the file', async ({
    page,
  }) => {
    // A visitor of its own: the lead-capture limit counts per client address.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() });
    await page.goto('/ai-download');
    const consult = page.getByRole('link', { name: 'Book Free AI Consultation' });
    await expect(consult).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${brand.supportEmail}\\?subject=Free%20AI%20consultation%20request`),
    );

    const submit = page.getByRole('button', { name: freeGuideContent.form.submitLabel });
    // Disabled until the page's scripts run, so a click never sends the browser's own submission.
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();

    await page.getByLabel('First name').fill('J');
    await page.getByLabel('Email').fill('jane@example');
    await page.getByLabel('Phone').fill('555-1234');
    await submit.click();
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

    await page.getByLabel('First name').fill('Jane');
    await page.getByLabel('Email').fill(`jane.${uniqueStamp()}@example.com`);
    await page.getByLabel('Phone').fill('(555) 123-4567');
    await expect(page.getByText('First name must be at least 2 characters')).toHaveCount(0);

    // Hold the real request until the submitting state has been seen.
    const release = await holdRequests(page, (url) => url.pathname === '/api/lead-capture');
    const download = page.waitForEvent('download');
    await submit.click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();

    await expectToast(page, 'Success!', "Your download is starting and we'll be in touch soon!");
    await expect(page.getByRole('heading', { name: 'Download Started' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);

    const file = await download;
    expect(file.suggestedFilename()).toBe('10-ways-small-business-ai-growth.txt');
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text).toBe(renderFreeGuideText());
    expect(text.startsWith('10 Ways A Small Business Can Use AI to Grow')).toBe(true);
  });

  test('shows the error toast and keeps the form when the lead cannot be saved', async ({
    page,
  }) => {
    // Use up this visitor's sign-ups (5 per 10 minutes from one address): the next one is
    // refused by the server (429). The address is this test's own, so no other test is refused.
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await page.request.post('/api/lead-capture', {
        data: {
          firstName: 'Bot',
          email: `flood.${i}.${uniqueStamp()}@example.com`,
          phone: '5551234567',
          source: 'ai_download',
        },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await page.goto('/ai-download');
    await expect(
      page.getByRole('button', { name: freeGuideContent.form.submitLabel }),
    ).toBeEnabled();
    await page.getByLabel('First name').fill('Jane');
    await page.getByLabel('Email').fill(`jane.late.${uniqueStamp()}@example.com`);
    await page.getByLabel('Phone').fill('(555) 123-4567');
    await page.getByRole('button', { name: freeGuideContent.form.submitLabel }).click();
    await expectToast(page, 'Error', 'Something went wrong. Please try again.');
    await expect(page.getByLabel('First name')).toHaveValue('Jane');
    await expect(page.getByRole('heading', { name: 'Download Started' })).toHaveCount(0);
  });
});

test.describe('content security policy', () => {
  // The policy forbids inline scripts and eval; a page (or a library in it) that tries either
  // is refused by the browser, and Lighthouse counts it against the page.
  for (const path of [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=unknown',
    '/ai-download',
    '/checkout',
  ]) {
    test(`${path} and its form break no rule of the policy`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        window.cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(path);
      const submit = page.locator('form button[type="submit"]').first();
      await expect(submit).toBeEnabled();
      // Submitting the empty form makes it check its fields against the contract.
      await submit.click();
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(() => window.cspViolations);
      expect(violations).toEqual([]);
    });
  }
});
