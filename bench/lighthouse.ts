/**
 * Page-speed figures, called by bench/run.ts: Lighthouse (mobile, the CLI's default form factor)
 * run 3 times per page with the median of each category.
 * - Public pages (those the build prerenders): at Lighthouse's default CPU slowdown (4) and at
 *   twice that (8, a slow phone), and the first-load JavaScript counted from the built files
 *   (every script the HTML loads and what the entry starts at once: the budget's measure).
 * - Signed-in pages: a bench user is registered and signed in through the API, and Lighthouse
 *   runs in a browser that holds the session cookies (the app reads its signed-in hint cookie in
 *   the page, so a Cookie header alone would show the signed-out notice).
 * - For every page, the JavaScript a first visit downloads, counted from the network: the gzip
 *   size of every script response, the route's lazy chunks included.
 *
 * Alone, against a running server: npx tsx bench/lighthouse.ts http://localhost:PORT <dist>/client
 * (LIGHTHOUSE_PORT sets the debugging port of the signed-in browser, 9333 by default.)
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { prerenderedRoutes, routeAt } from '../common/routes';
import { PAGE_FILES, type PageFiles } from '../server/src/plugins/signed-in-shells';

const run = promisify(execFile);

/** The public pages: those the build prerenders, from the route list. */
export const publicPages = prerenderedRoutes.map((route) => route.path);

const RUNS = 3;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

/** The signed-in pages measured: the dashboard, learning, a module's player, CRM, growth tools. */
export const signedInPages = [
  '/',
  '/structured-learning',
  '/learning/ai-foundations-1',
  '/crm',
  '/growth/prospecting',
  '/growth/kpi-tracker',
];

/** Twice Lighthouse's default CPU slowdown: a slow phone. */
export const slowCpu = 8;

export type PageFigures = {
  path: string;
  signedIn: boolean;
  performance: number;
  /** Performance with the CPU slowed `slowCpu` times (public pages only). */
  performanceSlowCpu: number | null;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The budget's measure, from the built files: what the page's HTML and the app load at once. */
  firstLoadJsKbGzip: number | null;
  /** Every script a first visit downloads, from the network, gzipped. */
  networkJsKbGzip: number;
};

type Scores = Pick<PageFigures, 'performance' | 'accessibility' | 'bestPractices' | 'seo'>;
type RunOptions = { cpuSlowdown?: number; port?: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The HTML file the server answers a path with: <path>/index.html, or the landing page. */
function builtHtmlFor(distClientDir: string, path: string): string {
  const file = path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
  return readFileSync(join(distClientDir, file), 'utf8');
}

const staticImport =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g;
const dynamicImport = /\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;

/**
 * KB (1024 bytes) of gzip over the JavaScript a first visit to the page runs: every script its
 * HTML loads (script src and modulepreload links), everything those import statically, and
 * what the entry script imports as soon as it starts (main.tsx fetches the app after the first
 * paint, so the app is not named in the HTML but is part of every first load).
 */
export function firstLoadJsKbGzip(distClientDir: string, path: string): number {
  return scriptsKbGzip(distClientDir, path, builtHtmlFor(distClientDir, path), []);
}

/**
 * The same measure for a signed-in page: the shell the server sends a signed-in browser, with
 * the page's own code it names there (server/src/plugins/signed-in-shells.ts, from the build's
 * page-files.json). What the page loads later, once it is idle (its dialogs' forms), is not
 * counted here; the network figure counts it.
 */
export function signedInFirstLoadJsKbGzip(distClientDir: string, path: string): number {
  const route = routeAt('member', path);
  if (!route) throw new Error(`${path} is not a signed-in page`);
  const pageFiles = JSON.parse(readFileSync(join(distClientDir, PAGE_FILES), 'utf8')) as PageFiles;
  return scriptsKbGzip(
    distClientDir,
    path,
    readFileSync(join(distClientDir, 'spa-shell.html'), 'utf8'),
    (pageFiles[route.page]?.files ?? []).map((file) => `/${file}`),
  );
}

function scriptsKbGzip(distClientDir: string, path: string, html: string, more: string[]) {
  const entries = new Set<string>();
  const preloads = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src) entries.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\srel="modulepreload"/.test(tag)) continue;
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href) preloads.add(href);
  }
  const seen = new Set<string>();
  let bytes = 0;
  const visit = (source: string, isEntry: boolean) => {
    if (/^(https?:)?\/\//.test(source))
      throw new Error(`${path} loads an external script: ${source}`);
    const relative = source.split('?')[0].replace(/^\//, '');
    if (seen.has(relative)) return;
    seen.add(relative);
    const content = readFileSync(join(distClientDir, relative));
    bytes += gzipSync(content, { level: 9 }).length;
    const code = content.toString('utf8');
    const folder = relative.slice(0, relative.lastIndexOf('/') + 1);
    const imports = [...code.matchAll(staticImport)].map((m) => m[1]);
    if (isEntry) imports.push(...[...code.matchAll(dynamicImport)].map((m) => m[1]));
    for (const imported of imports) visit(`/${folder}${imported.slice(2)}`, false);
  };
  for (const source of entries) visit(source, true);
  for (const source of [...preloads, ...more]) visit(source, false);
  return Math.round((bytes / 1024) * 10) / 10;
}

async function lighthouseOnce(url: string, options: RunOptions = {}): Promise<Scores> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const output = join(dir, 'report.json');
  try {
    await run(
      'node_modules/.bin/lighthouse',
      [
        url,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        `--output-path=${output}`,
        // A browser started here (signed in) is reused; otherwise Lighthouse starts its own.
        ...(options.port ? [`--port=${options.port}`] : [`--chrome-flags=${chromeFlags}`]),
        ...(options.cpuSlowdown
          ? [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown}`]
          : []),
        '--quiet',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 180_000,
      },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      categories: Record<string, { score: number | null }>;
      runtimeError?: { message: string };
    };
    if (report.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
    const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) and asks to be run again. */
async function withRetries(url: string, options: RunOptions = {}, attempts = 3): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, options);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`Lighthouse on ${url} failed (attempt ${attempt}); running it again.`);
    }
  }
}

/** The median of each category over RUNS runs. */
async function medianScores(url: string, options: RunOptions = {}): Promise<Scores> {
  const runs: Scores[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await withRetries(url, options));
  const pick = (key: keyof Scores) => median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
  };
}

const launchBrowser = (port?: number) =>
  chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'bench-browser-')), {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...chromeFlags.split(' '), ...(port ? [`--remote-debugging-port=${port}`] : [])],
  });

/**
 * KB (1024 bytes) of gzip over every script the page downloads on a first visit, counted from
 * the network until the page is quiet: the route's lazy chunks and what the app loads once the
 * page has painted (toasts, titles) included. Each script is counted once.
 */
async function networkJsKbGzip(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
    if (isScript && !bodies.has(response.url()))
      // A response still arriving when the page closes counts as nothing, not as a crash.
      bodies.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    let bytes = 0;
    for (const body of bodies.values()) bytes += gzipSync(await body, { level: 9 }).length;
    return Math.round((bytes / 1024) * 10) / 10;
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse medians at the default CPU slowdown and at `slowCpu`, and first-load JavaScript, for
 * each public page, one page at a time.
 */
export async function measurePublicPages(
  baseUrl: string,
  distClientDir: string,
): Promise<PageFigures[]> {
  const results: PageFigures[] = [];
  const browser = await launchBrowser();
  try {
    for (const path of publicPages) {
      const url = new URL(path, baseUrl).href;
      const scores = await medianScores(url);
      const slow = await medianScores(url, { cpuSlowdown: slowCpu });
      await browser.clearCookies();
      results.push({
        path,
        signedIn: false,
        ...scores,
        performanceSlowCpu: slow.performance,
        firstLoadJsKbGzip: firstLoadJsKbGzip(distClientDir, path),
        networkJsKbGzip: await networkJsKbGzip(browser, url),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Registers a bench user and signs in through the API; answers the session's cookies. */
async function signInBenchUser(baseUrl: string) {
  const id = randomBytes(4).toString('hex');
  const account = {
    username: `bench_${id}`,
    email: `bench_${id}@example.com`,
    password: `bench-${id}-password`,
    firstName: 'Bench',
    lastName: 'User',
  };
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', account);
  if (registered.status !== 201)
    throw new Error(`bench user: register answered ${registered.status}`);
  const signedIn = await post('/api/auth/login', {
    username: account.username,
    password: account.password,
  });
  if (signedIn.status !== 200) throw new Error(`bench user: login answered ${signedIn.status}`);
  return signedIn.headers.getSetCookie().map((header) => {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    const httpOnly = /;\s*httponly/i.test(header);
    return { name: pair.slice(0, at), value: pair.slice(at + 1), httpOnly };
  });
}

/**
 * Lighthouse medians (default CPU slowdown) and network JavaScript for the signed-in pages, in a
 * browser that holds a bench user's session. Lighthouse keeps cookies between runs (it clears
 * caches and storage, not cookies), and each run opens a new tab, so every run is a first visit
 * of a signed-in user.
 */
export async function measureSignedInPages(
  baseUrl: string,
  distClientDir: string,
): Promise<PageFigures[]> {
  const cookies = await signInBenchUser(baseUrl);
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 9333);
  const browser = await launchBrowser(port);
  const results: PageFigures[] = [];
  try {
    await browser.addCookies(
      cookies.map((cookie) => ({ ...cookie, url: new URL(baseUrl).origin, sameSite: 'Lax' })),
    );
    for (const path of signedInPages) {
      const url = new URL(path, baseUrl).href;
      const scores = await medianScores(url, { port });
      results.push({
        path,
        signedIn: true,
        ...scores,
        performanceSlowCpu: null,
        firstLoadJsKbGzip: signedInFirstLoadJsKbGzip(distClientDir, path),
        networkJsKbGzip: await networkJsKbGzip(browser, url),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The table bench/run.ts prints. */
export function formatPageTable(figures: PageFigures[]): string {
  const cell = (value: number | null, width: number) =>
    (value === null ? '-' : String(value)).padEnd(width);
  const lines = [
    `page                              | perf | perf cpu×${slowCpu} | a11y | best pr. | seo | first-load JS KB | all JS KB (network)`,
    '----------------------------------|------|------------|------|----------|-----|------------------|--------------------',
  ];
  for (const p of figures) {
    const name = `${p.signedIn ? 'signed in ' : 'public    '}${p.path}`;
    lines.push(
      `${name.padEnd(33)} | ${cell(p.performance, 4)} | ${cell(p.performanceSlowCpu, 10)} | ${cell(p.accessibility, 4)} | ${cell(p.bestPractices, 8)} | ${cell(p.seo, 3)} | ${cell(p.firstLoadJsKbGzip === null ? null : Number(p.firstLoadJsKbGzip.toFixed(1)), 16)} | ${p.networkJsKbGzip.toFixed(1)}`,
    );
  }
  return lines.join('\n');
}

/** Public then signed-in figures. */
export async function measurePages(baseUrl: string, distClientDir: string) {
  return [
    ...(await measurePublicPages(baseUrl, distClientDir)),
    ...(await measureSignedInPages(baseUrl, distClientDir)),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, distClientDir] = process.argv.slice(2);
  if (!baseUrl || !distClientDir) {
    console.error('usage: npx tsx bench/lighthouse.ts http://localhost:PORT <dist>/client');
    process.exit(2);
  }
  // FIRST_LOAD_ONLY=true: only the pages' budget figure, no browser.
  if (process.env.FIRST_LOAD_ONLY === 'true') {
    console.table([
      ...publicPages.map((path) => ({
        path,
        firstLoadJsKbGzip: firstLoadJsKbGzip(distClientDir, path),
      })),
      ...signedInPages.map((path) => ({
        path: `signed in ${path}`,
        firstLoadJsKbGzip: signedInFirstLoadJsKbGzip(distClientDir, path),
      })),
    ]);
  } else {
    // PAGES=public or PAGES=signed-in measures one kind only.
    const only = process.env.PAGES;
    const figures = [
      ...(only === 'signed-in' ? [] : await measurePublicPages(baseUrl, distClientDir)),
      ...(only === 'public' ? [] : await measureSignedInPages(baseUrl, distClientDir)),
    ];
    console.log(formatPageTable(figures));
  }
}
