import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/start-up';
import { type Db, openDatabase } from '../src/db/client';
import { databaseEventsFor } from '../src/db/events';
import { emailOutbox, entitlements, orders, sessions } from '../src/db/schema';
import { forgetCachedUser } from '../src/core/sessions';
import { revokeOrder } from '../src/core/orders/revocation';
import { createMailer, enqueueEmail, type Mailer } from '../src/core/email/outbox';
import { DEMO_ACCOUNT, DEMO_OPERATOR } from '../src/demo/seed';
import {
  createTestApp,
  holdClockForThisTest,
  signedInUser,
  testDriver,
  type TestApp,
  pollUntil,
} from './helpers';

// Two app instances over one database, as two server processes (or two workers of one deploy)
// would run. On PostgreSQL the second instance opens the database again, with its own pool,
// its own session cache and its own notifications; on PGlite, which one process opens, it
// shares the first one's database.

type Instance = { app: FastifyInstance; db: Db; mailer: Mailer; close: () => Promise<void> };

const silent = pino({ level: 'silent' });

async function secondInstance(t: TestApp): Promise<Instance> {
  let db = t.db;
  let closeDatabase = async () => {};
  if (t.databaseUrl) {
    const database = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 5 });
    // A second process migrates at start too, and finds nothing left to do.
    await database.migrate();
    db = database.db;
    closeDatabase = database.close;
  }
  const mailer = createMailer({
    db,
    smtpUrl: t.config.smtpUrl,
    from: t.config.mailFrom,
    log: silent,
  });
  // One clock for both, as every process of a deploy reads the same time.
  const app = await buildApp({ config: t.config, db, mailer, logger: false, now: t.clock.now });
  await app.ready();
  return {
    app,
    db,
    mailer,
    close: async () => {
      await app.close();
      await mailer.stop();
      await closeDatabase();
    },
  };
}

/**
 * A real SMTP server on loopback that keeps what it receives; one that hangs never answers a
 * message, as a server (or a process) that stalls in the middle of a send.
 */
async function startSmtp({ hangs = false } = {}) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Closing drops connections still open after this long.
    closeTimeout: 100,
    onData(stream, session, callback) {
      stream.resume();
      if (hangs) return;
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const currentUser = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/current-user', headers: { cookie } });

/**
 * The second instance answers signed-in reads from memory only while it hears the first; it
 * starts listening at its first signed-in read.
 */
async function untilHearing(db: Db) {
  const events = databaseEventsFor(db);
  if (!events) return;
  await pollUntil(
    async () => events.isHearing('session_cache'),
    (isHearing) => isHearing,
    2000,
  );
}

describe.runIf(testDriver === 'postgres')(
  'starting together on one fresh PostgreSQL database',
  () => {
    const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `al_test_start_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const query = async (connectionString: string, sql: string) => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    };
    beforeAll(() => query(adminUrl, `CREATE DATABASE ${name}`));
    afterAll(() => query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

    /** What server/src/main.ts does as it starts, each with a database (a pool) of its own. */
    async function start(env: Record<string, string>) {
      const config = loadConfig({
        ...env,
        DATABASE_URL: url.toString(),
        LOG_LEVEL: 'silent',
        CLIENT_DIST_DIR: '/nonexistent',
      });
      const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
      try {
        await prepareDatabase(database, config, silent);
        const mailer = createMailer({ db: database.db, from: config.mailFrom, log: silent });
        const app = await buildApp({ config, db: database.db, mailer, logger: false });
        const answer = await app.inject({ method: 'GET', url: '/api/auth/current-user' });
        await app.close();
        return answer.statusCode;
      } finally {
        await database.close();
      }
    }

    it('4 processes, in development and in production with the demo seed on and off, all start and answer', async () => {
      // Each migrates and, when its seed is on, seeds as it starts: three seed here.
      const settings: Array<Record<string, string>> = [
        { NODE_ENV: 'development' },
        { NODE_ENV: 'development' },
        { NODE_ENV: 'production', SEED_DEMO: 'true' },
        { NODE_ENV: 'production', SEED_DEMO: 'false' },
      ];
      const results = await Promise.allSettled(settings.map(start));
      expect(
        results.map((result) =>
          result.status === 'rejected' ? String(result.reason) : result.value,
        ),
      ).toEqual([401, 401, 401, 401]);
      // Each migration was recorded once; one demo account and one demo operator.
      const [migrations] = await query(
        url.toString(),
        'select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      expect(migrations.applied).toBe(migrations.distinct);
      expect(migrations.applied).toBeGreaterThan(0);
      const accounts = await query(url.toString(), 'select username, role from users order by 1');
      expect(accounts).toEqual([
        { username: DEMO_ACCOUNT.username, role: 'member' },
        { username: DEMO_OPERATOR.username, role: 'operator' },
      ]);
    }, 60_000);
  },
);

describe('two app instances over one database', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let second: Instance;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEAD_CAPTURE_LIMIT_PER_10_MIN: '3',
      CHECKOUT_LIMIT_PER_MINUTE: '1000',
    });
    second = await secondInstance(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await smtp?.close();
  });

  it('sends each email once while both deliver at the same time', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `once.${i}@example.com`);
    for (const to of addresses) {
      await enqueueEmail(t.db, {
        to,
        subject: 'Once',
        text: 'Sent once.',
        html: '<p>Sent once.</p>',
      });
    }
    await Promise.all([
      t.mailer.deliverDue(),
      second.mailer.deliverDue(),
      t.mailer.deliverDue(),
      second.mailer.deliverDue(),
    ]);
    await Promise.all([t.mailer.deliverDue(), second.mailer.deliverDue()]);
    expect([...smtp.received].sort()).toEqual([...addresses].sort());
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Once'));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(addresses.map(() => ['sent', 1]));
  });

  it('never sends an email a stalled instance holds, and sends it once when its lease ends', async () => {
    const stalled = await startSmtp({ hangs: true });
    const stalledMailer = createMailer({
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${stalled.port}`,
      from: t.config.mailFrom,
      log: silent,
    });
    try {
      const id = await enqueueEmail(t.db, {
        to: 'lease@example.com',
        subject: 'Lease',
        text: 'Once.',
        html: '<p>Once.</p>',
      });
      const row = async () =>
        (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
      const stalledRound = stalledMailer.deliverDue();
      expect(await pollUntil(row, (email) => email.attempts === 1, 5000)).toMatchObject({
        attempts: 1,
      });
      await second.mailer.deliverDue();
      expect(smtp.received.filter((to) => to === 'lease@example.com')).toHaveLength(0);
      // The stalled instance's lease runs out, as 15 minutes after it stopped answering.
      await t.db
        .update(emailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(emailOutbox.id, id));
      await second.mailer.deliverDue();
      expect(smtp.received.filter((to) => to === 'lease@example.com')).toHaveLength(1);
      // The stalled send fails at last; it must not undo what the other instance recorded.
      await stalled.close();
      await stalledRound;
      expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await stalledMailer.stop();
      await stalled.close().catch(() => {});
    }
  });

  it('counts a route limit over both instances', async () => {
    holdClockForThisTest(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? t.app : second.app;
      const response = await app.inject({
        method: 'POST',
        url: '/api/lead-capture',
        payload: {
          firstName: 'Jane',
          email: `limit.${i}@example.com`,
          phone: '(555) 123-4567',
          source: 'ai_download',
          website: '',
        },
        remoteAddress: '203.0.113.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('refuses a session on the other instance within a second of its logout', async () => {
    const { cookie } = await signedInUser(t);
    expect((await currentUser(second.app, cookie)).statusCode).toBe(200);
    await untilHearing(second.db);
    // The other instance now has the session in its memory.
    expect((await currentUser(second.app, cookie)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    const after = await pollUntil(
      async () => (await currentUser(second.app, cookie)).statusCode,
      (status) => status === 401,
      1000,
    );
    expect(after).toBe(401);
  });

  it('refuses every session of a user on the other instance within a second of ending them', async () => {
    // What a password reset does: end the user's sessions and tell the cache.
    const { user, cookie } = await signedInUser(t);
    expect((await currentUser(second.app, cookie)).statusCode).toBe(200);
    await untilHearing(second.db);
    expect((await currentUser(second.app, cookie)).statusCode).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    forgetCachedUser(t.db, user.id);
    const after = await pollUntil(
      async () => (await currentUser(second.app, cookie)).statusCode,
      (status) => status === 401,
      1000,
    );
    expect(after).toBe(401);
  });

  it('shows access removed by a refund on the other instance within a second', async () => {
    const { user, cookie } = await signedInUser(t);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { email: user.email, product: 'toolbox' },
      headers: { cookie },
      remoteAddress: '198.18.0.1',
    });
    expect(start.statusCode, start.body).toBe(200);
    const { clientSecret, orderId } = start.json() as { clientSecret: string; orderId: string };
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm',
      payload: { clientSecret, cardNumber: '4242424242424242', expiry: '12 / 40', cvc: '123' },
      remoteAddress: '198.18.0.1',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await currentUser(second.app, cookie)).json().hasToolboxAccess).toBe(true);
    await untilHearing(second.db);
    expect((await currentUser(second.app, cookie)).json().hasToolboxAccess).toBe(true);
    expect(
      await revokeOrder({ db: t.db, appUrl: t.config.publicUrl, now: () => new Date() }, orderId),
    ).toBe(true);
    const after = await pollUntil(
      async () => (await currentUser(second.app, cookie)).json().hasToolboxAccess as boolean,
      (hasAccess) => !hasAccess,
      1000,
    );
    expect(after).toBe(false);
  });

  it('fulfils an order once when 20 payments of it race over both instances', async () => {
    const email = `race.${Date.now()}@example.com`;
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { email, product: 'toolbox' },
      remoteAddress: '198.18.0.2',
    });
    expect(start.statusCode, start.body).toBe(200);
    const { clientSecret, orderId } = start.json() as { clientSecret: string; orderId: string };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? t.app : second.app).inject({
          method: 'POST',
          url: '/api/payments/simulated/confirm',
          payload: { clientSecret, cardNumber: '4242424242424242', expiry: '12 / 40', cvc: '123' },
          remoteAddress: `198.18.1.${i + 1}`,
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('paid');
    const receipts = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(receipts.filter((mail) => mail.subject.startsWith('Your receipt'))).toHaveLength(1);
    const granted = await t.db.select().from(entitlements).where(eq(entitlements.orderId, orderId));
    expect(granted.length).toBeLessThanOrEqual(1);
  });
});
