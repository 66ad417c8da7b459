import { Writable } from 'node:stream';
import ical, { type CalendarResponse, type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createLogger } from '../src/logger';
import { createTestApp, signedInUser, type TestApp } from './helpers';
import { caller, type Caller } from './resources';

// The CRM's calendar feed, read back as a calendar app reads it (node-ical): one event per open
// follow-up with a stable id, following the follow-ups as they change; a private address that works
// without a cookie, is nobody else's, and stops working when rotated.

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await createTestApp();
  alice = caller(t, (await signedInUser(t)).cookie);
  bob = caller(t, (await signedInUser(t)).cookie);
});
afterAll(async () => {
  await t?.close();
});

async function made(response: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`setup failed: ${answer.body}`);
  return answer.json() as { id: string };
}

const feedUrlOf = async (as: Caller) => {
  const response = await as('GET', '/api/crm/calendar-feed');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { url: string }).url;
};

/** The feed fetched as a calendar app does: no cookie, only the address. */
const fetchFeed = (url: string) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: '10.61.0.1' });

const eventsOf = (calendar: CalendarResponse) =>
  Object.values(calendar).filter((c): c is VEvent => c?.type === 'VEVENT');

async function readFeed(url: string) {
  const response = await fetchFeed(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers['cache-control']).toMatch(/no-store/);
  expect(response.headers['set-cookie']).toBeUndefined();
  const calendar = ical.sync.parseICS(response.body);
  return { calendar, events: eventsOf(calendar), body: response.body };
}

describe('the calendar feed', () => {
  it('lists each open follow-up as an event with a stable id, and follows every change', async () => {
    const contact = await made(alice('POST', '/api/crm/contacts', { name: 'Ada Lovelace' }));
    const followUp = (title: string, followUpDate: string, description?: string) =>
      made(
        alice('POST', '/api/crm/follow-ups', {
          contactId: contact.id,
          title,
          followUpDate,
          ...(description ? { description } : {}),
        }),
      );
    const call = await followUp(
      'Call about the quote',
      '2030-05-06T09:30:00.000Z',
      'Bring the numbers; ask about Q3',
    );
    const review = await followUp('Quarterly review', '2030-05-20T14:00:00.000Z');
    const done = await followUp('Send the welcome pack', '2030-05-01T10:00:00.000Z');
    await alice('PATCH', `/api/crm/follow-ups/${done.id}`, { completed: true });

    const url = await feedUrlOf(alice);
    expect(url).toMatch(
      new RegExp(`^${t.config.publicUrl}/api/crm/calendar/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    // Asking again gives the same address: it is made once, on first use.
    expect(await feedUrlOf(alice)).toBe(url);

    const first = await readFeed(url);
    expect(first.body).toContain('X-WR-CALNAME:Agency Launchpad follow-ups');
    expect(first.events.map((e) => e.summary).sort()).toEqual([
      'Call about the quote (Ada Lovelace)',
      'Quarterly review (Ada Lovelace)',
    ]);
    const callEvent = first.events.find(
      (e) => e.uid === `${call.id}@follow-ups.agency-launchpad.com`,
    )!;
    expect(callEvent.start.toISOString()).toBe('2030-05-06T09:30:00.000Z');
    expect(callEvent.end?.toISOString()).toBe('2030-05-06T10:00:00.000Z');
    expect(callEvent.description).toContain('Bring the numbers; ask about Q3');
    expect(callEvent.description).toContain(`${t.config.publicUrl}/crm`);
    expect(callEvent.dtstamp).toBeInstanceOf(Date);
    expect(callEvent.lastmodified).toBeInstanceOf(Date);

    // Fetched again: the same events under the same ids.
    const again = await readFeed(url);
    expect(again.events.map((e) => e.uid).sort()).toEqual(first.events.map((e) => e.uid).sort());

    // Completed, deleted, added, moved: the next fetch shows it.
    await alice('PATCH', `/api/crm/follow-ups/${review.id}`, { completed: true });
    const added = await followUp('Demo the new site', '2030-06-02T08:00:00.000Z');
    await alice('PUT', `/api/crm/follow-ups/${call.id}`, {
      contactId: contact.id,
      title: 'Call about the quote',
      followUpDate: '2030-05-07T11:00:00.000Z',
    });
    const changed = await readFeed(url);
    expect(changed.events.map((e) => e.uid).sort()).toEqual(
      [call.id, added.id].map((id) => `${id}@follow-ups.agency-launchpad.com`).sort(),
    );
    const moved = changed.events.find((e) => e.uid === callEvent.uid)!;
    expect(moved.start.toISOString()).toBe('2030-05-07T11:00:00.000Z');
    expect(moved.lastmodified!.getTime()).toBeGreaterThanOrEqual(callEvent.lastmodified!.getTime());

    await alice('DELETE', `/api/crm/follow-ups/${added.id}`);
    const afterDelete = await readFeed(url);
    expect(afterDelete.events.map((e) => e.uid)).toEqual([callEvent.uid]);
  });

  it("never shows another account's follow-ups", async () => {
    const bobContact = await made(bob('POST', '/api/crm/contacts', { name: 'Bob Secret' }));
    await made(
      bob('POST', '/api/crm/follow-ups', {
        contactId: bobContact.id,
        title: 'Bob private call',
        followUpDate: '2030-05-08T09:00:00.000Z',
      }),
    );
    const aliceFeed = await readFeed(await feedUrlOf(alice));
    expect(aliceFeed.body).not.toContain('Bob');
    const bobUrl = await feedUrlOf(bob);
    expect(bobUrl).not.toBe(await feedUrlOf(alice));
    const bobFeed = await readFeed(bobUrl);
    expect(bobFeed.events.map((e) => e.summary)).toEqual(['Bob private call (Bob Secret)']);
    expect(bobFeed.body).not.toContain('Ada Lovelace');
  });

  it('gives a new address on rotate, and the old one answers 404 like any wrong address', async () => {
    const old = await feedUrlOf(alice);
    const rotated = await alice('POST', '/api/crm/calendar-feed/rotate');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const url = (rotated.json() as { url: string }).url;
    expect(url).not.toBe(old);
    expect(await feedUrlOf(alice)).toBe(url);
    expect((await fetchFeed(url)).statusCode).toBe(200);

    const oldAnswer = await fetchFeed(old);
    expect([oldAnswer.statusCode, oldAnswer.json()]).toEqual([
      404,
      { message: 'Calendar not found' },
    ]);
    const token = new URL(url).pathname
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    for (const path of [
      `/api/crm/calendar/${token.slice(0, -1)}x.ics`,
      `/api/crm/calendar/${token}`,
      `/api/crm/calendar/${token}.ics.ics`,
      '/api/crm/calendar/.ics',
      `/api/crm/calendar/${'a'.repeat(43)}.ics`,
      `/api/crm/calendar/${'a'.repeat(300)}.ics`,
      "/api/crm/calendar/'%20or%201=1.ics",
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path, remoteAddress: '10.61.0.2' });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(response.body, path).not.toContain('BEGIN:VCALENDAR');
    }
  });

  it('answers 401 signed out on the address and the rotate, and changes nothing', async () => {
    const url = await feedUrlOf(alice);
    const signedOut = caller(t, undefined);
    const stale = caller(t, 'al_session=not-a-real-session');
    for (const as of [signedOut, stale]) {
      for (const [method, path] of [
        ['GET', '/api/crm/calendar-feed'],
        ['POST', '/api/crm/calendar-feed/rotate'],
      ] as const) {
        const response = await as(method, path);
        expect([response.statusCode, response.json()]).toEqual([401, { message: 'Unauthorized' }]);
      }
    }
    expect(await feedUrlOf(alice)).toBe(url);
  });

  it('makes one address when two first requests come at once', async () => {
    const carol = caller(t, (await signedInUser(t)).cookie);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => carol('GET', '/api/crm/calendar-feed')),
    );
    const urls = new Set(answers.map((a) => (a.json() as { url: string }).url));
    expect(urls.size).toBe(1);
    expect((await fetchFeed([...urls][0])).statusCode).toBe(200);
  });
});

describe('the log', () => {
  it('never holds the feed’s token', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({
      config: t.config,
      db: t.db,
      mailer: t.mailer,
      logger: createLogger({ level: 'info' }, destination),
    });
    try {
      const url = await feedUrlOf(alice);
      const token = new URL(url).pathname
        .split('/')
        .pop()!
        .replace(/\.ics$/, '');
      const response = await logged.inject({ method: 'GET', url: new URL(url).pathname });
      expect(response.statusCode).toBe(200);
      await logged.inject({ method: 'GET', url: `/api/crm/calendar/${token}x.ics` });
      const text = lines.join('');
      expect(text).toContain('/api/crm/calendar/[redacted]');
      expect(text).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
