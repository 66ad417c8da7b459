/**
 * Heavy work beside ordinary requests (docs/decisions/0038-heavy-work-off-the-request-thread.md):
 * PDFs per second (made fresh on the worker pool, and kept copies served again), and a
 * bystander's p99 on a cheap signed-in route while one account fires bursts of 100 PDF requests
 * and while an operator uploads a 10 MB lead file, each as a ratio to the same bystander's p99 at
 * rest, measured in the same run against the same server.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { allResourceEntries } from '../content/learning/resources';
import type { BenchClient } from './scenarios';

export type HeavyWorkTools = {
  start: (command: string, args: string[], env: Record<string, string>) => ChildProcess;
  stop: (child: ChildProcess) => Promise<void>;
  waitFor: (url: string) => Promise<void>;
  signedInClient: (baseUrl: string) => Promise<BenchClient>;
};

export type HeavyWorkFigures = {
  database: string;
  freshPdfsPerSec: number;
  freshPdfs: number;
  keptPdfsPerSec: number;
  bystanderRestP99Ms: number;
  burst: { p99Ms: number; ratio: number; bursts: number; statuses: Record<string, number> };
  upload: { p99Ms: number; ratio: number; uploads: number; statuses: Record<string, number> };
};

// The bystander asks at a steady pace (not as fast as it can), so its p99 is the wait a visitor
// feels and not the length of a queue the benchmark itself built.
const BYSTANDER = { connections: 10, overallRate: 200 };
const OPERATOR = {
  username: 'bench_ops',
  email: 'bench_ops@example.com',
  password: 'bench-ops-pass',
};
const slugs = allResourceEntries.map((entry) => entry.slug);
const pdfPath = (slug: string) => `/api/download-pdf/${slug}`;

async function bystanderP99(baseUrl: string, cookie: string, seconds: number): Promise<number> {
  const result = await autocannon({
    url: `${baseUrl}/api/auth/current-user`,
    ...BYSTANDER,
    duration: seconds,
    headers: { cookie },
  });
  return result.latency.p99;
}

const count = (statuses: Record<string, number>, status: number) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
};

/** Many accounts at once, each downloading every resource one after another (all fresh). */
async function freshRenders(accounts: BenchClient[]) {
  const started = performance.now();
  let made = 0;
  await Promise.all(
    accounts.map(async (account) => {
      for (const slug of slugs) {
        const response = await account.request('GET', pdfPath(slug));
        await response.arrayBuffer();
        if (response.status === 200) made++;
      }
    }),
  );
  return { made, perSec: made / ((performance.now() - started) / 1000) };
}

/** A CSV of `rows` leads that is just under `bytes` long (each row padded with a notes column). */
function leadFile(rows: number, bytes: number): Buffer {
  const header = 'Company Name,Contact Name,Email,Phone,City,State,Industry,Notes\n';
  const base = (i: number) =>
    `Company ${i},Person ${i},lead${i}@example.com,555-01${i % 100},Austin,TX,Dentists,`;
  const pad = Math.floor((bytes - header.length) / rows) - base(rows).length - 1;
  const lines = Array.from({ length: rows }, (_, i) => `${base(i)}${'n'.repeat(pad)}\n`);
  return Buffer.from(header + lines.join(''));
}

/** A paid order of 2,500 leads (the largest), paid in the simulated test mode. */
async function paidLeadOrder(buyer: BenchClient, i: number): Promise<string> {
  const created = await buyer.request('POST', '/api/create-payment-intent', {
    email: 'bench-buyer@example.com',
    product: 'blu_leads',
    productType: 'blu_leads',
    orderDetails: {
      customerName: 'Bench Buyer',
      customerEmail: 'bench-buyer@example.com',
      quantity: 2500,
      // Orders alike would be taken for one order submitted twice.
      filters: [{ type: 'Industry', value: `Dentists ${i}` }],
    },
  });
  if (created.status !== 200) throw new Error(`bench order failed: ${await created.text()}`);
  const { clientSecret, orderId } = (await created.json()) as {
    clientSecret: string;
    orderId: string;
  };
  const paid = await buyer.request('POST', '/api/payments/simulated/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  if (paid.status !== 200) throw new Error(`bench payment failed: ${await paid.text()}`);
  return orderId;
}

/** Signs in through the API and answers the session's Cookie header value. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie.startsWith('al_session=')) throw new Error(`bench login of ${username} failed`);
  return cookie;
}

/**
 * A fresh database for one bench server, named in its environment: a new PostgreSQL database
 * (answers how to drop it) or an empty PGlite folder under the work folder.
 */
async function freshDatabase(
  database: 'postgres' | 'pglite',
  name: string,
  env: Record<string, string>,
  options: { pgAdminUrl: string; workDir: string },
): Promise<() => Promise<void>> {
  if (database === 'pglite') {
    rmSync(`${options.workDir}/${name}-pglite`, { recursive: true, force: true });
    mkdirSync(options.workDir, { recursive: true });
    env.DATA_DIR = `${options.workDir}/${name}-pglite`;
    return async () => {};
  }
  const dbName = `al_bench_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: options.pgAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(options.pgAdminUrl);
  url.pathname = `/${dbName}`;
  env.DATABASE_URL = url.toString();
  return async () => {
    const client = new pg.Client({ connectionString: options.pgAdminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.end();
  };
}

/**
 * The environment of one bench server (one process, no demo data, registering unthrottled) on a
 * fresh database of its own, with `more` on top, and how to drop that database afterwards.
 */
export async function benchServer(
  database: 'postgres' | 'pglite',
  name: string,
  options: { port: number; distDir: string; pgAdminUrl: string; workDir: string },
  more: Record<string, string> = {},
): Promise<{ env: Record<string, string>; dropDatabase: () => Promise<void> }> {
  const env: Record<string, string> = {
    NAME: `${name}-${database}`,
    PORT: String(options.port),
    WEB_CONCURRENCY: '1',
    CLIENT_DIST_DIR: `${options.distDir}/client`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    REGISTER_LIMIT_PER_HOUR: '100000',
    ...more,
  };
  return { env, dropDatabase: await freshDatabase(database, name, env, options) };
}

/** Runs `step` again and again until `stopAt`, one at a time. */
async function repeatUntil(stopAt: number, step: () => Promise<void>) {
  let times = 0;
  while (performance.now() < stopAt) {
    await step();
    times++;
  }
  return times;
}

export async function measureHeavyWork(
  database: 'postgres' | 'pglite',
  options: {
    port: number;
    distDir: string;
    workDir: string;
    pgAdminUrl: string;
    seconds: number;
    tools: HeavyWorkTools;
  },
): Promise<HeavyWorkFigures> {
  const { tools, seconds } = options;
  const { env, dropDatabase } = await benchServer(database, 'heavy', options, {
    CHECKOUT_LIMIT_PER_MINUTE: '100000',
  });
  // The operator is made before the server starts: PGlite's data is one process's at a time.
  execFileSync(
    'node',
    [
      `${options.distDir}/server/create-operator.js`,
      '--username',
      OPERATOR.username,
      '--email',
      OPERATOR.email,
      '--password',
      OPERATOR.password,
    ],
    { env: { ...process.env, ...env }, stdio: 'ignore' },
  );
  const server = tools.start('node', [`${options.distDir}/server/main.js`], env);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  try {
    await tools.waitFor(`${baseUrl}/api/auth/current-user`);
    const bystander = await tools.signedInClient(baseUrl);
    // One at a time: sign-ins from one address at once meet the login throttle.
    const accounts = async (n: number) => {
      const made: BenchClient[] = [];
      for (let i = 0; i < n; i++) made.push(await tools.signedInClient(baseUrl));
      return made;
    };
    const renderers = await accounts(8);
    const bursters = await accounts(30);
    const buyer = await tools.signedInClient(baseUrl);
    const operatorCookie = await signIn(baseUrl, OPERATOR.username, OPERATOR.password);
    const orders: string[] = [];
    for (let i = 0; i < 12; i++) orders.push(await paidLeadOrder(buyer, i));
    const file = new Uint8Array(leadFile(2500, 10 * 1024 * 1024 - 4096));

    // PDFs per second: fresh (eight accounts, every resource once), then kept copies.
    await bystanderP99(baseUrl, bystander.cookie, 2); // warm-up
    const fresh = await freshRenders(renderers);
    const kept = await autocannon({
      url: `${baseUrl}${pdfPath(slugs[0])}`,
      connections: 10,
      duration: seconds,
      headers: { cookie: renderers[0].cookie },
    });

    const restP99 = await bystanderP99(baseUrl, bystander.cookie, seconds);

    // Bursts of 100 PDF requests, each from an account of its own, one after another.
    const burstStatuses: Record<string, number> = {};
    let nextBurster = 0;
    const burstWindow = bystanderP99(baseUrl, bystander.cookie, seconds);
    const bursts = await repeatUntil(performance.now() + seconds * 1000, async () => {
      const burster = bursters[nextBurster++ % bursters.length];
      await Promise.all(
        Array.from({ length: 100 }, async (_, i) => {
          const response = await burster.request('GET', pdfPath(slugs[i % slugs.length]));
          await response.arrayBuffer();
          count(burstStatuses, response.status);
        }),
      );
    });
    const burstP99 = await burstWindow;

    // 10 MB lead files uploaded by the operator, one after another, each to a paid order.
    const uploadStatuses: Record<string, number> = {};
    let nextOrder = 0;
    const uploadWindow = bystanderP99(baseUrl, bystander.cookie, seconds);
    const uploads = await repeatUntil(performance.now() + seconds * 1000, async () => {
      const orderId = orders[nextOrder++ % orders.length];
      const response = await fetch(`${baseUrl}/api/operator/lead-orders/${orderId}/deliver`, {
        method: 'POST',
        headers: { cookie: operatorCookie, 'content-type': 'text/csv' },
        body: file,
      });
      await response.arrayBuffer();
      count(uploadStatuses, response.status);
    });
    const uploadP99 = await uploadWindow;

    return {
      database,
      freshPdfsPerSec: fresh.perSec,
      freshPdfs: fresh.made,
      keptPdfsPerSec: kept.requests.average,
      bystanderRestP99Ms: restP99,
      burst: { p99Ms: burstP99, ratio: burstP99 / restP99, bursts, statuses: burstStatuses },
      upload: { p99Ms: uploadP99, ratio: uploadP99 / restP99, uploads, statuses: uploadStatuses },
    };
  } finally {
    await tools.stop(server);
    await dropDatabase();
  }
}

export function printHeavyWork(figures: HeavyWorkFigures[]) {
  if (figures.length === 0) return;
  const statuses = (s: Record<string, number>) =>
    Object.entries(s)
      .map(([status, n]) => `${n}×${status}`)
      .join(' ');
  console.log('\nHeavy work beside a signed-in bystander (GET current-user, 200 req/s)\n');
  for (const f of figures) {
    console.log(
      `  ${f.database.padEnd(8)} PDFs/s fresh ${f.freshPdfsPerSec.toFixed(1)} (${f.freshPdfs} made), kept ${f.keptPdfsPerSec.toFixed(0)}; bystander p99 at rest ${f.bystanderRestP99Ms} ms`,
    );
    console.log(
      `  ${''.padEnd(8)} during bursts of 100 PDFs: p99 ${f.burst.p99Ms} ms = ${f.burst.ratio.toFixed(2)}× rest (${f.burst.bursts} bursts: ${statuses(f.burst.statuses)})`,
    );
    console.log(
      `  ${''.padEnd(8)} during 10 MB lead-file uploads: p99 ${f.upload.p99Ms} ms = ${f.upload.ratio.toFixed(2)}× rest (${f.upload.uploads} uploads: ${statuses(f.upload.statuses)})`,
    );
  }
}
