/**
 * Step two of `npm run build`, after `vite build`: renders the public pages to HTML so a visitor
 * sees each page before any JavaScript runs, and the browser then hydrates that HTML.
 *
 * For each page it writes <DIST_DIR>/client/<path>/index.html (the landing page is index.html)
 * with the page's title, description, Open Graph tags and canonical link, plus preload links for
 * the page's own code. The bare single-page shell is kept as spa-shell.html: the server answers
 * every other path (the signed-in app, the 404 screen) with it. It also writes sitemap.xml, and
 * a brotli and a gzip copy of every text file, which the server sends to browsers that accept them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../client/src/app/app';
import { SignedInShell } from '../client/src/app/shell/signed-in-shell';
import { createQueryClient, Providers } from '../client/src/app/providers';
import { currentUserKey } from '../client/src/session/current-user';
import { brand } from '../common/brand';
import { pageRoutes, prerenderedRoutes } from '../common/routes';
import { PAGE_FILES, type PageFiles } from '../server/src/plugins/signed-in-shells';
import { metaForPath } from '../content/page-meta';

const clientDir = resolve(process.env.DIST_DIR ?? 'dist', 'client');

/** The source file of a page module, as the Vite manifest names it. */
const pageSource = (page: string) => `src/features/${page}.tsx`;

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A chunk's file and those of everything it imports statically, depth first. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the Vite manifest`);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen)),
  ];
}

/**
 * `app` as HTML at `path`. A public page (`asVisitor`) is drawn as a signed-out visitor sees it:
 * a browser that never signed in knows so before it attaches (client/src/start.tsx), so the page
 * it attaches to is the one it would draw itself.
 */
async function renderApp(path: string, app: ReactNode, asVisitor = false): Promise<string> {
  const client = createQueryClient();
  if (asVisitor) client.setQueryData(currentUserKey, null);
  const { prelude } = await prerender(
    <Providers client={client}>
      <StaticRouter location={path}>{app}</StaticRouter>
    </Providers>,
    // One chunk: React otherwise writes a long page's later Suspense boundaries (a lazily loaded
    // form) out of line, revealed by an inline script that the Content-Security-Policy blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The signed-in frame as HTML, around what the page shows before any answer (or nothing). Its
 * buttons do nothing until the app runs, so they say so: disabled, until the app's first frame
 * replaces the frame.
 */
async function renderFrame(path: string, top: ReactNode): Promise<string> {
  const html = await renderApp(path, <SignedInShell>{top}</SignedInShell>);
  return html.replace(/<button\b/g, '<button disabled=""');
}

function headTags(
  path: string,
  preloads: string[],
  preloadLinks: (files: string[]) => string,
): string {
  const meta = metaForPath(path);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(brand.name)}" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ]
    .map((tag) => `    ${tag}\n`)
    .join('')
    .concat(preloadLinks(preloads));
}

function replaceOnce(
  html: string,
  pattern: RegExp,
  replacement: string | ((match: string, ...groups: string[]) => string),
  what: string,
): string {
  if (!pattern.test(html)) throw new Error(`prerender: ${what} not found in index.html`);
  return html.replace(pattern, replacement as (match: string) => string);
}

async function main() {
  const templatePath = join(clientDir, 'index.html');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`prerender: run vite build first (${manifestPath})`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const template = readFileSync(templatePath, 'utf8');
  if (!template.includes('<div id="root"><!--app-html--></div>')) {
    throw new Error('prerender: index.html has no <div id="root"><!--app-html--></div>');
  }
  const loadedByEntry = new Set(chunkFiles(manifest, 'index.html'));
  // The app (start.tsx and everything it needs), which main.tsx imports after the first paint.
  const appFiles = [
    ...new Set(
      (manifest['index.html'].dynamicImports ?? []).flatMap((key) => chunkFiles(manifest, key)),
    ),
  ].filter((file) => !loadedByEntry.has(file));
  const loadedByShell = new Set([...loadedByEntry, ...appFiles]);
  // Low priority, so scripts never compete with what the page needs to paint.
  const preloadLinks = (files: string[]) =>
    files
      .map(
        (file) =>
          `    <link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />\n`,
      )
      .join('');

  // Every path that is not a prerendered page gets the shell, which fetches the app at once.
  writeFileSync(
    join(clientDir, 'spa-shell.html'),
    replaceOnce(template, /\n\s*<\/head>/, `\n${preloadLinks(appFiles)}  </head>`, '</head>'),
  );

  // For the pages the shell serves: the code each needs beyond the shell's own, which the server
  // names in the shell of a signed-in browser (server/src/plugins/signed-in-shells.ts), and for
  // pages in the signed-in frame, that frame as HTML (top bar, sidebar, no one's data), which
  // the browser shows while the code arrives.
  const pageFiles: PageFiles = {};
  for (const route of pageRoutes) {
    if ('prerender' in route) continue;
    const hasFrame = 'shell' in route && route.shell === true;
    // The page's top that needs no answer (its module's `PageTop`), drawn per path for those who
    // hold the page, except when the address asks for another screen (`pageTopUnless`).
    const { PageTop: Top, pageTopUnless = [] } = (await import(
      `../client/${pageSource(route.page)}`
    )) as { PageTop?: ComponentType; pageTopUnless?: string[] };
    if (!(route.page in pageFiles)) {
      const sources = [
        'src/app/first-frame.ts',
        'src/app/later-page-loaders.ts',
        ...(hasFrame ? ['src/app/shell/signed-in-shell.tsx'] : []),
        ...('needs' in route && route.needs ? ['src/app/entitlement-gate.tsx'] : []),
        pageSource(route.page),
      ];
      pageFiles[route.page] = {
        files: [...new Set(sources.flatMap((source) => chunkFiles(manifest, source)))].filter(
          (file) => !loadedByShell.has(file),
        ),
        frame: hasFrame ? await renderFrame(route.path, null) : null,
        tops: {},
        topUnless: pageTopUnless,
      };
    }
    if (hasFrame && Top)
      pageFiles[route.page].tops[route.path] = await renderFrame(route.path, <Top />);
  }
  writeFileSync(join(clientDir, PAGE_FILES), JSON.stringify(pageFiles));

  for (const { path, page } of prerenderedRoutes) {
    const body = await renderApp(path, <App />, true);
    if (!/<h1[\s>]/.test(body)) throw new Error(`prerender: ${path} rendered without a heading`);
    // A prerendered page is readable without scripts: its own code is preloaded, while the
    // app itself is fetched by main.tsx once the page has painted, so no script download
    // ever delays the first paint of the page on a slow connection.
    const preloads = chunkFiles(manifest, pageSource(page)).filter(
      (file) => !loadedByShell.has(file),
    );
    const meta = metaForPath(path);
    let html = replaceOnce(
      template,
      /<title>[\s\S]*?<\/title>/,
      `<title>${escapeHtml(meta.title)}</title>`,
      '<title>',
    );
    html = replaceOnce(
      html,
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      'meta description',
    );
    html = replaceOnce(
      html,
      /\n\s*<\/head>/,
      `\n${headTags(path, preloads, preloadLinks)}  </head>`,
      '</head>',
    );
    // The stylesheet goes inline: the page paints from the HTML alone, without waiting for a
    // second request on a slow phone connection (about 9 KB compressed).
    html = replaceOnce(
      html,
      /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
      (_, href: string) => `<style>${readFileSync(join(clientDir, href), 'utf8')}</style>`,
      'stylesheet link',
    );
    html = html.replace(
      '<div id="root"><!--app-html--></div>',
      () => `<div id="root" data-prerendered="${escapeHtml(path)}">${body}</div>`,
    );
    const file = path === '/' ? templatePath : join(clientDir, path.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(`prerendered ${path} -> ${file.slice(clientDir.length + 1)}`);
  }

  const urls = prerenderedRoutes
    .map(({ path }) => `  <url><loc>${escapeHtml(metaForPath(path).url)}</loc></url>`)
    .join('\n');
  writeFileSync(
    join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  // The manifest was only for this step; it is not part of the site.
  rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
  precompress(clientDir);
}

/** Writes file.br and file.gz beside every text file worth compressing. */
function precompress(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|html|svg|xml|txt)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
