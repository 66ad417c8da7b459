import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { pageRoutes, prerenderedRoutes } from './common/routes';

// DIST_DIR lets parallel work build side by side; the default is ./dist.
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

type ChunkingContext = {
  getModuleInfo: (
    id: string,
  ) => { importers: readonly string[]; importedIds: readonly string[]; code: string | null } | null;
};

const startModule = resolve('client/src/start.tsx');
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+|@radix-ui[\\/](react-slot|react-compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))[\\/]/;
// Putting saved answers back (client/src/app/saved-queries.ts) is for signed-in pages only.
const hydration = /@tanstack[\\/]query-core[\\/].*hydration/;
/**
 * Writes and endless lists: no public page does either until a visitor opens a form, so they
 * travel with the signed-in kit (which the forms load) instead of in the app file.
 */
const writesAndEndlessLists =
  /@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;
const signedInOnly = (id: string) => hydration.test(id) || writesAndEndlessLists.test(id);
let ownStartModules: Set<string> | null = null;

/**
 * Everything the app needs before it can run goes in one file: the framework, and our modules
 * that start.tsx imports statically. One request instead of a dozen small shared chunks.
 */
function appChunk(id: string, ctx: ChunkingContext) {
  if (framework.test(id) && !signedInOnly(id)) return 'app';
  if (!ownStartModules) {
    const found = new Set<string>();
    const visit = (module: string) => {
      if (found.has(module) || /node_modules|preload-helper/.test(module)) return;
      found.add(module);
      for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) visit(imported);
    };
    visit(startModule);
    ownStartModules = found;
  }
  return ownStartModules.has(id) ? 'app' : null;
}

/** Every module that `from` imports statically, directly or not. */
function staticGraph(from: string[], ctx: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const visit = (module: string) => {
    if (found.has(module)) return;
    found.add(module);
    for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) visit(imported);
  };
  from.forEach(visit);
  return found;
}

/**
 * What the app loads on every page once it has started, public pages included
 * (components/ui/lazy-toaster.tsx, app/app.tsx): what they import is not signed-in only.
 */
const loadedByEveryPage = [
  resolve('client/src/components/ui/toaster.tsx'),
  resolve('client/src/app/document-meta.tsx'),
];
const pageModule = (page: string) => resolve(`client/src/features/${page}.tsx`);
/** Small shared parts: interface pieces, helpers, session hooks, rules, calls, icons. */
const kitPart =
  /client[\\/]src[\\/](components|lib|session)[\\/]|[\\/]common[\\/](?!contracts[\\/](?!endpoint\.ts|[a-z-]+-api\.ts))|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** Libraries only some pages need (forms, dialogs, tabs, dragging): never in the kit. */
const heavyLibrary =
  /node_modules[\\/](zod|react-hook-form|@hookform|@radix-ui|radix-ui|react-remove-scroll|@dnd-kit)[\\/]/;
let kitModules: Set<string> | null = null;

/**
 * The small parts the signed-in pages load as they open, and no public page loads, as one file:
 * a signed-in page otherwise asked for some forty files of a few hundred bytes each, and a phone
 * on a slow connection fetches six at a time. Parts that bring a library only some pages use
 * (zod and the forms, dialogs, tabs) stay out, so no page loads them to open; so does a larger
 * part only a few pages use (the lead-order rules: five pages of thirty).
 */
function signedInKit(id: string, ctx: ChunkingContext) {
  if (writesAndEndlessLists.test(id)) return 'signed-in-kit';
  if (!kitModules) {
    const publicModules = staticGraph(
      [
        startModule,
        ...loadedByEveryPage,
        ...prerenderedRoutes.map((route) => pageModule(route.page)),
      ],
      ctx,
    );
    const shell = staticGraph(
      [
        resolve('client/src/app/shell/signed-in-shell.tsx'),
        resolve('client/src/app/entitlement-gate.tsx'),
      ],
      ctx,
    );
    const pages = [
      ...new Set(pageRoutes.filter((route) => 'shell' in route).map((route) => route.page)),
    ].map((page) => staticGraph([pageModule(page)], ctx));
    // A part that is not small and that few signed-in pages use stays with them: in the kit, every
    // signed-in page would load it. Small parts travel in the kit whoever uses them (one request).
    const isSmall = (module: string) => (ctx.getModuleInfo(module)?.code?.length ?? 0) < 2_000;
    const isShared = (module: string) =>
      shell.has(module) || pages.filter((graph) => graph.has(module)).length * 6 >= pages.length;
    const bringsLibrary = (module: string) =>
      [...staticGraph([module], ctx)].some((m) => heavyLibrary.test(m));
    kitModules = new Set(
      [...new Set([...shell, ...pages.flatMap((graph) => [...graph])])].filter(
        (m) =>
          kitPart.test(m) &&
          !publicModules.has(m) &&
          (isShared(m) || isSmall(m)) &&
          !bringsLibrary(m),
      ),
    );
  }
  return kitModules.has(id) ? 'signed-in-kit' : null;
}

const marketingFile = /client[\\/]src[\\/]features[\\/]marketing[\\/]/;
const iconFile = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * The public pages' shared layout, with the icons more than one of them uses: one request
 * instead of a dozen tiny ones on a phone. (Marketing pages import each icon from its own
 * file, lucide-react/icons/<name>, so the build can see which icons they use.)
 */
function marketingKit(id: string, ctx: ChunkingContext) {
  if (/features[\\/]marketing[\\/]components[\\/]sales-ui/.test(id)) return 'sales-kit';
  if (/features[\\/]marketing[\\/]components[\\/]/.test(id)) return 'marketing-kit';
  if (iconFile.test(id)) {
    const users = (ctx.getModuleInfo(id)?.importers ?? []).filter((i) => marketingFile.test(i));
    if (users.length > 1 || users.some((i) => /[\\/]components[\\/]/.test(i))) {
      return 'marketing-kit';
    }
  }
  return null;
}

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // Saved answers belong to the build that saved them (client/src/app/saved-queries.ts).
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  build: {
    outDir: resolve(distDir, 'client'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Read by scripts/prerender.tsx to preload each prerendered page's own chunk.
    manifest: true,
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper is shared by main.tsx and the app; on its own, main.tsx
            // does not have to wait for the app file.
            { name: 'preload-helper', test: /preload-helper/, priority: 3 },
            { name: appChunk, priority: 2 },
            // The public pages' shared layout and icons travel together.
            { name: marketingKit, priority: 1 },
            { name: signedInKit, priority: 0, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 5001}` },
  },
});
