import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

// Specs that start a server of their own (own-server.ts) begin from a copy of this database,
// migrated once for the run: a fresh embedded database runs initdb, which took 20-50 s on a busy
// machine, and three servers doing it at once outlasted a test's minute.

const distDir = process.env.DIST_DIR ?? 'dist';

export default function globalSetup() {
  const template = `.tmp/e2e-template-${process.pid}`;
  rmSync(template, { recursive: true, force: true });
  execFileSync('node', [`${distDir}/server/migrate.js`], {
    env: { ...process.env, DATA_DIR: `${template}/db`, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  process.env.E2E_DATABASE_TEMPLATE = `${template}/db`;
  return () => rmSync(template, { recursive: true, force: true });
}
