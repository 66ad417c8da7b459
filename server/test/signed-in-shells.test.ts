import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../common/session-hint';
import { forgetCachedUser } from '../src/core/sessions';
import { entitlements } from '../src/db/schema';
import { PAGE_FILES } from '../src/plugins/signed-in-shells';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// The shell a signed-in browser gets names the page's code and, for a live session, the answers
// every signed-in page asks for first, so the browser fetches them at once.

const shell = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-e.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-s.css">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-a.js" />
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

const frame = '<header>Agency Launchpad</header><main></main>';
const crmTop = '<header>Agency Launchpad</header><main><h1>Your CRM</h1></main>';
const moduleTop = '<header>Agency Launchpad</header><main><h1>AI Foundations 1</h1></main>';
const pageFiles = {
  'crm/crm-page': {
    files: ['assets/later-l.js', 'assets/signed-in-shell-s.js', 'assets/crm-page-c.js'],
    frame,
    tops: { '/crm': crmTop },
    topUnless: [],
  },
  'home/home-page': { files: ['assets/home-page-h.js'], frame, tops: {}, topUnless: [] },
  'learning/module-page': {
    files: ['assets/module-page-m.js'],
    frame,
    tops: { '/learning/ai-foundations-1': moduleTop },
    topUnless: ['lesson'],
  },
  'checkout/checkout-page': {
    files: ['assets/later-l.js', 'assets/checkout-page-k.js'],
    frame: null,
    tops: {},
    topUnless: [],
  },
  'operator/operator-console-page': {
    files: ['assets/later-l.js', 'assets/operator-console-o.js'],
    frame,
    tops: {},
    topUnless: [],
  },
};

const hint = `${SIGNED_IN_HINT_COOKIE}=x`;
const answer = (path: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}" />`;
/** A module preload; `low` for pages whose frame paints from the HTML first. */
const code = (file: string, low = false) =>
  `<link rel="modulepreload"${low ? ' fetchpriority="low"' : ''} crossorigin href="/${file}" />`;

describe('the shell a signed-in browser gets', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'al-shells-'));
    writeFileSync(join(dir, 'spa-shell.html'), shell);
    writeFileSync(join(dir, PAGE_FILES), JSON.stringify(pageFiles));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-s.css'), 'body{color:#111}');
    t = await createTestApp({ CLIENT_DIST_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('names the page code and the first answers for a live session, once each', async () => {
    const member = await signedInUser(t);
    const crm = await page('/crm', `${member.cookie}; ${hint}`);
    expect(crm.statusCode).toBe(200);
    for (const path of ['/api/auth/current-user', '/api/user-progress', '/api/access'])
      expect(crm.body.split(answer(path))).toHaveLength(2);
    for (const file of pageFiles['crm/crm-page'].files)
      expect(crm.body.split(code(file, true))).toHaveLength(2);
    // The frame paints from the HTML: the code comes after what it needs, at low priority.
    expect(crm.body).toContain(code('assets/app-a.js', true));
    expect(crm.headers.vary).toContain('cookie');
    // The signed-in frame shows at once with the page's top (open access: everyone holds the
    // CRM), styled by the stylesheet inline.
    expect(crm.body).toContain(`<div id="root">${crmTop}</div>`);
    expect(crm.body).toContain('<style>body{color:#111}</style>');
    expect(crm.body).not.toContain('rel="stylesheet"');

    // Compressed for a browser that accepts it, once per page.
    const compressed = await t.app.inject({
      url: '/crm',
      headers: { cookie: `${member.cookie}; ${hint}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(crm.body);

    // A module's top is its own path's, and a named lesson (another screen) gets none.
    const module = await page('/learning/ai-foundations-1', `${member.cookie}; ${hint}`);
    expect(module.body).toContain(`<div id="root">${moduleTop}</div>`);
    const lesson = await page('/learning/ai-foundations-1?lesson=2', `${member.cookie}; ${hint}`);
    expect(lesson.body).toContain(`<div id="root">${frame}</div>`);
    const other = await page('/learning/ai-foundations-2', `${member.cookie}; ${hint}`);
    expect(other.body).toContain(`<div id="root">${frame}</div>`);

    // The dashboard's own first answers come with it.
    const home = await page('/', `${member.cookie}; ${hint}`);
    for (const path of [
      '/api/auth/current-user',
      '/api/user-progress',
      '/api/access',
      '/api/dashboard-stats',
      '/api/user-progress/last-lesson',
    ])
      expect(home.body.split(answer(path))).toHaveLength(2);

    // A page outside the frame that needs no purchase: only who is signed in.
    const checkout = await page('/checkout', `${member.cookie}; ${hint}`);
    expect(checkout.body).toContain(answer('/api/auth/current-user'));
    expect(checkout.body).not.toContain(answer('/api/user-progress'));
    expect(checkout.body).not.toContain(answer('/api/access'));
    expect(checkout.body).toContain(code('assets/checkout-page-k.js'));
    // With nothing to paint before the app runs, the app is not fetched at low priority.
    expect(checkout.body).not.toContain('fetchpriority="low"');
    // A page outside the signed-in frame gets no frame.
    expect(checkout.body).toContain('<div id="root"></div>');
  });

  it('asks for no answers when the session is gone, and names nothing to a signed-out visitor', async () => {
    const expired = await page('/crm', `al_session=not-a-session; ${hint}`);
    expect(expired.statusCode).toBe(200);
    expect(expired.body).not.toContain('rel="preload" as="fetch"');
    // Without a session the page's top is not drawn: the app will ask to sign in.
    expect(expired.body).toContain(`<div id="root">${frame}</div>`);
    expect(expired.body).toContain(code('assets/crm-page-c.js', true));

    const visitor = await page('/crm');
    expect(visitor.body).toBe(shell);
  });

  it("names the operator console's code to operators only", async () => {
    const member = await signedInUser(t);
    const operator = await signedInUser(t, { role: 'operator' });
    const asOperator = await page('/operator', `${operator.cookie}; ${hint}`);
    expect(asOperator.statusCode).toBe(200);
    expect(asOperator.body).toContain(code('assets/operator-console-o.js', true));
    const asMember = await page('/operator', `${member.cookie}; ${hint}`);
    expect(asMember.statusCode).toBe(404);
    expect(asMember.body).not.toContain('operator-console-o.js');
  });
});

describe("the page's top in the shell, with open access off", () => {
  it('is drawn for a user who holds the page, and not for one who will see what unlocks it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'al-shells-'));
    writeFileSync(join(dir, 'spa-shell.html'), shell);
    writeFileSync(join(dir, PAGE_FILES), JSON.stringify(pageFiles));
    const closed = await createTestApp({ CLIENT_DIST_DIR: dir, OPEN_ACCESS: 'false' });
    try {
      const { user, cookie } = await signedInUser(closed);
      const shellOf = async () =>
        (await closed.app.inject({ url: '/crm', headers: { cookie: `${cookie}; ${hint}` } })).body;
      expect(await shellOf()).toContain(`<div id="root">${frame}</div>`);

      await closed.db.insert(entitlements).values({ userId: user.id, entitlement: 'agency' });
      forgetCachedUser(closed.db, user.id);
      expect(await shellOf()).toContain(`<div id="root">${crmTop}</div>`);
    } finally {
      await closed.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the signed-in hint', () => {
  it('is a fresh random value at each sign-in, never the session', async () => {
    const t = await createTestApp();
    try {
      const member = await signedInUser(t);
      const hints = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: member.user.username, password: member.user.password },
        });
        expect(login.statusCode).toBe(200);
        const set = login.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)!;
        const session = login.cookies.find((c) => c.name === 'al_session')!;
        expect(set.value).toMatch(/^[A-Za-z0-9_-]{12}$/);
        expect(session.value).not.toContain(set.value);
        expect(set.httpOnly).toBeFalsy();
        hints.add(set.value);
      }
      expect(hints.size).toBe(2);
    } finally {
      await t.close();
    }
  });
});
