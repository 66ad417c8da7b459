import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, type Db, openDatabase } from '../src/db/client';
import { buildUser } from '../src/demo/factories';
import { createMailer, type Mailer } from '../src/core/email/outbox';
import pino from 'pino';
import { inject, onTestFinished } from 'vitest';

/** Which database this run of the API suite uses: PGlite (default) or the machine's PostgreSQL. */
export const testDriver: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  mailer: Mailer;
  /** The app's clock: the real time until a test holds it (limits count by it). */
  clock: TestClock;
  /** The opened database itself, for what a start does with it (server/src/start-up.ts). */
  database: Database;
  /** The PostgreSQL database's address, so a test can open it again as another process would. */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
};

/**
 * The app's clock in a test. It runs with the real time until a test holds it; a held clock moves
 * only when told, so a limit's window (a minute, 15 minutes) never ends in the middle of a test
 * however slow the machine is, and a test can move it past the window on purpose.
 */
export type TestClock = {
  now: () => Date;
  /** Stops the clock where it is. */
  hold: () => void;
  /** Moves the clock forward, held or not. */
  advance: (ms: number) => void;
  /** Lets it run with the real time again, from where it was (never backwards). */
  release: () => void;
};

export function testClock(): TestClock {
  let offsetMs = 0;
  let heldAt: number | null = null;
  return {
    now: () => new Date(heldAt ?? Date.now() + offsetMs),
    hold: () => {
      heldAt ??= Date.now() + offsetMs;
    },
    advance: (ms) => {
      if (heldAt !== null) heldAt += ms;
      offsetMs += ms;
    },
    release: () => {
      heldAt = null;
    },
  };
}

/** Holds the app's clock until the current test ends: no limit's window can end during it. */
export function holdClockForThisTest(t: TestApp) {
  t.clock.hold();
  onTestFinished(() => t.clock.release());
}

/**
 * A real app on a fresh, migrated database of its own; nothing is shared between test apps. The
 * database is a copy of the one server/test/global-setup.ts migrated once for the run; migrating
 * again finds nothing left to do.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  let databaseUrl: string | undefined;
  let pgliteDump: Blob | undefined;
  let dropDatabase = async () => {};
  if (testDriver === 'postgres') {
    const name = `al_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('databaseTemplate')}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    pgliteDump = new Blob([readFileSync(inject('databaseTemplate'))]);
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CLIENT_DIST_DIR: '/nonexistent',
    ...env,
  });
  const database = await openDatabase({ databaseUrl, poolSize: 5, pgliteDump });
  await database.migrate();
  const log = pino({ level: 'silent' });
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
  });
  const clock = testClock();
  const app = await buildApp({ config, db: database.db, mailer, logger: false, now: clock.now });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    mailer,
    clock,
    database,
    databaseUrl,
    close: async () => {
      await app.close();
      await mailer.stop();
      await database.close();
      await dropDatabase();
    },
  };
}

export function cookieFrom(
  response: LightMyRequestResponse,
  name = 'al_session',
): string | undefined {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie?.value;
}

/** A member with a live session: returns the user and the Cookie header to send. */
export async function signedInUser(t: TestApp, overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username, password: user.password },
    remoteAddress: `10.${Math.floor(Math.random() * 250)}.0.1`,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = cookieFrom(response)!;
  return { user, cookie: `al_session=${token}`, token };
}

/** The malformed bodies every JSON route must refuse with a 4xx and a readable message. */
export function malformedBodies(
  valid: Record<string, unknown>,
): Array<{ name: string; payload: string; contentType?: string }> {
  const json = (value: unknown) => JSON.stringify(value);
  const firstKey = Object.keys(valid)[0];
  const wrongTyped = Object.fromEntries(Object.keys(valid).map((k) => [k, 12345]));
  return [
    { name: 'invalid JSON', payload: '{"a": ' },
    { name: 'empty body', payload: '' },
    { name: 'JSON null', payload: 'null' },
    { name: 'JSON array', payload: json([valid]) },
    { name: 'JSON string', payload: json('hello') },
    { name: 'JSON number', payload: '42' },
    { name: 'empty object', payload: '{}' },
    { name: 'wrong types', payload: json(wrongTyped) },
    {
      name: 'all nulls',
      payload: json(Object.fromEntries(Object.keys(valid).map((k) => [k, null]))),
    },
    { name: 'extra field', payload: json({ ...valid, isAdmin: true }) },
    { name: '__proto__ key', payload: `{"__proto__": {"isAdmin": true}, ${json(valid).slice(1)}` },
    {
      name: 'constructor.prototype key',
      payload: `{"constructor": {"prototype": {"x": 1}}, ${json(valid).slice(1)}`,
    },
    { name: 'missing first field', payload: json({ ...valid, [firstKey]: undefined }) },
    { name: 'object as first field', payload: json({ ...valid, [firstKey]: { $gt: '' } }) },
    { name: 'array as first field', payload: json({ ...valid, [firstKey]: ['a', 'b'] }) },
    { name: 'huge string field', payload: json({ ...valid, [firstKey]: 'x'.repeat(100_000) }) },
    { name: '1 MB body', payload: json({ ...valid, padding: 'x'.repeat(1_000_000) }) },
    { name: 'huge number', payload: json({ ...valid, [firstKey]: 1e308 }) },
    { name: 'negative number', payload: json({ ...valid, [firstKey]: -1 }) },
    { name: 'NaN literal', payload: json(valid).replace(/}$/, ', "n": NaN}') },
    {
      name: 'form encoded',
      payload: new URLSearchParams(valid as Record<string, string>).toString(),
      contentType: 'application/x-www-form-urlencoded',
    },
    { name: 'text/plain', payload: json(valid), contentType: 'text/plain' },
    {
      name: 'multipart',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      contentType: 'multipart/form-data; boundary=x',
    },
    { name: 'xml', payload: '<a>1</a>', contentType: 'application/xml' },
  ];
}

/** Asks until the answer is the expected one, for at most `withinMs`; returns the last answer. */
export async function pollUntil<T>(
  ask: () => Promise<T>,
  isDone: (value: T) => boolean,
  withinMs: number,
) {
  const deadline = Date.now() + withinMs;
  let value = await ask();
  while (!isDone(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await ask();
  }
  return value;
}
