// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies
// the SQL migrations (and the PDF fonts) beside it, where the server looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const distDir = process.env.DIST_DIR ?? 'dist';

rmSync(`${distDir}/server`, { recursive: true, force: true });
await build({
  entryPoints: [
    'server/src/main.ts',
    'server/src/scripts/migrate.ts',
    'server/src/scripts/create-operator.ts',
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
