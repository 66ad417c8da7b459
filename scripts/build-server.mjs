// Bundles the server into dist/server/main.js (dependencies stay in node_modules), with the worker
// modules beside it (dist/server/pdf-worker.js), and copies the SQL migrations (and the PDF
// fonts) beside it, where the server looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const distDir = process.env.DIST_DIR ?? 'dist';

rmSync(`${distDir}/server`, { recursive: true, force: true });
await build({
  entryPoints: [
    'server/src/main.ts',
    'server/src/scripts/migrate.ts',
    'server/src/scripts/create-operator.ts',
    'server/src/scripts/send-reminders.ts',
    // Worker modules run on the worker pool's threads (server/src/workers/pool.ts) and are loaded
    // by file name, so each is an entry of its own beside main.js.
    { in: 'server/src/features/learning/pdf.ts', out: 'pdf-worker' },
  ],
  outdir: `${distDir}/server`,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', `${distDir}/server/migrations`, { recursive: true });
// The PDFs' embedded font (server/src/features/learning/pdf.ts looks beside the bundle first).
cpSync('server/assets/fonts', `${distDir}/server/fonts`, { recursive: true });
console.log(`server built: ${distDir}/server/main.js`);
