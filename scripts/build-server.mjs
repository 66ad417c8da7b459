// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies
// the SQL migrations beside it, where the database client looks for them.
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
console.log(`server built: ${distDir}/server/main.js`);
