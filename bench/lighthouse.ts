/**
 * Page-speed figures for the public pages, called by bench/run.ts: Lighthouse (mobile, the CLI's
 * default form factor) run 3 times per page with the median of each category, and the page's
 * first-load JavaScript: every script its HTML loads (script src and modulepreload links),
 * gzipped from the built files.
 *
 * Alone, against a running server: npx tsx bench/lighthouse.ts http://localhost:PORT <dist>/client
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { prerenderedRoutes } from '../common/routes';

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

export type PageFigures = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstLoadJsKbGzip: number;
};

type Scores = Omit<PageFigures, 'path' | 'firstLoadJsKbGzip'>;

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
  const html = builtHtmlFor(distClientDir, path);
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
  for (const source of preloads) visit(source, false);
  return Math.round((bytes / 1024) * 10) / 10;
}

async function lighthouseOnce(url: string): Promise<Scores> {
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
        `--chrome-flags=${chromeFlags}`,
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
async function withRetries(url: string, attempts = 3): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`Lighthouse on ${url} failed (attempt ${attempt}); running it again.`);
    }
  }
}

/** Lighthouse medians of 3 runs and first-load JavaScript for each public page, one page at a time. */
export async function measurePublicPages(
  baseUrl: string,
  distClientDir: string,
): Promise<PageFigures[]> {
  const results: PageFigures[] = [];
  for (const path of publicPages) {
    const runs: Scores[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await withRetries(new URL(path, baseUrl).href));
    const pick = (key: keyof Scores) => median(runs.map((r) => r[key]));
    results.push({
      path,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      firstLoadJsKbGzip: firstLoadJsKbGzip(distClientDir, path),
    });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, distClientDir] = process.argv.slice(2);
  if (!baseUrl || !distClientDir) {
    console.error('usage: npx tsx bench/lighthouse.ts http://localhost:PORT <dist>/client');
    process.exit(2);
  }
  const jsOnly = process.env.FIRST_LOAD_ONLY === 'true';
  const figures = jsOnly
    ? publicPages.map((path) => ({
        path,
        firstLoadJsKbGzip: firstLoadJsKbGzip(distClientDir, path),
      }))
    : await measurePublicPages(baseUrl, distClientDir);
  console.table(figures);
}
