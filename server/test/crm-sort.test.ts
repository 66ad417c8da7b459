import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactPageMessages,
  type Contact,
  type ContactPage,
  type FollowUp,
} from '../../common/contracts/crm';
import { crmContacts, crmFollowUps } from '../src/db/schema';
import { listAllContacts } from './crm-pages';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// The contact list in the "next follow-up" order: the soonest follow-up not completed first
// (overdue, oldest first, then today, then later), then the contacts with none, newest first.
// Every follow-up write moves its contact at once, on both databases.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A whole second `ms` from now, so equal offsets give equal dates. */
const fromNow = (ms: number) => new Date(Math.floor(Date.now() / 1000) * 1000 + ms).toISOString();

async function addContact(cookie: string, name: string, status = 'lead'): Promise<Contact> {
  const response = await call(cookie, 'POST', '/api/crm/contacts', { name, status });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function addFollowUp(
  cookie: string,
  contact: Contact,
  followUpDate: string,
  title = 'Call',
): Promise<FollowUp> {
  const response = await call(cookie, 'POST', '/api/crm/follow-ups', {
    contactId: contact.id,
    title,
    followUpDate,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function complete(cookie: string, followUp: FollowUp, completed = true) {
  const response = await call(cookie, 'PATCH', `/api/crm/follow-ups/${followUp.id}`, {
    completed,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Every contact's name in the order asked, walking the pages. */
const names = async (cookie: string, query = '?sort=next-follow-up', limit?: number) =>
  (await listAllContacts(t, cookie, query, limit)).map((c) => c.name);

describe('GET /api/crm/contacts?sort=next-follow-up', () => {
  it('puts overdue first (oldest first), then today, then later, then the rest newest first', async () => {
    const { cookie } = await signedInUser(t);
    const noneOld = await addContact(cookie, 'None, oldest');
    const later = await addContact(cookie, 'Later');
    await addFollowUp(cookie, later, fromNow(3 * DAY));
    const overdueOld = await addContact(cookie, 'Overdue three days');
    await addFollowUp(cookie, overdueOld, fromNow(-3 * DAY));
    const doneOnly = await addContact(cookie, 'Only completed');
    await complete(cookie, await addFollowUp(cookie, doneOnly, fromNow(-10 * DAY)));
    const today = await addContact(cookie, 'Due today');
    await addFollowUp(cookie, today, fromNow(HOUR));
    const mixed = await addContact(cookie, 'Completed and pending');
    await complete(cookie, await addFollowUp(cookie, mixed, fromNow(-20 * DAY)));
    await addFollowUp(cookie, mixed, fromNow(5 * DAY));
    await addFollowUp(cookie, mixed, fromNow(9 * DAY));
    const overdueNew = await addContact(cookie, 'Overdue one day');
    await addFollowUp(cookie, overdueNew, fromNow(-DAY));
    await addFollowUp(cookie, overdueNew, fromNow(2 * DAY));
    await addContact(cookie, 'Closed lost, newest', 'closed_lost');
    void noneOld;

    const expected = [
      'Overdue three days',
      'Overdue one day',
      'Due today',
      'Later',
      'Completed and pending',
      'Closed lost, newest',
      'Only completed',
      'None, oldest',
    ];
    expect(await names(cookie)).toEqual(expected);
    // Every page size walks the same list: no contact repeated or skipped, across the line
    // between contacts with a follow-up and those without too.
    for (const limit of [1, 2, 3, 5])
      expect(await names(cookie, undefined, limit)).toEqual(expected);

    // Newest first, asked for or by default, is the order of creation backwards.
    const newest = [
      'Closed lost, newest',
      'Overdue one day',
      'Completed and pending',
      'Due today',
      'Only completed',
      'Overdue three days',
      'Later',
      'None, oldest',
    ];
    expect(await names(cookie, '?sort=newest')).toEqual(newest);
    expect(await names(cookie, '')).toEqual(newest);
    expect(await names(cookie, '?sort=newest', 3)).toEqual(newest);
  });

  it('breaks ties of one date by newest first, and pages through them with search and status', async () => {
    const { cookie } = await signedInUser(t);
    const same = fromNow(2 * DAY);
    for (let i = 0; i < 6; i++) {
      const c = await addContact(cookie, `Tie ${i}`, i % 2 === 0 ? 'prospect' : 'lead');
      await addFollowUp(cookie, c, same);
    }
    for (let i = 0; i < 5; i++)
      await addContact(cookie, `Bare ${i}`, i % 2 === 0 ? 'prospect' : 'lead');
    const first = await addContact(cookie, 'Soonest', 'lead');
    await addFollowUp(cookie, first, fromNow(DAY));

    const all = [
      'Soonest',
      ...[5, 4, 3, 2, 1, 0].map((i) => `Tie ${i}`),
      ...[4, 3, 2, 1, 0].map((i) => `Bare ${i}`),
    ];
    for (const limit of [1, 2, 4, 7]) expect(await names(cookie, undefined, limit)).toEqual(all);
    const prospects = ['Tie 4', 'Tie 2', 'Tie 0', 'Bare 4', 'Bare 2', 'Bare 0'];
    for (const limit of [1, 2, 3]) {
      expect(await names(cookie, '?sort=next-follow-up&status=prospect', limit)).toEqual(prospects);
    }
    expect(await names(cookie, '?sort=next-follow-up&search=tie', 4)).toEqual(all.slice(1, 7));
  });

  it('moves a contact when its follow-up is completed, reopened, edited, moved or deleted', async () => {
    const { cookie } = await signedInUser(t);
    const ann = await addContact(cookie, 'Ann');
    const bea = await addContact(cookie, 'Bea');
    const cal = await addContact(cookie, 'Cal');
    const annCall = await addFollowUp(cookie, ann, fromNow(DAY));
    const beaCall = await addFollowUp(cookie, bea, fromNow(2 * DAY));
    expect(await names(cookie)).toEqual(['Ann', 'Bea', 'Cal']);

    await complete(cookie, annCall);
    expect(await names(cookie)).toEqual(['Bea', 'Cal', 'Ann']);
    await complete(cookie, annCall, false);
    expect(await names(cookie)).toEqual(['Ann', 'Bea', 'Cal']);

    const edit = (followUp: FollowUp, contact: Contact, followUpDate: string) =>
      call(cookie, 'PUT', `/api/crm/follow-ups/${followUp.id}`, {
        contactId: contact.id,
        title: followUp.title,
        followUpDate,
      });
    expect((await edit(annCall, ann, fromNow(3 * DAY))).statusCode).toBe(200);
    expect(await names(cookie)).toEqual(['Bea', 'Ann', 'Cal']);
    // Moved to Cal: Ann has none left, Cal takes its date.
    expect((await edit(annCall, cal, fromNow(-DAY))).statusCode).toBe(200);
    expect(await names(cookie)).toEqual(['Cal', 'Bea', 'Ann']);

    expect((await call(cookie, 'DELETE', `/api/crm/follow-ups/${beaCall.id}`)).statusCode).toBe(
      200,
    );
    // Neither Ann nor Bea has one left: newest first.
    expect(await names(cookie)).toEqual(['Cal', 'Bea', 'Ann']);
  });

  it('puts a deleted contact back in its place on Undo', async () => {
    const { cookie } = await signedInUser(t);
    const due = await addContact(cookie, 'Due');
    await addFollowUp(cookie, due, fromNow(DAY));
    await addContact(cookie, 'Newer, none');
    expect((await call(cookie, 'DELETE', `/api/crm/contacts/${due.id}`)).statusCode).toBe(200);
    expect(await names(cookie)).toEqual(['Newer, none']);
    const restored = await call(cookie, 'POST', '/api/crm/contacts/restore', {
      contactId: due.id,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await names(cookie)).toEqual(['Due', 'Newer, none']);
  });

  it('completing two follow-ups of one contact at once leaves it with none', async () => {
    const { cookie } = await signedInUser(t);
    const other = await addContact(cookie, 'Other');
    await addFollowUp(cookie, other, fromNow(10 * DAY));
    const pairs: FollowUp[][] = [];
    for (let i = 0; i < 4; i++) {
      const c = await addContact(cookie, `Busy ${i}`);
      pairs.push([
        await addFollowUp(cookie, c, fromNow((i + 1) * DAY)),
        await addFollowUp(cookie, c, fromNow((i + 1) * DAY + HOUR)),
      ]);
    }
    const answers = await Promise.all(
      pairs
        .flat()
        .map((f) => call(cookie, 'PATCH', `/api/crm/follow-ups/${f.id}`, { completed: true })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await names(cookie)).toEqual(['Other', 'Busy 3', 'Busy 2', 'Busy 1', 'Busy 0']);

    // One completed and one deleted at once: the same.
    const last = await addContact(cookie, 'Last');
    const [a, b] = [
      await addFollowUp(cookie, last, fromNow(DAY)),
      await addFollowUp(cookie, last, fromNow(2 * DAY)),
    ];
    const both = await Promise.all([
      call(cookie, 'PATCH', `/api/crm/follow-ups/${a.id}`, { completed: true }),
      call(cookie, 'DELETE', `/api/crm/follow-ups/${b.id}`),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await names(cookie))[0]).toBe('Other');
    expect((await names(cookie))[1]).toBe('Last');
  });

  it("another user's follow-ups never change my order", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const first = await addContact(alice.cookie, 'Alice first');
    const mine = await addFollowUp(alice.cookie, first, fromNow(DAY));
    await addContact(alice.cookie, 'Alice second');
    const order = ['Alice first', 'Alice second'];

    const bobs = await addContact(bob.cookie, 'Bob soonest');
    const bobsCall = await addFollowUp(bob.cookie, bobs, fromNow(-5 * DAY));
    // Bob cannot put a follow-up on Alice's contact, nor complete, edit or delete hers.
    const onAlice = await call(bob.cookie, 'POST', '/api/crm/follow-ups', {
      contactId: first.id,
      title: 'Sneaky',
      followUpDate: fromNow(-9 * DAY),
    });
    expect(onAlice.statusCode).toBe(404);
    expect(
      (await call(bob.cookie, 'PATCH', `/api/crm/follow-ups/${mine.id}`, { completed: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(bob.cookie, 'PUT', `/api/crm/follow-ups/${mine.id}`, {
          contactId: bobs.id,
          title: 'Mine now',
          followUpDate: fromNow(DAY),
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(bob.cookie, 'DELETE', `/api/crm/follow-ups/${mine.id}`)).statusCode).toBe(
      404,
    );
    await complete(bob.cookie, bobsCall);
    expect(await names(alice.cookie)).toEqual(order);
    expect(await names(bob.cookie)).toEqual(['Bob soonest']);
  });
});

describe('the migration', () => {
  it("back-fills each contact's next follow-up from the follow-ups it already has", async () => {
    const { cookie, user } = await signedInUser(t);
    const start = Date.UTC(2031, 0, 1);
    const [old, pending, done] = await t.db
      .insert(crmContacts)
      .values(
        ['Old, none', 'Pending', 'Only completed'].map((name, i) => ({
          userId: user.id,
          name,
          createdAt: new Date(start + i * 1000),
        })),
      )
      .returning();
    void old;
    // Written as rows from before the column existed: nothing set it.
    await t.db.insert(crmFollowUps).values([
      { userId: user.id, contactId: pending.id, title: 'a', followUpDate: new Date(start + DAY) },
      { userId: user.id, contactId: pending.id, title: 'b', followUpDate: new Date(start) },
      {
        userId: user.id,
        contactId: done.id,
        title: 'c',
        followUpDate: new Date(start - DAY),
        completed: true,
        completedAt: new Date(start),
      },
    ]);
    expect(await names(cookie)).toEqual(['Only completed', 'Pending', 'Old, none']);
    const migration = readFileSync(
      new URL('../src/db/migrations/0014_crm_next_follow_up.sql', import.meta.url),
      'utf8',
    );
    const backFill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backFill).toMatch(/UPDATE "crm_contacts"/);
    await t.db.execute(sql.raw(backFill));
    expect(await names(cookie)).toEqual(['Pending', 'Only completed', 'Old, none']);
    const [row] = await t.db
      .select({ next: crmContacts.nextFollowUpAt })
      .from(crmContacts)
      .where(sql`${crmContacts.id} = ${pending.id}`);
    expect(row.next?.toISOString()).toBe(new Date(start).toISOString());
  });
});

describe('GET /api/crm/contacts sort and cursor checks', () => {
  it('refuses an unknown sort with its message', async () => {
    const { cookie } = await signedInUser(t);
    for (const sort of ['oldest', '', 'NEWEST', 'next_follow_up']) {
      const response = await call(cookie, 'GET', `/api/crm/contacts?sort=${sort}`);
      expect(response.statusCode, sort).toBe(400);
      expect(response.json().message).toContain(contactPageMessages.sortInvalid);
    }
  });

  it("refuses one order's cursor in the other order with the list-changed message", async () => {
    const { cookie } = await signedInUser(t);
    for (let i = 0; i < 3; i++) {
      const c = await addContact(cookie, `C${i}`);
      if (i === 0) await addFollowUp(cookie, c, fromNow(DAY));
    }
    const cursorOf = async (query: string) => {
      const response = await call(cookie, 'GET', `/api/crm/contacts?limit=1&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const page: ContactPage = response.json();
      expect(page.nextCursor).toEqual(expect.any(String));
      return encodeURIComponent(page.nextCursor!);
    };
    const newest = await cursorOf('sort=newest');
    const next = await cursorOf('sort=next-follow-up');
    const nextPastDates = encodeURIComponent(
      (
        (
          await call(cookie, 'GET', `/api/crm/contacts?limit=2&sort=next-follow-up`)
        ).json() as ContactPage
      ).nextCursor!,
    );
    for (const url of [
      `/api/crm/contacts?sort=next-follow-up&cursor=${newest}`,
      `/api/crm/contacts?sort=newest&cursor=${next}`,
      `/api/crm/contacts?cursor=${next}`,
      `/api/crm/contacts?cursor=${nextPastDates}`,
    ]) {
      const response = await call(cookie, 'GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(contactPageMessages.cursorInvalid);
    }
    // Made-up cursors of the new order's shape are refused the same way.
    const made = (value: unknown) =>
      encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64url'));
    const id = '00000000-0000-4000-8000-000000000000';
    const at = '2030-01-01T00:00:00.000000Z';
    for (const value of [
      ['next', 'tomorrow', at, id],
      ['next', null, at, 'x'],
      ['next', 5, at, id],
      ['later', null, at, id],
      ['next', null, at],
    ]) {
      const response = await call(
        cookie,
        'GET',
        `/api/crm/contacts?sort=next-follow-up&cursor=${made(value)}`,
      );
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json().message).toBe(contactPageMessages.cursorInvalid);
    }
    // Each with its own order still works.
    expect((await call(cookie, 'GET', `/api/crm/contacts?cursor=${newest}`)).statusCode).toBe(200);
    for (const cursor of [next, nextPastDates]) {
      const response = await call(
        cookie,
        'GET',
        `/api/crm/contacts?sort=next-follow-up&cursor=${cursor}`,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
