import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/client';
import { emailOutbox, reminderDeliveries, users } from '../src/db/schema';
import { buildContact, buildFollowUp, buildUser } from '../src/demo/factories';
import { sendDueReminders } from '../src/features/reminders/due-reminders';
import { createReminderSchedule } from '../src/features/reminders/schedule';
import { createTestApp, malformedBodies, type TestApp } from './helpers';

// The morning reminder, run at chosen instants (never the wall clock): who gets an email, what it
// lists, once a day however many processes or runs, in each account's own time zone, and the
// "turn off" link that works without signing in.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const at = (iso: string) => new Date(iso);
const run = (now: Date, db: Db = t.db) => sendDueReminders(db, { appUrl: t.config.publicUrl, now });

/** An account with a confirmed address, in `timeZone` (null: not yet known, so UTC). */
async function account(
  options: { timeZone?: string | null; emailVerified?: boolean; firstName?: string } = {},
) {
  const user = await buildUser(t.db, {
    emailVerified: options.emailVerified ?? true,
    firstName: options.firstName ?? 'Robin',
  });
  await t.db
    .update(users)
    .set({ timeZone: options.timeZone ?? null })
    .where(eq(users.id, user.id));
  const contact = await buildContact(t.db, user.id, { name: 'Dana Client' });
  const followUp = (title: string, iso: string, completed = false) =>
    buildFollowUp(t.db, user.id, contact.id, { title, followUpDate: iso, completed });
  return { user, contact, followUp };
}

const emailsTo = (address: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

const deliveriesOf = (userId: string) =>
  t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId));

describe('the morning reminder', () => {
  it('lists the follow-ups due today and overdue, with links, and not future or completed ones', async () => {
    const { user, followUp } = await account();
    await followUp('Send the proposal', '2030-01-13T15:00:00.000Z');
    await followUp('Call about the website', '2030-01-15T14:30:00.000Z');
    await followUp('Quarterly review', '2030-01-16T09:00:00.000Z');
    await followUp('Already done', '2030-01-15T10:00:00.000Z', true);

    await run(at('2030-01-15T08:00:00.000Z'));

    const [email, ...more] = await emailsTo(user.email);
    expect(more).toEqual([]);
    expect(email.subject).toBe('Your follow-ups for today: 1 due today and 1 overdue');
    expect(email.textBody).toContain(
      'Overdue:\n  - Send the proposal, with Dana Client: Sun, Jan 13, 3:00 PM\nDue today:\n  - Call about the website',
    );
    expect(email.textBody).toContain(
      'Call about the website, with Dana Client: Tue, Jan 15, 2:30 PM',
    );
    expect(email.textBody).not.toContain('Quarterly review');
    expect(email.textBody).not.toContain('Already done');
    // The button opens the CRM on its follow-ups tab, where each can be marked done.
    expect(email.textBody).toContain(`${t.config.publicUrl}/crm?tab=follow-ups\n`);
    expect(email.htmlBody).toContain(`href="${t.config.publicUrl}/crm?tab=follow-ups"`);
    expect(email.textBody).toContain(`${t.config.publicUrl}/settings\n`);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    const turnOff = `${t.config.publicUrl}/reminders/off?token=${row.emailSettingsToken}`;
    expect(email.textBody).toContain(turnOff);
    expect(email.htmlBody).toContain('Call about the website');
    expect(email.htmlBody).toContain(turnOff);
    expect(await deliveriesOf(user.id)).toEqual([
      expect.objectContaining({ localDate: '2030-01-15', followUpCount: 2 }),
    ]);
  });

  it('sends nothing when nothing is due, when reminders are off, or to an unconfirmed address', async () => {
    const future = await account();
    await future.followUp('Next week', '2030-01-22T10:00:00.000Z');
    const off = await account();
    await off.followUp('Due today', '2030-01-15T10:00:00.000Z');
    await t.db.update(users).set({ remindersEnabled: false }).where(eq(users.id, off.user.id));
    const unconfirmed = await account({ emailVerified: false });
    await unconfirmed.followUp('Due today', '2030-01-15T10:00:00.000Z');

    await run(at('2030-01-15T08:00:00.000Z'));

    for (const { user } of [future, off, unconfirmed]) {
      expect(await emailsTo(user.email)).toEqual([]);
      expect(await deliveriesOf(user.id)).toEqual([]);
    }
  });

  it('comes in each account’s own morning: Auckland and Los Angeles', async () => {
    const auckland = await account({ timeZone: 'Pacific/Auckland' });
    // 10:00 on 15 January in Auckland (UTC+13).
    await auckland.followUp('Auckland call', '2030-01-14T21:00:00.000Z');
    const losAngeles = await account({ timeZone: 'America/Los_Angeles' });
    // 10:00 on 15 January in Los Angeles (UTC-8).
    await losAngeles.followUp('Los Angeles call', '2030-01-15T18:00:00.000Z');

    // 06:00 on the 15th in Auckland, 09:00 on the 14th in Los Angeles: too early for one, and
    // nothing due yet for the other.
    await run(at('2030-01-14T17:00:00.000Z'));
    expect(await emailsTo(auckland.user.email)).toEqual([]);
    expect(await emailsTo(losAngeles.user.email)).toEqual([]);

    // 09:00 on the 15th in Auckland; noon on the 14th in Los Angeles.
    await run(at('2030-01-14T20:00:00.000Z'));
    const [toAuckland] = await emailsTo(auckland.user.email);
    expect(toAuckland.textBody).toContain('Auckland call, with Dana Client: Tue, Jan 15, 10:00 AM');
    expect(await emailsTo(losAngeles.user.email)).toEqual([]);

    // 08:00 on the 15th in Los Angeles; 05:00 on the 16th in Auckland.
    await run(at('2030-01-15T16:00:00.000Z'));
    const [toLosAngeles] = await emailsTo(losAngeles.user.email);
    expect(toLosAngeles.textBody).toContain(
      'Los Angeles call, with Dana Client: Tue, Jan 15, 10:00 AM',
    );
    expect(await emailsTo(auckland.user.email)).toHaveLength(1);
    expect(await deliveriesOf(auckland.user.id)).toEqual([
      expect.objectContaining({ localDate: '2030-01-15' }),
    ]);
    expect(await deliveriesOf(losAngeles.user.id)).toEqual([
      expect.objectContaining({ localDate: '2030-01-15' }),
    ]);
  });

  it('is sent once when two processes run at the same moment, once for a second run, and again the next day', async () => {
    const { user, followUp } = await account({ timeZone: 'Europe/Berlin' });
    await followUp('Overdue call', '2030-02-01T10:00:00.000Z');
    // A second process: its own connection pool on PostgreSQL (PGlite is one process's alone).
    const other = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 5 })
      : null;
    const otherDb = other?.db ?? t.db;
    try {
      const morning = at('2030-02-05T07:30:00.000Z');
      await Promise.all([run(morning), run(morning, otherDb), run(morning)]);
      expect(await emailsTo(user.email)).toHaveLength(1);

      // Later the same morning, from either process: nothing more.
      await run(at('2030-02-05T09:00:00.000Z'), otherDb);
      await run(at('2030-02-05T10:55:00.000Z'));
      expect(await emailsTo(user.email)).toHaveLength(1);

      // The next local morning, still overdue: one more.
      await Promise.all([
        run(at('2030-02-06T07:00:00.000Z')),
        run(at('2030-02-06T07:00:00.000Z'), otherDb),
      ]);
      expect(await emailsTo(user.email)).toHaveLength(2);
      expect((await deliveriesOf(user.id)).map((d) => d.localDate).sort()).toEqual([
        '2030-02-05',
        '2030-02-06',
      ]);
    } finally {
      await other?.close();
    }
  });

  it('runs on the server’s schedule, which stops cleanly', async () => {
    const { user, followUp } = await account();
    await followUp('Scheduled', '2030-03-05T09:00:00.000Z');
    const schedule = createReminderSchedule({
      db: t.db,
      appUrl: t.config.publicUrl,
      log: pino({ level: 'silent' }),
      now: () => at('2030-03-05T08:00:00.000Z'),
    });
    schedule.start();
    await schedule.stop();
    expect(await emailsTo(user.email)).toHaveLength(1);
  });
});

describe('turning the reminders off from the email', () => {
  const turnOff = (payload: unknown, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/reminders/turn-off',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: `10.56.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
  const settingsOf = async (userId: string) =>
    (
      await t.db
        .select({ on: users.remindersEnabled, token: users.emailSettingsToken })
        .from(users)
        .where(eq(users.id, userId))
    )[0];

  it('works with the emailed link and no session, and no more reminders come', async () => {
    const { user, followUp } = await account();
    await followUp('Due', '2030-04-02T09:00:00.000Z');
    await run(at('2030-04-02T08:00:00.000Z'));
    const [email] = await emailsTo(user.email);
    const token = new URL(
      email.textBody.match(/https?:\/\/\S+\/reminders\/off\S+/)![0],
    ).searchParams.get('token');

    const response = await turnOff({ token });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { message: 'Morning reminders are off. You will get no more of these emails.' },
    ]);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await settingsOf(user.id)).on).toBe(false);
    // Pressed again: the same answer.
    expect((await turnOff({ token })).statusCode).toBe(200);

    await run(at('2030-04-03T08:00:00.000Z'));
    expect(await emailsTo(user.email)).toHaveLength(1);
  });

  it('changes nothing for a wrong token or bad input', async () => {
    const { user } = await account();
    const before = await settingsOf(user.id);
    for (const token of [
      'wrong',
      before.token.slice(0, -1),
      `${before.token}x`,
      ' ',
      'x'.repeat(200),
    ]) {
      const response = await turnOff({ token });
      expect(response.statusCode, token).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, token).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
    expect((await turnOff({ token: 'not-a-real-token' })).json()).toEqual({
      message:
        'This link is not valid. Use the newest reminder email, or turn reminders off in your account settings.',
    });
    for (const input of malformedBodies({ token: before.token })) {
      const response = await turnOff(input.payload, input.contentType);
      expect(response.statusCode, input.name).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, input.name).toBeLessThan(500);
      expect(typeof response.json().message, input.name).toBe('string');
    }
    expect(await settingsOf(user.id)).toEqual(before);
    expect(
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.remindersEnabled, false), eq(users.id, user.id))),
    ).toEqual([]);
  });
});

describe('the account’s time zone', () => {
  const login = (username: string, password: string, zone?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: zone === undefined ? {} : { 'x-time-zone': zone },
      payload: { username, password },
      remoteAddress: `10.57.${Math.floor(Math.random() * 250)}.1`,
    });
  const zoneOf = async (id: string) =>
    (await t.db.select({ zone: users.timeZone }).from(users).where(eq(users.id, id)))[0].zone;

  it('is taken from the browser at sign-in while unknown, and kept afterwards', async () => {
    const user = await buildUser(t.db);
    expect((await login(user.username, user.password, 'Mars/Olympus')).statusCode).toBe(200);
    expect(await zoneOf(user.id)).toBeNull();
    expect((await login(user.username, user.password, 'Pacific/Auckland')).statusCode).toBe(200);
    expect(await zoneOf(user.id)).toBe('Pacific/Auckland');
    expect((await login(user.username, user.password, 'America/Los_Angeles')).statusCode).toBe(200);
    expect(await zoneOf(user.id)).toBe('Pacific/Auckland');
  });

  it('is taken from the browser at registration', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-time-zone': 'America/Los_Angeles' },
      payload: {
        username: `tz_${Date.now()}`,
        email: `tz_${Date.now()}@example.com`,
        password: 'correct-horse-battery',
        firstName: 'Zoe',
        lastName: 'Zone',
      },
      remoteAddress: '10.58.0.1',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await zoneOf(response.json().id)).toBe('America/Los_Angeles');
  });
});
