import { defineConfig } from '@playwright/test';
import { e2eOperator } from './e2e/support';

const port = Number(process.env.E2E_PORT ?? 5055);
const dataDir = `.tmp/e2e-${process.pid}/db`;
// The build under test (npm run build); DIST_DIR lets parallel work keep separate builds.
const distDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // A test spends most of its time waiting (for the server, a page's chunk, a notice), not
  // computing: four at a time used the two cores that two left half idle.
  workers: 4,
  retries: 0,
  // Waits, not speed limits: four browsers, the server and its database share two cores, and a
  // page's first paint waits for its own chunk. An assertion waits up to this long to come true;
  // a test that needs more than a minute is split (one page or one journey a test).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records a screenshot per frame and the DOM per action: it doubled the browser's CPU
    // time of a test. A failure keeps its page (error-context.md) and a screenshot; E2E_TRACE=1
    // records traces again, kept for failed tests.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  // The real built server on a fresh embedded database of its own.
  webServer: {
    // The operator account is made by the real command, as a deployment would make it.
    command: `rm -rf .tmp/e2e-${process.pid} && node ${distDir}/server/create-operator.js --username ${e2eOperator.username} --email ${e2eOperator.email} --password ${e2eOperator.password} && node ${distDir}/server/main.js`,
    url: `http://localhost:${port}/api/auth/current-user`,
    reuseExistingServer: false,
    // A wait, not a speed limit: the server starts in seconds, far slower while the API suites share the cores.
    timeout: 180_000,
    env: {
      PORT: String(port),
      CLIENT_DIST_DIR: `${distDir}/client`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Every test registers its own accounts from one address.
      REGISTER_LIMIT_PER_HOUR: '10000',
      // As behind a reverse proxy: a test that uses up a per-address limit names its own address.
      TRUST_PROXY: 'true',
    },
  },
});
