import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crmContacts,
  crmFollowUps,
  entitlements,
  lessonCompletions,
  prospects,
  prospectStatusChanges,
  userProgress,
  users,
} from '../src/db/schema';
import { DEMO_ACCOUNT, DEMO_OPERATOR, seedDemo } from '../src/demo/seed';
import { prepareDatabase } from '../src/start-up';
import { createTestApp, type TestApp } from './helpers';

// The demo account is what a newcomer sees first: its saved state must look like a real user's.
// The seed runs at every start of every process, so a second run must change nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

const silent = pino({ level: 'silent' });

async function signIn(app: TestApp['app'], account: { username: string; password: string }) {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: account });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = login.headers['set-cookie'] as string | string[];
  return (Array.isArray(cookie) ? cookie : [cookie]).map((c) => c.split(';')[0]).join('; ');
}

/** Rows in every table the seed writes to. */
async function seededRows(db: TestApp['db']) {
  const tables = {
    users,
    entitlements,
    userProgress,
    lessonCompletions,
    crmContacts,
    crmFollowUps,
    prospects,
    prospectStatusChanges,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name] = row.n;
  }
  return counts;
}

describe('the demo account', () => {
  it('resumes a half-done module at the first lesson it has not finished', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNT);
    const state = (
      await t.app.inject({
        url: '/api/user-progress/ai-foundations-2/lessons',
        headers: { cookie },
      })
    ).json();
    expect(state.completedLessons).toHaveLength(2);
    expect(state.resumeLesson).toBe(2);
  });
});

describe('the demo operator', () => {
  it('signs in as an operator and opens the console', async () => {
    const cookie = await signIn(t.app, DEMO_OPERATOR);
    const me = await t.app.inject({ url: '/api/auth/current-user', headers: { cookie } });
    expect(me.json().isOperator).toBe(true);
    const queue = await t.app.inject({ url: '/api/operator/lead-orders', headers: { cookie } });
    expect(queue.statusCode, queue.body).toBe(200);
  });
});

describe('running the seed again', () => {
  it('adds nothing and fails on nothing', async () => {
    const before = await seededRows(t.db);
    expect(before.users).toBe(2);
    expect(before.crmContacts).toBeGreaterThan(0);
    expect(await seedDemo(t.db)).toEqual({ member: false, operator: false });
    expect(
      await t.database.underMigrationLock((db) => seedDemo(db, { withOperator: false })),
    ).toEqual({ member: false, operator: false });
    expect(await seededRows(t.db)).toEqual(before);
  });
});

describe('a production start with SEED_DEMO=true', () => {
  it('creates the demo account but never an operator with a published password', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    try {
      await prepareDatabase(prod.database, prod.config, silent);
      await prepareDatabase(prod.database, prod.config, silent);
      await signIn(prod.app, DEMO_ACCOUNT);
      const operator = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: DEMO_OPERATOR,
      });
      expect(operator.statusCode).toBe(401);
      expect((await seededRows(prod.db)).users).toBe(1);
    } finally {
      await prod.close();
    }
  });
});
