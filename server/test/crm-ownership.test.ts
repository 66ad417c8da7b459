import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, FollowUp } from '../../common/contracts/crm';
import { crmContacts, crmDeletedContacts, crmFollowUps } from '../src/db/schema';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// Rows belong to their owner: another user's contact or follow-up is answered 404 and nothing
// changes; a signed-out visitor gets 401 from every CRM route.

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
let aliceContact: Contact;
let aliceFollowUp: FollowUp;
let aliceDeleted: Contact;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Every CRM row, as the database holds it: compared before and after each attempt. */
const everything = async () => ({
  contacts: await t.db.select().from(crmContacts).orderBy(crmContacts.id),
  followUps: await t.db.select().from(crmFollowUps).orderBy(crmFollowUps.id),
  deleted: await t.db.select().from(crmDeletedContacts).orderBy(crmDeletedContacts.contactId),
});

beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInUser(t);
  const b = await signedInUser(t);
  alice = { cookie: a.cookie, id: a.user.id };
  bob = { cookie: b.cookie, id: b.user.id };
  aliceContact = (
    await call(alice.cookie, 'POST', '/api/crm/contacts', {
      name: 'Alice Client',
      email: 'client@alice.example',
      dealValue: 5000,
      status: 'client',
    })
  ).json();
  aliceFollowUp = (
    await call(alice.cookie, 'POST', '/api/crm/follow-ups', {
      contactId: aliceContact.id,
      title: 'Quarterly review',
      followUpDate: new Date(Date.now() + 86_400_000).toISOString(),
    })
  ).json();
  aliceDeleted = (
    await call(alice.cookie, 'POST', '/api/crm/contacts', { name: 'Alice Deleted' })
  ).json();
  await call(alice.cookie, 'POST', '/api/crm/follow-ups', {
    contactId: aliceDeleted.id,
    title: 'Goes with it',
    followUpDate: new Date(Date.now() + 86_400_000).toISOString(),
  });
  expect(
    (await call(alice.cookie, 'DELETE', `/api/crm/contacts/${aliceDeleted.id}`)).statusCode,
  ).toBe(200);
  // Bob has data of his own, so "empty" is not the only answer he could get.
  await call(bob.cookie, 'POST', '/api/crm/contacts', { name: 'Bob Lead' });
});
afterAll(async () => {
  await t?.close();
});

describe("another user's CRM", () => {
  it('never appears in lists, searches or the export', async () => {
    const contacts = (await call(bob.cookie, 'GET', '/api/crm/contacts')).json();
    expect(contacts.items.map((c: Contact) => c.name)).toEqual(['Bob Lead']);
    expect(contacts.nextCursor).toBeNull();
    const empty = { items: [], nextCursor: null };
    expect((await call(bob.cookie, 'GET', '/api/crm/contacts?search=alice')).json()).toEqual(empty);
    expect((await call(bob.cookie, 'GET', '/api/crm/contacts?status=client')).json()).toEqual(
      empty,
    );
    expect((await call(bob.cookie, 'GET', '/api/crm/follow-ups')).json().items).toEqual([]);
    // Alice's contact ids name nothing of Bob's: no next follow-up, no upcoming one.
    const next = await call(
      bob.cookie,
      'GET',
      `/api/crm/follow-ups/next?contactIds=${aliceContact.id}`,
    );
    expect([next.statusCode, next.json()]).toEqual([200, []]);
    expect((await call(bob.cookie, 'GET', '/api/crm/follow-ups/upcoming')).json()).toEqual([]);
    const csv = (await call(bob.cookie, 'GET', '/api/crm/contacts/export.csv')).body;
    expect(csv).not.toContain('Alice');
    expect(csv).toContain('Bob Lead');
  });

  const attempts: Array<[string, Method, () => string, () => unknown]> = [
    ['get a contact', 'GET', () => `/api/crm/contacts/${aliceContact.id}`, () => undefined],
    [
      'update a contact',
      'PUT',
      () => `/api/crm/contacts/${aliceContact.id}`,
      () => ({ name: 'Hijacked', status: 'closed_lost' }),
    ],
    ['delete a contact', 'DELETE', () => `/api/crm/contacts/${aliceContact.id}`, () => undefined],
    [
      'add a follow-up to a contact',
      'POST',
      () => '/api/crm/follow-ups',
      () => ({
        contactId: aliceContact.id,
        title: 'Sneaky',
        followUpDate: new Date().toISOString(),
      }),
    ],
    [
      'complete a follow-up',
      'PATCH',
      () => `/api/crm/follow-ups/${aliceFollowUp.id}`,
      () => ({ completed: true }),
    ],
    [
      'restore a deleted contact',
      'POST',
      () => '/api/crm/contacts/restore',
      () => ({ contactId: aliceDeleted.id }),
    ],
  ];

  for (const [what, method, url, payload] of attempts) {
    it(`answers 404 to "${what}" and changes nothing`, async () => {
      const before = await everything();
      const response = await call(bob.cookie, method, url(), payload());
      expect(response.statusCode).toBe(404);
      expect(typeof response.json().message).toBe('string');
      expect(JSON.stringify(response.json())).not.toContain('Alice');
      expect(await everything()).toEqual(before);
    });
  }

  it('answers exactly as for an id that does not exist, so ids cannot be probed', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, payload] of [
      ['GET', 'contacts', undefined],
      ['PUT', 'contacts', { name: 'X' }],
      ['DELETE', 'contacts', undefined],
      ['PATCH', 'follow-ups', { completed: true }],
    ] as const) {
      const theirs = path === 'contacts' ? aliceContact.id : aliceFollowUp.id;
      const a = await call(bob.cookie, method, `/api/crm/${path}/${theirs}`, payload);
      const b = await call(bob.cookie, method, `/api/crm/${path}/${missing}`, payload);
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    }
  });

  it('leaves the owner able to use everything afterwards', async () => {
    expect(
      (await call(alice.cookie, 'GET', `/api/crm/contacts/${aliceContact.id}`)).json(),
    ).toEqual(aliceContact);
    expect((await call(alice.cookie, 'GET', '/api/crm/follow-ups')).json().items).toEqual([
      aliceFollowUp,
    ]);
    const restored = await call(alice.cookie, 'POST', '/api/crm/contacts/restore', {
      contactId: aliceDeleted.id,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().followUps).toHaveLength(1);
    // Put it back in the bin for any test that runs after this one.
    await call(alice.cookie, 'DELETE', `/api/crm/contacts/${aliceDeleted.id}`);
  });

  it('cannot be linked even by writing to the database directly', async () => {
    // The (user_id, contact_id) foreign key: a follow-up of Bob's can never name Alice's contact.
    await expect(
      t.db.insert(crmFollowUps).values({
        userId: bob.id,
        contactId: aliceContact.id,
        title: 'Bypass',
        followUpDate: new Date(),
      }),
    ).rejects.toThrow();
    expect(
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(crmFollowUps)
          .where(sql`${crmFollowUps.userId} = ${bob.id}`)
      )[0].n,
    ).toBe(0);
  });
});

describe('signed out', () => {
  const routes: Array<[Method, string, () => string, () => unknown]> = [
    ['GET', '/api/crm/contacts', () => '/api/crm/contacts', () => undefined],
    ['GET', '/api/crm/contacts?search=', () => '/api/crm/contacts?search=alice', () => undefined],
    ['POST', '/api/crm/contacts', () => '/api/crm/contacts', () => ({ name: 'Anon' })],
    ['GET', '/api/crm/contacts/export.csv', () => '/api/crm/contacts/export.csv', () => undefined],
    ['GET', '/api/crm/contacts/:id', () => `/api/crm/contacts/${aliceContact.id}`, () => undefined],
    [
      'PUT',
      '/api/crm/contacts/:id',
      () => `/api/crm/contacts/${aliceContact.id}`,
      () => ({ name: 'Anon' }),
    ],
    [
      'DELETE',
      '/api/crm/contacts/:id',
      () => `/api/crm/contacts/${aliceContact.id}`,
      () => undefined,
    ],
    [
      'POST',
      '/api/crm/contacts/restore',
      () => '/api/crm/contacts/restore',
      () => ({ contactId: aliceDeleted.id }),
    ],
    ['GET', '/api/crm/follow-ups', () => '/api/crm/follow-ups', () => undefined],
    ['GET', '/api/crm/follow-ups/upcoming', () => '/api/crm/follow-ups/upcoming', () => undefined],
    [
      'GET',
      '/api/crm/follow-ups/next',
      () => `/api/crm/follow-ups/next?contactIds=${aliceContact.id}`,
      () => undefined,
    ],
    [
      'POST',
      '/api/crm/follow-ups',
      () => '/api/crm/follow-ups',
      () => ({
        contactId: aliceContact.id,
        title: 'Anon',
        followUpDate: new Date().toISOString(),
      }),
    ],
    [
      'PATCH',
      '/api/crm/follow-ups/:id',
      () => `/api/crm/follow-ups/${aliceFollowUp.id}`,
      () => ({ completed: true }),
    ],
  ];

  for (const [method, label, url, payload] of routes) {
    it(`${method} ${label} answers 401 and changes nothing`, async () => {
      const before = await everything();
      for (const cookie of [undefined, 'al_session=not-a-real-session']) {
        const response = await call(cookie, method, url(), payload());
        expect(response.statusCode, `${method} ${url()}`).toBe(401);
        expect(response.json()).toEqual({ message: 'Unauthorized' });
      }
      expect(await everything()).toEqual(before);
    });
  }
});
