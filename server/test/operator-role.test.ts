import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildUser } from '../src/demo/factories';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { HttpError } from '../src/errors';
import { makeOperator, removeOperator } from '../src/features/operator/accounts';
import { operatorGuard } from '../src/features/operator/guard';
import { registerAuth } from '../src/plugins/auth';
import { registerErrorHandler } from '../src/plugins/errors';
import { createTestApp, signedInUser, testDriver, type TestApp } from './helpers';

// The operator role: made only by the script, shown in the current user, and enforced by one
// guard that answers 401 to visitors and an unknown path's 404 to members, before validation.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = async (username: string, password: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: `10.${Math.floor(Math.random() * 250)}.1.1`,
  });
  expect(response.statusCode).toBe(200);
  return response;
};

describe('the current user', () => {
  it('says whether the user is an operator', async () => {
    const member = await signedInUser(t);
    const operator = await signedInUser(t, { role: 'operator' });
    const asMember = await t.app.inject({
      url: '/api/auth/current-user',
      headers: { cookie: member.cookie },
    });
    const asOperator = await t.app.inject({
      url: '/api/auth/current-user',
      headers: { cookie: operator.cookie },
    });
    expect(asMember.json().isOperator).toBe(false);
    expect(asOperator.json().isOperator).toBe(true);
  });
});

describe('makeOperator (npm run create-operator)', () => {
  it('creates a verified operator who can sign in', async () => {
    const message = await makeOperator(t.db, {
      username: 'ops_new',
      email: 'ops-new@example.com',
      password: 'operator-pass',
    });
    expect(message).toBe('operator ops_new created');
    const response = await login('ops_new', 'operator-pass');
    expect(response.json()).toMatchObject({ isOperator: true, emailVerified: true });
  });

  it('promotes an existing account (any case) and the signed-in session sees it at once', async () => {
    const member = await signedInUser(t);
    const before = await t.app.inject({
      url: '/api/auth/current-user',
      headers: { cookie: member.cookie },
    });
    expect(before.json().isOperator).toBe(false);
    const message = await makeOperator(t.db, { username: member.user.username.toUpperCase() });
    expect(message).toBe(`${member.user.username} is now an operator`);
    const after = await t.app.inject({
      url: '/api/auth/current-user',
      headers: { cookie: member.cookie },
    });
    expect(after.json().isOperator).toBe(true);
    // The password is kept.
    await login(member.user.username, member.user.password);
  });

  it.each([
    [{}, 'Usage: npm run create-operator'],
    [{ username: 'ops_nomail', password: 'operator-pass' }, 'needs --email and --password'],
    [{ username: 'ops_short', email: 'short@example.com', password: 'abc' }, '6 characters'],
    [{ username: 'x', email: 'x@example.com', password: 'operator-pass' }, '3 to 32'],
    [{ username: 'ops bad', email: 'bad@example.com', password: 'operator-pass' }, 'may only'],
  ])('refuses %j and creates nobody', async (input, message) => {
    const before = await t.db.select({ id: users.id }).from(users);
    const error = await makeOperator(t.db, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message.toLowerCase()).toContain(message.toLowerCase());
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('takes the role away again: the signed-in operator loses the console at once', async () => {
    const operator = await signedInUser(t, { role: 'operator' });
    const console_ = () =>
      t.app.inject({
        url: '/api/operator/lists/lead-orders',
        headers: { cookie: operator.cookie },
      });
    expect((await console_()).statusCode).toBe(200);
    expect(await removeOperator(t.db, operator.user.username.toUpperCase())).toBe(
      `${operator.user.username} is no longer an operator (signed-in sessions lose the console at once)`,
    );
    expect((await console_()).statusCode).toBe(404);
    const me = await t.app.inject({
      url: '/api/auth/current-user',
      headers: { cookie: operator.cookie },
    });
    // Still signed in, as a member.
    expect(me.json()).toMatchObject({ isOperator: false, username: operator.user.username });
    expect(await removeOperator(t.db, operator.user.username)).toBe(
      `${operator.user.username} was not an operator; nothing changed`,
    );
  });

  it('refuses to remove an account that does not exist, or no username', async () => {
    for (const username of ['nobody_here', undefined]) {
      const error = await removeOperator(t.db, username).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
    }
  });

  it('treats a username in another case as the same account', async () => {
    await buildUser(t.db, { username: 'TakenName' });
    // Promotes instead: the same account, whatever the case.
    expect(await makeOperator(t.db, { username: 'takenname' })).toBe(
      'TakenName is now an operator',
    );
  });
});

describe('the create-operator command', () => {
  // Each command is its own test, one process each: on a slow machine a process opening the
  // embedded database costs tens of seconds, and on a host three times slower than usual, with
  // the other suites on both cores, it passed 50 s. The limits only stop a command that hangs
  // (spawnSync holds the test's thread, so the command's own limit comes first). Promoting is
  // makeOperator's, tested above.
  const CLI_MS = 240_000;
  const TEST_MS = 300_000;
  let env: Record<string, string>;
  let cleanup = () => {};
  beforeAll(async () => {
    if (testDriver === 'postgres') {
      env = { DATABASE_URL: t.databaseUrl! };
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), 'al-operator-'));
    env = { DATA_DIR: join(dir, 'data') };
    cleanup = () => rmSync(dir, { recursive: true, force: true });
    // Migrated here, in this process, so no command pays for a fresh database.
    const database = await openDatabase({ dataDir: env.DATA_DIR });
    await database.migrate();
    await database.close();
  });
  afterAll(() => cleanup());

  const run = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/src/scripts/create-operator.ts', ...args],
      {
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: CLI_MS,
      },
    );

  it(
    'prints its usage without a username',
    () => {
      const usage = run();
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run create-operator');
    },
    TEST_MS,
  );

  it(
    'creates a verified operator',
    async () => {
      const created = run(
        '--username',
        'cli_ops',
        '--email',
        'cli@example.com',
        '--password',
        'operator-pass',
      );
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain('operator cli_ops created');
      expect(created.status).toBe(0);
      if (testDriver === 'postgres') {
        const [row] = await t.db.select().from(users).where(eq(users.username, 'cli_ops'));
        expect(row.role).toBe('operator');
        expect(row.emailVerifiedAt).not.toBeNull();
      }
    },
    TEST_MS,
  );

  it(
    'refuses a new operator whose address is not one',
    () => {
      const refused = run(
        '--username',
        'cli_two',
        '--email',
        'not-an-email',
        '--password',
        'operator-pass',
      );
      expect(refused.status).toBe(2);
      expect(refused.stderr).not.toBe('');
    },
    TEST_MS,
  );
});

describe('operatorGuard', () => {
  const build = async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(cookie);
    registerAuth(app, t.db);
    await app.register(async (scope) => {
      scope.addHook('onRequest', operatorGuard(t.db));
      scope
        .withTypeProvider<ZodTypeProvider>()
        .post(
          '/api/operator/probe',
          { schema: { body: z.strictObject({ n: z.number() }) } },
          async (request) => ({ n: request.body.n, by: request.user?.username }),
        );
    });
    await app.ready();
    return app;
  };

  it('answers 401 to visitors, the unknown-path 404 to members, and lets operators in', async () => {
    const app = await build();
    const member = await signedInUser(t);
    const operator = await signedInUser(t, { role: 'operator' });
    const probe = (cookieHeader: string | undefined, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/operator/probe?x=1',
        headers: cookieHeader ? { cookie: cookieHeader } : {},
        payload: payload as object,
      });

    for (const payload of [{ n: 1 }, { n: 'bad' }, { extra: true }]) {
      const visitor = await probe(undefined, payload);
      expect(visitor.statusCode).toBe(401);
      const asMember = await probe(member.cookie, payload);
      expect(asMember.statusCode).toBe(404);
      expect(asMember.json()).toEqual({ message: 'Not found: POST /api/operator/probe' });
      const dead = await probe('al_session=not-a-session', payload);
      expect(dead.statusCode).toBe(401);
    }
    const ok = await probe(operator.cookie, { n: 7 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ n: 7, by: operator.user.username });
    expect((await probe(operator.cookie, { n: 'bad' })).statusCode).toBe(400);
    await app.close();
  });
});

describe('operator pages served by the server', () => {
  it('answer 404 to visitors and members and 200 to operators, with the same app', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'al-client-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    const served = await createTestApp({ CLIENT_DIST_DIR: dir });
    try {
      const member = await signedInUser(served);
      const operator = await signedInUser(served, { role: 'operator' });
      const page = (url: string, cookie?: string) =>
        served.app.inject({ url, headers: cookie ? { cookie } : {} });
      for (const url of ['/operator', '/operator/lead-order?id=x', '/operator/']) {
        expect((await page(url)).statusCode, url).toBe(404);
        expect((await page(url, member.cookie)).statusCode, url).toBe(404);
        const asOperator = await page(url, operator.cookie);
        expect(asOperator.statusCode, url).toBe(200);
        expect(asOperator.body).toContain('<div id="root">');
      }
      expect((await page('/crm', member.cookie)).statusCode).toBe(200);
      expect((await page('/no-such-page', operator.cookie)).statusCode).toBe(404);
    } finally {
      await served.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
