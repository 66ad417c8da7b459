import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactPageMessages,
  contactStatuses,
  followUpListMessages,
  type Contact,
  type ContactPage,
  type CrmAnalytics,
  type FollowUp,
} from '../../common/contracts/crm';
import { summarizeCrm } from '../../common/crm-analytics';
import { buildContact, buildFollowUp } from '../src/demo/factories';
import { crmContacts, crmFollowUps } from '../src/db/schema';
import { getCrmAnalytics } from '../src/features/crm/analytics-service';
import { listAllContacts, listAllFollowUps } from './crm-pages';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// The contact list comes in pages (keyset on creation time and id, newest first) and the
// analytics are summed by the database: both must answer what the whole list would.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

const page = async (cookie: string, url: string): Promise<ContactPage> => {
  const response = await get(cookie, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/crm/contacts pages', () => {
  it('list each contact exactly as it reads alone: every field, cents, and the time to the millisecond', async () => {
    const { cookie, user } = await signedInUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/crm/contacts',
      headers: { cookie },
      payload: {
        name: 'Ana Rivera',
        email: 'ana@rivera.example',
        phone: '(512) 555-0199',
        company: 'Rivera Roofing',
        position: 'Owner',
        industry: 'Construction',
        address: '12 Main St, Austin, TX',
        leadSource: 'Referral',
        dealValue: 1234.56,
        notes: 'Wants a quote "by Friday".',
        status: 'client',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [edge] = await t.db
      .insert(crmContacts)
      .values({ userId: user.id, name: 'Edge', dealValue: 0.5 })
      .returning();
    // Times the database keeps to the microsecond, just short of the next millisecond.
    await t.db.execute(
      sql`update crm_contacts set created_at = '2031-01-01 23:59:59.999999+00', updated_at = '2031-01-02 00:00:00.000500+00' where id = ${edge.id}`,
    );
    const listed = await page(cookie, '/api/crm/contacts');
    expect(listed.items).toHaveLength(2);
    for (const item of listed.items) {
      expect(item).toEqual(await (await get(cookie, `/api/crm/contacts/${item.id}`)).json());
    }
    expect(listed.items.find((c) => c.id === edge.id)).toMatchObject({
      createdAt: '2031-01-01T23:59:59.999Z',
      updatedAt: '2031-01-02T00:00:00.000Z',
      dealValue: 0.5,
    });
  });

  it('answers 50 by default, at most 100, and a cursor to the next page', async () => {
    const { cookie, user } = await signedInUser(t);
    const start = Date.UTC(2031, 0, 1);
    await t.db.insert(crmContacts).values(
      Array.from({ length: 120 }, (_, i) => ({
        userId: user.id,
        name: `P${String(i).padStart(3, '0')}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const first = await page(cookie, '/api/crm/contacts');
    expect(first.items).toHaveLength(50);
    expect(first.items[0].name).toBe('P119');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(
      cookie,
      `/api/crm/contacts?cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(second.items[0].name).toBe('P069');
    const hundred = await page(cookie, '/api/crm/contacts?limit=100');
    expect(hundred.items).toHaveLength(100);
    const rest = await page(
      cookie,
      `/api/crm/contacts?limit=100&cursor=${encodeURIComponent(hundred.nextCursor!)}`,
    );
    expect(rest.items.map((c) => c.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `P${String(19 - i).padStart(3, '0')}`),
    );
    expect(rest.nextCursor).toBeNull();
  });

  it.each(['0', '101', '1.5', 'abc', '-1'])('refuses limit=%s with a message', async (limit) => {
    const { cookie } = await signedInUser(t);
    const response = await get(cookie, `/api/crm/contacts?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(contactPageMessages.limitInvalid);
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['a date without an id', Buffer.from('["2030-01-01T00:00:00.000000Z"]').toString('base64url')],
    [
      'SQL in the id',
      Buffer.from(`["2030-01-01T00:00:00.000000Z","' or 1=1 --"]`).toString('base64url'),
    ],
  ])('refuses %s as a cursor with a message', async (_what, cursor) => {
    const { cookie } = await signedInUser(t);
    const response = await get(cookie, `/api/crm/contacts?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(contactPageMessages.cursorInvalid);
  });

  it('neither skips nor repeats a contact when contacts share a creation time, to the microsecond', async () => {
    const { cookie, user } = await signedInUser(t);
    await t.db.insert(crmContacts).values(
      Array.from({ length: 7 }, (_, i) => ({
        userId: user.id,
        name: `Same ${i}`,
        createdAt: sql`'2030-05-05T10:00:00.123456Z'::timestamptz`,
      })),
    );
    await t.db.insert(crmContacts).values(
      Array.from({ length: 5 }, (_, i) => ({
        userId: user.id,
        name: `Micro ${i}`,
        // Microseconds apart, in the same millisecond: a JavaScript date cannot tell them apart.
        createdAt: sql`${`2030-05-05T10:00:00.12347${i}Z`}::timestamptz`,
      })),
    );
    const all = await listAllContacts(t, cookie, '', 2);
    expect(all).toHaveLength(12);
    const whole = await listAllContacts(t, cookie, '', 100);
    expect(all.map((c) => c.id)).toEqual(whole.map((c) => c.id));
    expect(whole.slice(0, 5).map((c) => c.name)).toEqual([
      'Micro 4',
      'Micro 3',
      'Micro 2',
      'Micro 1',
      'Micro 0',
    ]);
  });

  it('keeps the next page stable while contacts are added', async () => {
    const { cookie, user } = await signedInUser(t);
    // A second apart: PGlite's clock counts milliseconds, so rows made in a loop can tie.
    await t.db.insert(crmContacts).values(
      Array.from({ length: 6 }, (_, i) => ({
        userId: user.id,
        name: `Old ${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 1000),
      })),
    );
    const first = await page(cookie, '/api/crm/contacts?limit=3');
    expect(first.items.map((c) => c.name)).toEqual(['Old 5', 'Old 4', 'Old 3']);
    await buildContact(t.db, user.id, { name: 'New' });
    const second = await page(
      cookie,
      `/api/crm/contacts?limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(second.items.map((c) => c.name)).toEqual(['Old 2', 'Old 1', 'Old 0']);
    expect(second.nextCursor).toBeNull();
  });

  it("never pages into another user's contacts", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    for (let i = 0; i < 3; i++) await buildContact(t.db, alice.user.id, { name: `Alice ${i}` });
    for (let i = 0; i < 3; i++) await buildContact(t.db, bob.user.id, { name: `Bob ${i}` });
    // Bob's cursor handed to Alice pages through Alice's contacts only.
    const bobFirst = await page(bob.cookie, '/api/crm/contacts?limit=1');
    const aliceNext = await page(
      alice.cookie,
      `/api/crm/contacts?cursor=${encodeURIComponent(bobFirst.nextCursor!)}`,
    );
    expect(aliceNext.items.every((c) => c.name.startsWith('Alice'))).toBe(true);
  });
});

describe('GET /api/crm/analytics', () => {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  async function seed(userId: string) {
    const values = [0.01, 0.1, 1.15, 99.99, 4500, 1234.56, 0.29, null, 999_999_999.99, 12.34];
    const contacts: Contact[] = [];
    for (let i = 0; i < 37; i++) {
      contacts.push(
        await buildContact(t.db, userId, {
          status: contactStatuses[(i * 7) % contactStatuses.length],
          dealValue: values[i % values.length],
        }),
      );
    }
    const offsets = [-30 * DAY, -2 * HOUR, 2 * HOUR, 3 * DAY, 6 * DAY + 20 * HOUR, 8 * DAY];
    const followUps: FollowUp[] = [];
    for (let i = 0; i < 24; i++) {
      followUps.push(
        await buildFollowUp(t.db, userId, contacts[i % contacts.length].id, {
          followUpDate: new Date(Date.now() + offsets[i % offsets.length]).toISOString(),
          completed: i % 5 === 0,
        }),
      );
    }
    return { contacts, followUps };
  }

  it('answers the figures the pure functions give for the same contacts and follow-ups', async () => {
    const { cookie, user } = await signedInUser(t);
    const { contacts, followUps } = await seed(user.id);
    // Someone else's data stays out of the sums.
    const other = await signedInUser(t);
    await seed(other.user.id);

    const response = await get(cookie, '/api/crm/analytics');
    expect(response.statusCode, response.body).toBe(200);
    const figures: CrmAnalytics = response.json();
    const expected = summarizeCrm(contacts, followUps, new Date());
    expect(figures).toEqual({ ...expected, followUpCount: followUps.length });
    // The seed reaches every figure, so agreement is not agreement on zeros.
    expect(figures.overdue).toBeGreaterThan(0);
    expect(figures.dueSoon).toBeGreaterThan(0);
    expect(figures.wonValueCents).toBeGreaterThan(0);
    expect(figures.winRatePercent).not.toBeNull();
  });

  it('draws the overdue and due-soon lines where the pure functions do', async () => {
    const { user } = await signedInUser(t);
    const contact = await buildContact(t.db, user.id, { status: 'lead' });
    const now = new Date('2032-03-10T12:00:00.000Z');
    const followUps: FollowUp[] = [];
    for (const ms of [-1, 0, 1, 7 * DAY - 1, 7 * DAY, 7 * DAY + 1]) {
      followUps.push(
        await buildFollowUp(t.db, user.id, contact.id, {
          followUpDate: new Date(now.getTime() + ms).toISOString(),
        }),
      );
    }
    const figures = await getCrmAnalytics(t.db, user.id, now);
    expect(figures).toEqual({
      ...summarizeCrm([contact], followUps, now),
      followUpCount: followUps.length,
    });
    expect(figures.overdue).toBe(1);
    expect(figures.dueSoon).toBe(3);
  });

  it('answers zeros and no win rate for an empty CRM, and 401 signed out', async () => {
    const { cookie } = await signedInUser(t);
    const figures: CrmAnalytics = (await get(cookie, '/api/crm/analytics')).json();
    expect(figures).toEqual({ ...summarizeCrm([], [], new Date()), followUpCount: 0 });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/crm/analytics' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET /api/crm/analytics?now=', () => {
  it("counts overdue and due-soon items from the viewer's clock", async () => {
    const { cookie, user } = await signedInUser(t);
    const contact = await buildContact(t.db, user.id);
    const now = new Date('2033-07-01T09:00:00.000Z');
    const followUps: FollowUp[] = [];
    for (const hours of [-20, 5, 30]) {
      followUps.push(
        await buildFollowUp(t.db, user.id, contact.id, {
          followUpDate: new Date(now.getTime() + hours * 3_600_000).toISOString(),
        }),
      );
    }
    const response = await get(cookie, `/api/crm/analytics?now=${now.toISOString()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...summarizeCrm([contact], followUps, now),
      followUpCount: 3,
    });
    expect(response.json()).toMatchObject({ overdue: 1, dueSoon: 2 });
  });

  it.each(['yesterday', '2033-13-01T00:00:00Z', '1'])('refuses now=%s', async (now) => {
    const { cookie } = await signedInUser(t);
    const response = await get(cookie, `/api/crm/analytics?now=${now}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(contactPageMessages.nowInvalid);
  });
});

describe('GET /api/crm/follow-ups pages', () => {
  it('answer every follow-up once, soonest first, ties in a fixed order, with new ones added meanwhile', async () => {
    const { cookie, user } = await signedInUser(t);
    const contact = await buildContact(t.db, user.id, { name: 'Paged' });
    const start = Date.UTC(2031, 2, 1);
    await t.db.insert(crmFollowUps).values(
      Array.from({ length: 75 }, (_, i) => ({
        userId: user.id,
        contactId: contact.id,
        title: `F${String(i).padStart(2, '0')}`,
        // Every third one shares its date with the one before: the id decides between them.
        followUpDate: new Date(start + Math.floor(i / 3) * 60_000),
        completed: i % 5 === 0,
      })),
    );
    const first = await get(cookie, '/api/crm/follow-ups');
    expect(first.json().items).toHaveLength(50);
    expect(first.json().nextCursor).toEqual(expect.any(String));
    // One added before the cursor's place and one after it while the first page is on screen.
    await t.db.insert(crmFollowUps).values([
      { userId: user.id, contactId: contact.id, title: 'Early', followUpDate: new Date(start - 1) },
      { userId: user.id, contactId: contact.id, title: 'Late', followUpDate: new Date(start * 2) },
    ]);
    const rest = await get(
      cookie,
      `/api/crm/follow-ups?cursor=${encodeURIComponent(first.json().nextCursor)}`,
    );
    const titles = [...first.json().items, ...rest.json().items].map((f: FollowUp) => f.title);
    expect(titles).toHaveLength(76);
    expect(new Set(titles).size).toBe(76);
    expect(titles.at(-1)).toBe('Late');
    expect(titles).not.toContain('Early');

    const all = await listAllFollowUps(t, cookie, 7);
    expect(all).toHaveLength(77);
    const keys = all.map((f) => [f.followUpDate, f.id].join(' '));
    expect(keys).toEqual([...keys].sort());
    expect(all.filter((f) => f.completed)).toHaveLength(15);
  });

  it('upcoming: the five soonest not completed from the viewer’s clock on, nobody else’s', async () => {
    const { cookie, user } = await signedInUser(t);
    const other = await signedInUser(t);
    const contact = await buildContact(t.db, user.id);
    const theirs = await buildContact(t.db, other.user.id);
    const now = new Date('2031-06-01T12:00:00.000Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    for (const [title, minutes, completed] of [
      ['Passed', -1, false],
      ['Done', 5, true],
      ['A', 0, false],
      ['B', 10, false],
      ['C', 20, false],
      ['D', 30, false],
      ['E', 40, false],
      ['F', 50, false],
    ] as const) {
      await buildFollowUp(t.db, user.id, contact.id, {
        title,
        followUpDate: at(minutes),
        completed,
      });
    }
    await buildFollowUp(t.db, other.user.id, theirs.id, { title: 'Theirs', followUpDate: at(1) });
    const response = await get(
      cookie,
      `/api/crm/follow-ups/upcoming?now=${encodeURIComponent(now.toISOString())}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((f: FollowUp) => f.title)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('next: each named contact’s soonest follow-up not completed, overdue included', async () => {
    const { cookie, user } = await signedInUser(t);
    const other = await signedInUser(t);
    const [overdue, later, none, done] = await Promise.all(
      ['Overdue', 'Later', 'None', 'Done'].map((name) => buildContact(t.db, user.id, { name })),
    );
    const theirs = await buildContact(t.db, other.user.id);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    await buildFollowUp(t.db, user.id, overdue.id, {
      title: 'Late call',
      followUpDate: inDays(-3),
    });
    await buildFollowUp(t.db, user.id, overdue.id, { title: 'Next week', followUpDate: inDays(7) });
    await buildFollowUp(t.db, user.id, later.id, {
      title: 'Done already',
      followUpDate: inDays(1),
      completed: true,
    });
    await buildFollowUp(t.db, user.id, later.id, { title: 'Proposal', followUpDate: inDays(2) });
    await buildFollowUp(t.db, user.id, done.id, {
      title: 'Closed',
      followUpDate: inDays(1),
      completed: true,
    });
    await buildFollowUp(t.db, other.user.id, theirs.id, { title: 'Theirs' });
    const ids = [overdue, later, none, done, theirs, overdue].map((c) => c.id).join(',');
    const response = await get(cookie, `/api/crm/follow-ups/next?contactIds=${ids}`);
    expect(response.statusCode, response.body).toBe(200);
    const byContact = Object.fromEntries(
      response.json().map((f: FollowUp) => [f.contactId, f.title]),
    );
    expect(byContact).toEqual({ [overdue.id]: 'Late call', [later.id]: 'Proposal' });
  });

  it('refuse a bad limit, cursor, clock or contact list with a sentence, changing nothing', async () => {
    const { cookie, user } = await signedInUser(t);
    const contact = await buildContact(t.db, user.id);
    const tooMany = Array.from({ length: 101 }, () => contact.id).join(',');
    for (const [url, message] of [
      ['/api/crm/follow-ups?limit=0', followUpListMessages.limitInvalid],
      ['/api/crm/follow-ups?limit=101', followUpListMessages.limitInvalid],
      ['/api/crm/follow-ups?limit=ten', followUpListMessages.limitInvalid],
      ['/api/crm/follow-ups?cursor=not-a-cursor', contactPageMessages.cursorInvalid],
      [`/api/crm/follow-ups?cursor=${'x'.repeat(300)}`, contactPageMessages.cursorInvalid],
      ['/api/crm/follow-ups/upcoming?now=tomorrow', contactPageMessages.nowInvalid],
      ['/api/crm/follow-ups/next', followUpListMessages.contactIdsInvalid],
      ['/api/crm/follow-ups/next?contactIds=', followUpListMessages.contactIdsInvalid],
      ['/api/crm/follow-ups/next?contactIds=42', followUpListMessages.contactIdsInvalid],
      [
        `/api/crm/follow-ups/next?contactIds=${contact.id},`,
        followUpListMessages.contactIdsInvalid,
      ],
      [`/api/crm/follow-ups/next?contactIds=${tooMany}`, followUpListMessages.contactIdsInvalid],
    ] as const) {
      const response = await get(cookie, url);
      expect([response.statusCode, response.json().message], url).toEqual([400, message]);
    }
  });
});
