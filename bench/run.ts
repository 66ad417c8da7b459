/**
 * `npm run bench`: builds the product, starts it on PostgreSQL and on the embedded PGlite, and in
 * the same run a bare Fastify hello-world; loads each scenario with autocannon (50 connections)
 * and prints req/s, p99 and errors as ratios to the hello-world, the contact list against its ceiling
 * (bench/list-ceiling.mjs: the same query through a bare route), current-user on PostgreSQL with
 * one worker per core as a ratio to one worker, then Lighthouse figures for the
 * public pages when bench/lighthouse.ts is present, and the heavy work beside a bystander
 * (bench/heavy-work.ts; BENCH_ONLY=heavy-work runs that alone). Exits non-zero only when it
 * cannot run.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  type BenchClient,
  bigListScenarioName,
  bigProspectListScenarioName,
  listScenarioName,
  prospectListScenarioName,
  scenarios,
} from './scenarios';
import { type HeavyWorkFigures, measureHeavyWork, printHeavyWork } from './heavy-work';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const distDir = resolve(process.env.DIST_DIR ?? '.tmp/bench-dist');
const workDir = resolve('.tmp/bench');
const pgAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Load = { reqPerSec: number; p99Ms: number; errors: number; requests: number };

async function load(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: () => unknown } = {},
): Promise<Load> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      method: (options.method ?? 'GET') as 'GET',
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body
        ? {
            requests: [
              {
                setupRequest: (request: Record<string, unknown>) => ({
                  ...request,
                  body: JSON.stringify(options.body!()),
                }),
              },
            ],
          }
        : {}),
    } as autocannon.Options);
  await run(2); // warm-up
  const result = await run(DURATION_S);
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[${env.NAME ?? command}] ${d}`));
  return child;
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function measureCeiling(databaseUrl: string, userId: string): Promise<Load> {
  const ceiling = start('node', ['bench/list-ceiling.mjs'], {
    NAME: 'list-ceiling',
    PORT: '5195',
    DATABASE_URL: databaseUrl,
    BENCH_USER_ID: userId,
  });
  try {
    await waitFor('http://127.0.0.1:5195/');
    return await load('http://127.0.0.1:5195/');
  } finally {
    await stop(ceiling);
  }
}

async function analyze(databaseUrl: string) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  await c.query('ANALYZE');
  await c.end();
}

let clients = 0;
async function signedInClient(baseUrl: string): Promise<BenchClient> {
  // Unique even when several are made in the same millisecond.
  const id = `${Date.now()}_${++clients}`;
  const account = {
    username: `bench_${id}`,
    email: `bench_${id}@example.com`,
    password: 'bench-password',
    firstName: 'Bench',
  };
  const post = (path: string, body: unknown) =>
    fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', account);
  if (registered.status !== 201)
    throw new Error(`bench registration failed: ${registered.status} ${await registered.text()}`);
  const login = await post('/api/auth/login', {
    username: account.username,
    password: account.password,
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie.startsWith('al_session=')) throw new Error('bench login failed');
  return {
    baseUrl,
    cookie,
    request: (method, path, body) =>
      fetch(baseUrl + path, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

type PageFigures = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstLoadJsKbGzip: number;
};

type Row = { database: string; scenario: string; kind: string } & Load;

const ceilingScenarioName = 'list ceiling: bare Fastify + pg, same query';

async function measureProduct(
  database: 'postgres' | 'pglite',
  port: number,
  workers = 1,
): Promise<Row[]> {
  const env: Record<string, string> = {
    NAME: `app-${database}`,
    PORT: String(port),
    // One worker unless asked: the scenarios compare one process with the one-process hello-world.
    WEB_CONCURRENCY: String(workers),
    CLIENT_DIST_DIR: `${distDir}/client`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    REGISTER_LIMIT_PER_HOUR: '100000',
  };
  let dropDatabase = async () => {};
  if (database === 'postgres') {
    const name = `al_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: pgAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    rmSync(`${workDir}/pglite`, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
    env.DATA_DIR = `${workDir}/pglite`;
  }
  const server = start('node', [`${distDir}/server/main.js`], env);
  const baseUrl = `http://127.0.0.1:${port}`;
  const rows: Row[] = [];
  try {
    await waitFor(`${baseUrl}/api/auth/current-user`);
    if (workers > 1) {
      const client = await signedInClient(baseUrl);
      const result = await load(`${baseUrl}/api/auth/current-user`, {
        headers: { cookie: client.cookie },
      });
      const scenario = `GET /api/auth/current-user (${workers} workers)`;
      rows.push({ database, scenario, kind: 'read', ...result });
      console.log(
        `  ${database.padEnd(8)} ${scenario.padEnd(36)} ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99Ms} ms, ${result.errors} errors`,
      );
      return rows;
    }
    for (const scenario of scenarios) {
      const client = await signedInClient(baseUrl);
      await scenario.setup?.(client);
      // PostgreSQL's autovacuum analyses a table within a minute of thousands of inserts; the
      // run does it at once, so the planner measures the steady state and not an empty table.
      if (database === 'postgres' && scenario.setup) await analyze(env.DATABASE_URL);
      const result = await load(baseUrl + scenario.path, {
        method: scenario.method,
        headers: scenario.signedIn ? { cookie: client.cookie } : {},
        body: scenario.body,
      });
      rows.push({ database, scenario: scenario.name, kind: scenario.kind, ...result });
      console.log(
        `  ${database.padEnd(8)} ${scenario.name.padEnd(36)} ${result.reqPerSec.toFixed(0)} req/s, p99 ${result.p99Ms} ms, ${result.errors} errors`,
      );
      // The list's ceiling right after the list, on the same rows, so both meet the same load
      // on this shared machine. PGlite is one connection owned by the product's process, so
      // only PostgreSQL has one.
      if (scenario.name === listScenarioName && database === 'postgres') {
        const me = await (await client.request('GET', '/api/auth/current-user')).json();
        const ceiling = await measureCeiling(env.DATABASE_URL, me.id as string);
        rows.push({ database, scenario: ceilingScenarioName, kind: 'ceiling', ...ceiling });
        console.log(
          `  ${database.padEnd(8)} ${ceilingScenarioName.padEnd(36)} ${ceiling.reqPerSec.toFixed(0)} req/s, p99 ${ceiling.p99Ms} ms, ${ceiling.errors} errors`,
        );
      }
    }
    // A login burst beside signed-in reads: hashing runs off the event loop, so reads keep flowing.
    const reader = await signedInClient(baseUrl);
    const username = (await (await reader.request('GET', '/api/auth/current-user')).json())
      .username as string;
    const [reads, logins] = await Promise.all([
      load(`${baseUrl}/api/auth/current-user`, { headers: { cookie: reader.cookie } }),
      autocannon({
        url: `${baseUrl}/api/auth/login`,
        connections: 10,
        duration: DURATION_S + 2,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'bench-password' }),
      }),
    ]);
    rows.push({
      database,
      scenario: 'GET current-user during a login burst',
      kind: 'read',
      ...reads,
    });
    rows.push({
      database,
      scenario: 'POST /api/auth/login (burst, 10 conn.)',
      kind: 'login',
      reqPerSec: logins.requests.average,
      p99Ms: logins.latency.p99,
      errors: logins.errors + logins.timeouts + logins.non2xx,
      requests: logins.requests.total,
    });
  } finally {
    await stop(server);
    await dropDatabase();
  }
  return rows;
}

async function main() {
  console.log(`Building into ${distDir} ...`);
  execSync('npm run build --silent', {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });

  const hello = start('node', ['bench/hello.mjs'], { NAME: 'hello', PORT: '5191' });
  let baseline: Load;
  try {
    await waitFor('http://127.0.0.1:5191/');
    baseline = await load('http://127.0.0.1:5191/');
  } finally {
    await stop(hello);
  }
  console.log(
    `  hello-world                                   ${baseline.reqPerSec.toFixed(0)} req/s, p99 ${baseline.p99Ms} ms`,
  );

  const rows: Row[] = [];
  let hasPostgres = true;
  try {
    const c = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 3000 });
    await c.connect();
    await c.end();
  } catch {
    hasPostgres = false;
    console.log(`PostgreSQL does not answer at ${pgAdminUrl}: its figures are skipped.`);
  }
  // BENCH_DATABASES=postgres (or pglite) measures one of them only.
  const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
  // BENCH_ONLY=heavy-work measures only the heavy work (PDFs, a lead-file upload) beside a bystander.
  const onlyHeavyWork = process.env.BENCH_ONLY === 'heavy-work';
  const workers = availableParallelism();
  if (hasPostgres && databases.includes('postgres') && !onlyHeavyWork) {
    rows.push(...(await measureProduct('postgres', 5192)));
    // What `npm start` runs on PostgreSQL: one worker per core.
    if (workers > 1) rows.push(...(await measureProduct('postgres', 5192, workers)));
  }
  if (databases.includes('pglite') && !onlyHeavyWork) {
    rows.push(...(await measureProduct('pglite', 5193)));
  }
  const heavyWork: HeavyWorkFigures[] = [];
  for (const database of ['postgres', 'pglite'] as const) {
    if (!databases.includes(database) || (database === 'postgres' && !hasPostgres)) continue;
    heavyWork.push(
      await measureHeavyWork(database, {
        port: 5196,
        distDir,
        workDir,
        pgAdminUrl,
        seconds: DURATION_S,
        tools: { start, stop, waitFor, signedInClient },
      }),
    );
  }

  console.log(
    `\nLoad on loopback, ${CONNECTIONS} connections, ${DURATION_S} s each; hello-world baseline ${baseline.reqPerSec.toFixed(0)} req/s (p99 ${baseline.p99Ms} ms)\n`,
  );
  const header = ['database', 'scenario', 'req/s', '× hello', 'p99 ms', 'errors', 'PGlite ÷ PG'];
  const table = rows.map((row) => {
    const pgRow = rows.find((r) => r.database === 'postgres' && r.scenario === row.scenario);
    return [
      row.database,
      row.scenario,
      row.reqPerSec.toFixed(0),
      (row.reqPerSec / baseline.reqPerSec).toFixed(2),
      String(row.p99Ms),
      String(row.errors),
      row.database === 'pglite' && pgRow ? (row.reqPerSec / pgRow.reqPerSec).toFixed(2) : '',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of table) console.log(line(r));
  const oneWorker = rows.find(
    (r) => r.database === 'postgres' && r.scenario === 'GET /api/auth/current-user',
  );
  const perCore = rows.find(
    (r) => r.database === 'postgres' && r.scenario.endsWith(`(${workers} workers)`),
  );
  const workersRatio = oneWorker && perCore ? perCore.reqPerSec / oneWorker.reqPerSec : null;
  if (workersRatio !== null)
    console.log(
      `\nPostgreSQL current-user, ${workers} workers (one per core) ÷ 1 worker: ${workersRatio.toFixed(2)}`,
    );

  // The list against its ceiling and against itself with 10,000 contacts (targets: 0.8 each).
  const figure = (database: string, scenario: string) =>
    rows.find((r) => r.database === database && r.scenario === scenario)?.reqPerSec;
  const lists: Array<Record<string, string | number | null>> = [];
  for (const database of new Set(rows.map((r) => r.database))) {
    const list = figure(database, listScenarioName);
    const big = figure(database, bigListScenarioName);
    const ceiling = figure(database, ceilingScenarioName);
    const prospects = figure(database, prospectListScenarioName);
    const bigProspects = figure(database, bigProspectListScenarioName);
    if (list === undefined) continue;
    const ratio = (a: number | undefined, b: number | undefined) =>
      a === undefined || b === undefined ? null : Number((a / b).toFixed(2));
    lists.push({
      database,
      'list ÷ ceiling (≥ 0.8)': ratio(list, ceiling),
      'list ÷ hello': ratio(list, baseline.reqPerSec),
      '10,000 ÷ 50 (≥ 0.8)': ratio(big, list),
      // The prospect list runs the same kind of query; the contact list's ceiling stands for it.
      'prospects ÷ ceiling': ratio(prospects, ceiling),
      'prospects 10,000 ÷ 50 (≥ 0.8)': ratio(bigProspects, prospects),
    });
  }
  if (lists.length > 0) {
    console.log('\nContact and prospect lists, first page of 50\n');
    const keys = Object.keys(lists[0]);
    console.log(keys.join(' | '));
    for (const l of lists) console.log(keys.map((k) => String(l[k] ?? 'n/a')).join(' | '));
  }

  printHeavyWork(heavyWork);

  let pages: unknown = null;
  if (existsSync('bench/lighthouse.ts') && process.env.BENCH_PAGES !== 'false' && !onlyHeavyWork) {
    const lighthouseModule = './lighthouse.ts';
    const { measurePublicPages } = (await import(lighthouseModule)) as {
      measurePublicPages: (baseUrl: string, clientDir: string) => Promise<PageFigures[]>;
    };
    const server = start('node', [`${distDir}/server/main.js`], {
      NAME: 'app-pages',
      PORT: '5194',
      CLIENT_DIST_DIR: `${distDir}/client`,
      DATA_DIR: `${workDir}/pages`,
      LOG_LEVEL: 'warn',
    });
    try {
      await waitFor('http://127.0.0.1:5194/api/auth/current-user');
      const results = await measurePublicPages('http://localhost:5194', `${distDir}/client`);
      pages = results;
      console.log('\nPublic pages: Lighthouse mobile, median of 3; first-load JavaScript (gzip)\n');
      console.log('page            | perf | a11y | best pr. | seo | first-load JS KB');
      console.log('----------------|------|------|----------|-----|-----------------');
      for (const p of results) {
        console.log(
          `${p.path.padEnd(15)} | ${String(p.performance).padEnd(4)} | ${String(p.accessibility).padEnd(4)} | ${String(p.bestPractices).padEnd(8)} | ${String(p.seo).padEnd(3)} | ${p.firstLoadJsKbGzip.toFixed(1)}`,
        );
      }
    } finally {
      await stop(server);
    }
  }

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/latest.json',
    JSON.stringify(
      {
        at: new Date().toISOString(),
        baseline,
        rows,
        lists,
        workers: { workers, workersRatio },
        heavyWork,
        pages,
      },
      null,
      2,
    ),
  );
  console.log('\nSaved bench/results/latest.json');
}

main().catch((error) => {
  console.error('bench could not run:', error);
  process.exit(1);
});
