/**
 * `npm run bench`: builds the product, starts it on PostgreSQL and on the embedded PGlite, and in
 * the same run a bare Fastify hello-world; loads each scenario with autocannon (50 connections)
 * and prints req/s, p99 and errors as ratios to the hello-world. Each list of 50 rows (contacts,
 * prospects, follow-ups, the operator's lead orders and queue) is measured beside its own ceiling:
 * bench/list-ceiling.mjs, a bare Fastify + pg route running exactly the statements the list's
 * function sends (recorded from it in the same run), the two taking turns; the lists table gives
 * req/s, p99, the ratio to that ceiling, the server's CPU ms per request and PGlite ÷ PostgreSQL.
 * Then current-user on PostgreSQL with one worker per core as a ratio to one worker, Lighthouse
 * figures for the public pages when bench/lighthouse.ts is present, and the heavy work beside a
 * bystander (bench/heavy-work.ts; BENCH_ONLY=heavy-work runs that alone), and one contacts import of
 * 10,000 rows (bench/contacts-import.ts; BENCH_ONLY=import runs that alone). BENCH_ONLY=lists runs
 * the lists alone (BENCH_LISTS=contacts,follow-ups narrows them), BENCH_SECONDS shortens each
 * load, BENCH_REPEATS=3 keeps the median of three, BENCH_BUILD=false reuses DIST_DIR's build and
 * BENCH_PORT_BASE / BENCH_WORK_DIR keep two runs on one machine apart. Exits non-zero only when it
 * cannot run.
 */
import { type ChildProcess, execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';
import {
  type BenchClient,
  bigListScenarioName,
  bigProspectListScenarioName,
  listScenarioName,
  listScenarios,
  prospectListScenarioName,
  type Scenario,
  scenarios,
} from './scenarios';
import { type HeavyWorkFigures, measureHeavyWork, printHeavyWork, signIn } from './heavy-work';
import {
  type ContactsImportFigures,
  measureContactsImport,
  printContactsImport,
} from './contacts-import';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const distDir = resolve(process.env.DIST_DIR ?? '.tmp/bench-dist');
const workDir = resolve(process.env.BENCH_WORK_DIR ?? '.tmp/bench');
// BENCH_PORT_BASE moves the bench's servers (hello-world +1, product +2/+3, ceiling +5) so that
// two runs on one machine do not meet.
const portBase = Number(process.env.BENCH_PORT_BASE ?? 5190);
// BENCH_ONLY=lists measures only the lists of 50 rows, each beside its own ceiling;
// BENCH_LISTS=contacts,prospects narrows them to the lists whose name holds one of these words.
const onlyLists = process.env.BENCH_ONLY === 'lists';
const listFilter = process.env.BENCH_LISTS?.split(',').filter(Boolean);
const isChosen = (scenario: Scenario) =>
  !listFilter || scenario.kind !== 'list' || listFilter.some((w) => scenario.name.includes(w));
const pgAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Load = {
  reqPerSec: number;
  p99Ms: number;
  errors: number;
  requests: number;
  /** The server process's CPU time per request (user + system), when its pid is known. */
  cpuMsPerRequest?: number;
};

/** A process's CPU time so far in ms (Linux), or undefined elsewhere. */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

async function load(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: () => unknown;
    pid?: number;
  } = {},
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
  const cpuBefore = cpuMs(options.pid);
  const result = await run(DURATION_S);
  const cpuAfter = cpuMs(options.pid);
  return {
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? { cpuMsPerRequest: Number(((cpuAfter - cpuBefore) / result.requests.total).toFixed(3)) }
      : {}),
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

type Statement = { text: string; values: unknown[]; name?: string };

/**
 * The statements a list function sends, recorded by running it once on a Drizzle handle over a
 * pg Pool whose query method writes down what it is asked: the ceiling then runs exactly these.
 */
async function recordStatements(
  databaseUrl: string,
  run: (db: Db) => Promise<unknown>,
): Promise<Statement[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const seen: Statement[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const recording = (config: unknown, values?: unknown[]) => {
    if (typeof config === 'string') seen.push({ text: config, values: values ?? [] });
    else {
      const c = config as { text: string; values?: unknown[]; name?: string };
      seen.push({ text: c.text, values: values ?? c.values ?? [], name: c.name });
    }
    return query(config, values);
  };
  Object.assign(pool, { query: recording });
  try {
    await run(drizzle(pool, { schema }));
  } finally {
    await pool.end();
  }
  return seen;
}

// BENCH_REPEATS=3 measures a list (and its ceiling, in turns) three times and keeps the median:
// other work on a shared machine moves single figures by a third.
const REPEATS = Math.max(1, Number(process.env.BENCH_REPEATS ?? 1));

async function repeat(measure: () => Promise<Load>): Promise<Load[]> {
  const loads: Load[] = [];
  for (let i = 0; i < REPEATS; i++) loads.push(await measure());
  return loads;
}

/** The run with the median req/s. */
const median = (loads: Load[]) =>
  [...loads].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(loads.length / 2)];

/** A list and its ceiling, taking turns: the median of each. */
async function measureWithCeiling(
  loadList: () => Promise<Load>,
  databaseUrl: string,
  statements: Statement[],
  pageSize: number,
): Promise<{ list: Load; ceiling: Load }> {
  const port = portBase + 5;
  const ceiling = start('node', ['bench/list-ceiling.mjs'], {
    NAME: 'list-ceiling',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    CEILING_STATEMENTS: JSON.stringify(statements),
    CEILING_PAGE_SIZE: String(pageSize),
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    const lists: Load[] = [];
    const ceilings: Load[] = [];
    for (let i = 0; i < REPEATS; i++) {
      lists.push(await loadList());
      ceilings.push(await load(`http://127.0.0.1:${port}/`, { pid: ceiling.pid }));
    }
    return { list: median(lists), ceiling: median(ceilings) };
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
  return clientWith(baseUrl, await signIn(baseUrl, account.username, account.password));
}

/** Requests of a signed-in session, by its Cookie header value. */
function clientWith(baseUrl: string, cookie: string): BenchClient {
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

type Row = { database: string; scenario: string; kind: string; ceilingOf?: string } & Load;

/** A list's ceiling row: a bare Fastify + pg route running the list's statements. */
const ceilingName = (list: string) => `ceiling of ${list}`;
const BENCH_OPERATOR = {
  username: 'bench_lists_ops',
  email: 'bench_lists_ops@example.com',
  password: 'bench-lists-ops-pass',
};

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
    CHECKOUT_LIMIT_PER_MINUTE: '100000',
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
  const chosen = (onlyLists ? listScenarios : scenarios).filter(isChosen);
  // The operator's lists need an operator, made only by the script (never through the API).
  if (workers === 1 && chosen.some((s) => s.asOperator)) {
    execFileSync(
      'node',
      [
        `${distDir}/server/create-operator.js`,
        ...['--username', BENCH_OPERATOR.username, '--email', BENCH_OPERATOR.email],
        ...['--password', BENCH_OPERATOR.password],
      ],
      { env: { ...process.env, ...env }, stdio: 'ignore' },
    );
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
    for (const scenario of chosen) {
      const client = scenario.asOperator
        ? clientWith(
            baseUrl,
            await signIn(baseUrl, BENCH_OPERATOR.username, BENCH_OPERATOR.password),
          )
        : await signedInClient(baseUrl);
      await scenario.setup?.(client, { newMember: () => signedInClient(baseUrl) });
      // PostgreSQL's autovacuum analyses a table within a minute of thousands of inserts; the
      // run does it at once, so the planner measures the steady state and not an empty table.
      if (database === 'postgres' && scenario.setup) await analyze(env.DATABASE_URL);
      const loadList = () =>
        load(baseUrl + scenario.path, {
          method: scenario.method,
          headers: scenario.signedIn ? { cookie: client.cookie } : {},
          body: scenario.body,
          pid: server.pid,
        });
      const print = (name: string, load: Load) =>
        console.log(
          `  ${database.padEnd(8)} ${name.padEnd(36)} ${load.reqPerSec.toFixed(0)} req/s, p99 ${load.p99Ms} ms, ${load.errors} errors${load.cpuMsPerRequest === undefined ? '' : `, ${load.cpuMsPerRequest} CPU ms/request`}`,
        );
      // The list's ceiling beside the list, on the same rows, so both meet the same load on this
      // shared machine: the two take turns (BENCH_REPEATS times, median of each). PGlite is one
      // connection owned by the product's process, so only PostgreSQL has one.
      if (scenario.ceiling && database === 'postgres') {
        const me = await (await client.request('GET', '/api/auth/current-user')).json();
        const { run, pageSize } = scenario.ceiling;
        const statements = await recordStatements(env.DATABASE_URL, (db) =>
          run(db, me.id as string),
        );
        const { list, ceiling } = await measureWithCeiling(
          loadList,
          env.DATABASE_URL,
          statements,
          pageSize,
        );
        rows.push({ database, scenario: scenario.name, kind: scenario.kind, ...list });
        print(scenario.name, list);
        const name = ceilingName(scenario.name);
        rows.push({
          database,
          scenario: name,
          kind: 'ceiling',
          ceilingOf: scenario.name,
          ...ceiling,
        });
        print(name, ceiling);
      } else {
        const result = median(await repeat(loadList));
        rows.push({ database, scenario: scenario.name, kind: scenario.kind, ...result });
        print(scenario.name, result);
      }
    }
    if (onlyLists) return rows;
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
  // BENCH_BUILD=false measures what is already built in DIST_DIR.
  if (process.env.BENCH_BUILD !== 'false') {
    console.log(`Building into ${distDir} ...`);
    execSync('npm run build --silent', {
      stdio: 'inherit',
      env: { ...process.env, DIST_DIR: distDir },
    });
  }

  // BENCH_ONLY=import measures only the contacts import of 10,000 rows, on each database.
  if (process.env.BENCH_ONLY === 'import') {
    await measureImportOnly();
    return;
  }

  const helloUrl = `http://127.0.0.1:${portBase + 1}/`;
  const hello = start('node', ['bench/hello.mjs'], { NAME: 'hello', PORT: String(portBase + 1) });
  let baseline: Load;
  try {
    await waitFor(helloUrl);
    baseline = await load(helloUrl);
  } finally {
    await stop(hello);
  }
  console.log(
    `  hello-world                                   ${baseline.reqPerSec.toFixed(0)} req/s, p99 ${baseline.p99Ms} ms`,
  );

  const rows: Row[] = [];
  const hasPostgres = await postgresAnswers();
  // BENCH_DATABASES=postgres (or pglite) measures one of them only.
  const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
  // BENCH_ONLY=heavy-work measures only the heavy work (PDFs, a lead-file upload) beside a bystander.
  const onlyHeavyWork = process.env.BENCH_ONLY === 'heavy-work';
  // The lists alone measure no pages either.
  if (onlyLists) process.env.BENCH_PAGES = 'false';
  const workers = availableParallelism();
  if (hasPostgres && databases.includes('postgres') && !onlyHeavyWork) {
    rows.push(...(await measureProduct('postgres', portBase + 2)));
    // What `npm start` runs on PostgreSQL: one worker per core.
    if (workers > 1 && !onlyLists)
      rows.push(...(await measureProduct('postgres', portBase + 2, workers)));
  }
  if (databases.includes('pglite') && !onlyHeavyWork) {
    rows.push(...(await measureProduct('pglite', portBase + 3)));
  }
  const heavyWork: HeavyWorkFigures[] = [];
  for (const database of ['postgres', 'pglite'] as const) {
    if (onlyLists) break;
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

  // Each list against its own ceiling (target 0.8, p99 under 50 ms), PGlite against PostgreSQL,
  // and the first page of 10,000 against the page of 50 (target 0.8).
  const find = (database: string, scenario: string) =>
    rows.find((r) => r.database === database && r.scenario === scenario);
  const ratio = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? null : Number((a / b).toFixed(2));
  const lists = rows
    .filter((r) => r.kind === 'list')
    .map((r) => {
      const ceiling = find('postgres', ceilingName(r.scenario));
      const onPostgres = find('postgres', r.scenario);
      return {
        database: r.database,
        list: r.scenario,
        reqPerSec: Math.round(r.reqPerSec),
        p99Ms: r.p99Ms,
        ceilingReqPerSec: ceiling ? Math.round(ceiling.reqPerSec) : null,
        ceilingP99Ms: ceiling?.p99Ms ?? null,
        cpuMsPerRequest: r.cpuMsPerRequest ?? null,
        ceilingCpuMsPerRequest: ceiling?.cpuMsPerRequest ?? null,
        // PGlite has no ceiling of its own (one connection inside the product's process).
        toCeiling: r.database === 'postgres' ? ratio(r.reqPerSec, ceiling?.reqPerSec) : null,
        pgliteToPostgres:
          r.database === 'pglite' ? ratio(r.reqPerSec, onPostgres?.reqPerSec) : null,
      };
    });
  const paging = [...new Set(rows.map((r) => r.database))].map((database) => ({
    database,
    contacts10000To50: ratio(
      find(database, bigListScenarioName)?.reqPerSec,
      find(database, listScenarioName)?.reqPerSec,
    ),
    prospects10000To50: ratio(
      find(database, bigProspectListScenarioName)?.reqPerSec,
      find(database, prospectListScenarioName)?.reqPerSec,
    ),
  }));
  if (lists.length > 0) {
    console.log('\nLists, first page, each against its own ceiling measured right after it\n');
    const head = [
      'database',
      'list',
      'req/s',
      'p99 ms',
      'ceiling req/s',
      'ceiling p99',
      '÷ ceiling (≥ 0.8)',
      'CPU ms/req',
      'ceiling CPU ms/req',
      'PGlite ÷ PG',
    ];
    const cells = lists.map((l) =>
      [
        l.database,
        l.list,
        l.reqPerSec,
        l.p99Ms,
        l.ceilingReqPerSec,
        l.ceilingP99Ms,
        l.toCeiling,
        l.cpuMsPerRequest,
        l.ceilingCpuMsPerRequest,
        l.pgliteToPostgres,
      ].map((v) => (v === null ? '' : String(v))),
    );
    const w = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
    const fmt = (c: string[]) => c.map((x, i) => x.padEnd(w[i])).join(' | ');
    console.log(fmt(head));
    console.log(w.map((n) => '-'.repeat(n)).join('-|-'));
    for (const c of cells) console.log(fmt(c));
  }
  for (const p of paging) {
    if (p.contacts10000To50 === null && p.prospects10000To50 === null) continue;
    console.log(
      `${p.database}: first page of 10,000 ÷ 50 (≥ 0.8): contacts ${p.contacts10000To50 ?? 'n/a'}, prospects ${p.prospects10000To50 ?? 'n/a'}`,
    );
  }

  printHeavyWork(heavyWork);

  const contactsImport: ContactsImportFigures[] = [];
  for (const database of ['postgres', 'pglite'] as const) {
    if (onlyLists || onlyHeavyWork) break;
    if (!databases.includes(database) || (database === 'postgres' && !hasPostgres)) continue;
    contactsImport.push(await measureContactsImport(database, importOptions()));
  }
  printContactsImport(contactsImport);

  let pages: unknown = null;
  if (existsSync('bench/lighthouse.ts') && process.env.BENCH_PAGES !== 'false' && !onlyHeavyWork) {
    const lighthouseModule = './lighthouse.ts';
    const { measurePages, formatPageTable } = (await import(lighthouseModule)) as {
      measurePages: (baseUrl: string, clientDir: string) => Promise<PageFigures[]>;
      formatPageTable: (figures: PageFigures[]) => string;
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
      const results = await measurePages('http://localhost:5194', `${distDir}/client`);
      pages = results;
      console.log(
        '\nPages: Lighthouse mobile, median of 3 (perf also with the CPU slowed 8×, public pages);' +
          '\nfirst-load JavaScript (gzip) from the built files (public budget 110 KB) and every' +
          '\nscript a first visit downloads, from the network (signed-in budget 180 KB)\n',
      );
      console.log(formatPageTable(results));
    } finally {
      await stop(server);
    }
  }

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    // The lists alone do not replace the full run's figures.
    onlyLists ? 'bench/results/lists-latest.json' : 'bench/results/latest.json',
    JSON.stringify(
      {
        at: new Date().toISOString(),
        baseline,
        rows,
        lists,
        paging,
        workers: { workers, workersRatio },
        heavyWork,
        contactsImport,
        pages,
      },
      null,
      2,
    ),
  );
  console.log(`\nSaved bench/results/${onlyLists ? 'lists-latest' : 'latest'}.json`);
}

/** Where the import's server listens and what it runs: the build under test, on its own port. */
const importOptions = () => ({
  port: portBase + 7,
  distDir,
  workDir,
  pgAdminUrl,
  tools: { start, stop, waitFor, signedInClient },
});

/** Whether PostgreSQL answers at the admin URL; when it does not, its figures are skipped. */
async function postgresAnswers(): Promise<boolean> {
  try {
    const c = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 3000 });
    await c.connect();
    await c.end();
    return true;
  } catch {
    console.log(`PostgreSQL does not answer at ${pgAdminUrl}: its figures are skipped.`);
    return false;
  }
}

/** BENCH_ONLY=import: the contacts import alone, on PostgreSQL (when it answers) and PGlite. */
async function measureImportOnly() {
  const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
  const hasPostgres = await postgresAnswers();
  const figures: ContactsImportFigures[] = [];
  for (const database of ['postgres', 'pglite'] as const) {
    if (!databases.includes(database) || (database === 'postgres' && !hasPostgres)) continue;
    figures.push(await measureContactsImport(database, importOptions()));
  }
  printContactsImport(figures);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/import-latest.json',
    JSON.stringify({ at: new Date().toISOString(), contactsImport: figures }, null, 2),
  );
  console.log('\nSaved bench/results/import-latest.json');
}

main().catch((error) => {
  console.error('bench could not run:', error);
  process.exit(1);
});
