import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmLimits, crmMessages, type Contact } from '../../common/contracts/crm';
import { crmContacts, crmDeletedContacts, crmFollowUps } from '../src/db/schema';
import { listAllContacts } from './crm-pages';
import { createTestApp, signedInUser, type TestApp } from './helpers';

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

const count = async (table: typeof crmContacts | typeof crmFollowUps | typeof crmDeletedContacts) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

/** A readable test name: long runs of one character are shown as "x×121". */
const label = (change: object) =>
  JSON.stringify(change, (_key, value) => (value === undefined ? '(missing)' : value)).replace(
    /(.)\1{9,}/g,
    (run, char) => `${char}×${run.length}`,
  );
const withLabels = (cases: Array<[Record<string, unknown>, string]>) =>
  cases.map(([change, message]) => [label(change), change, message] as const);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function newContact(cookie: string, body: Record<string, unknown> = {}): Promise<Contact> {
  const response = await call(cookie, 'POST', '/api/crm/contacts', { name: 'Ann Lee', ...body });
  expect(response.statusCode, response.body).toBe(201);
  const { existingPerson, ...contact } = response.json();
  expect(existingPerson).toBe(false);
  return contact;
}

async function newFollowUp(cookie: string, contactId: string, body: Record<string, unknown> = {}) {
  const response = await call(cookie, 'POST', '/api/crm/follow-ups', {
    contactId,
    title: 'Call back',
    followUpDate: inDays(1),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('contacts', () => {
  it('creates a contact from a name alone with the default status lead', async () => {
    const { cookie } = await signedInUser(t);
    const created = await newContact(cookie, { name: '  Ann Lee  ' });
    expect(created).toMatchObject({
      name: 'Ann Lee',
      email: '',
      phone: '',
      company: '',
      dealValue: null,
      notes: '',
      status: 'lead',
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call(cookie, 'GET', '/api/crm/contacts')).json()).toEqual({
      items: [created],
      nextCursor: null,
    });
    expect((await call(cookie, 'GET', `/api/crm/contacts/${created.id}`)).json()).toEqual(created);
  });

  it('keeps every field of a contact', async () => {
    const { cookie } = await signedInUser(t);
    const body = {
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '+1 512 555 0142',
      company: 'Lopez Dental',
      position: 'Owner',
      industry: 'Healthcare',
      address: '12 Main St, Austin, TX',
      leadSource: 'Referral',
      dealValue: 4500.5,
      notes: 'Line one\nLine two',
      status: 'prospect',
    };
    const created = await newContact(cookie, body);
    expect(created).toMatchObject(body);
    expect((await call(cookie, 'GET', `/api/crm/contacts/${created.id}`)).json()).toMatchObject(
      body,
    );
  });

  it.each(
    withLabels([
      [{ name: '' }, crmMessages.nameRequired],
      [{ name: '   ' }, crmMessages.nameRequired],
      [{ name: undefined }, crmMessages.nameRequired],
      [{ email: 'not-an-email' }, crmMessages.invalidEmail],
      [{ email: 'a@b' }, crmMessages.invalidEmail],
      [{ email: `${'a'.repeat(250)}@example.com` }, crmMessages.invalidEmail],
      [{ status: 'won' }, crmMessages.statusInvalid],
      [{ dealValue: -1 }, crmMessages.dealValueNegative],
      [{ dealValue: crmLimits.dealValueMax + 1 }, crmMessages.dealValueTooLarge],
      [{ dealValue: 1e308 }, crmMessages.dealValueTooLarge],
      [{ dealValue: 10.005 }, crmMessages.dealValueCents],
      [{ dealValue: '100' }, crmMessages.dealValueNumber],
      [{ name: 'x'.repeat(crmLimits.name + 1) }, crmMessages.tooLong('Name', crmLimits.name)],
      [{ phone: '1'.repeat(crmLimits.phone + 1) }, crmMessages.tooLong('Phone', crmLimits.phone)],
      [
        { company: 'c'.repeat(crmLimits.company + 1) },
        crmMessages.tooLong('Company', crmLimits.company),
      ],
      [
        { position: 'p'.repeat(crmLimits.position + 1) },
        crmMessages.tooLong('Position', crmLimits.position),
      ],
      [
        { industry: 'i'.repeat(crmLimits.industry + 1) },
        crmMessages.tooLong('Industry', crmLimits.industry),
      ],
      [
        { address: 'a'.repeat(crmLimits.address + 1) },
        crmMessages.tooLong('Address', crmLimits.address),
      ],
      [
        { leadSource: 'l'.repeat(crmLimits.leadSource + 1) },
        crmMessages.tooLong('Lead source', crmLimits.leadSource),
      ],
      [{ notes: 'n'.repeat(crmLimits.notes + 1) }, crmMessages.tooLong('Notes', crmLimits.notes)],
      [{ name: 'Ann\u0000' }, crmMessages.invalidCharacter('Name')],
      [{ notes: 'a\u0000b' }, crmMessages.invalidCharacter('Notes')],
    ]),
  )('refuses %s with its message and stores nothing', async (_label, change, message) => {
    const { cookie } = await signedInUser(t);
    const before = await count(crmContacts);
    const response = await call(cookie, 'POST', '/api/crm/contacts', { name: 'Ann', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await count(crmContacts)).toBe(before);
  });

  it('accepts an empty email, a zero deal value and text at the limits', async () => {
    const { cookie } = await signedInUser(t);
    const created = await newContact(cookie, {
      name: 'n'.repeat(crmLimits.name),
      email: '',
      dealValue: 0,
      notes: 'x'.repeat(crmLimits.notes),
    });
    expect(created.dealValue).toBe(0);
    expect(created.name).toHaveLength(crmLimits.name);
    const max = await newContact(cookie, { dealValue: crmLimits.dealValueMax });
    expect(max.dealValue).toBe(crmLimits.dealValueMax);
  });

  it('updates the fields a PUT names, keeps the others and the creation time', async () => {
    const { cookie } = await signedInUser(t);
    const created = await newContact(cookie, { company: 'Old Co', dealValue: 10 });
    const response = await call(cookie, 'PUT', `/api/crm/contacts/${created.id}`, {
      name: 'Ann Updated',
      email: 'ann@example.com',
      status: 'client',
      dealValue: 2500,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    // A field left out keeps its value: the company is still there.
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Ann Updated',
      email: 'ann@example.com',
      status: 'client',
      dealValue: 2500,
      company: 'Old Co',
      createdAt: created.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect((await call(cookie, 'GET', '/api/crm/contacts')).json()).toEqual({
      items: [updated],
      nextCursor: null,
    });
  });

  it('refuses an invalid update with its message and keeps the contact as it was', async () => {
    const { cookie } = await signedInUser(t);
    const created = await newContact(cookie, { email: 'keep@example.com' });
    const bad = await call(cookie, 'PUT', `/api/crm/contacts/${created.id}`, {
      name: '',
      email: 'keep@example.com',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(crmMessages.nameRequired);
    const badEmail = await call(cookie, 'PUT', `/api/crm/contacts/${created.id}`, {
      name: 'Ann',
      email: 'nope',
    });
    expect(badEmail.json().message).toBe(crmMessages.invalidEmail);
    expect((await call(cookie, 'GET', `/api/crm/contacts/${created.id}`)).json()).toEqual(created);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", '%20'])(
    'answers 404 for an unknown contact id %j',
    async (id) => {
      const { cookie } = await signedInUser(t);
      const url = `/api/crm/contacts/${encodeURIComponent(id)}`;
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { name: 'X' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(cookie, method, url, payload);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json().message).toBe(crmMessages.contactNotFound);
      }
    },
  );

  it('lists newest first', async () => {
    const { cookie } = await signedInUser(t);
    const first = await newContact(cookie, { name: 'First' });
    const second = await newContact(cookie, { name: 'Second' });
    const third = await newContact(cookie, { name: 'Third' });
    const names = (await listAllContacts(t, cookie)).map((c: Contact) => c.name);
    expect(names).toEqual([third.name, second.name, first.name]);
  });
});

describe('contact search and status filter', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signedInUser(t));
    await newContact(cookie, { name: 'Maria Lopez', company: 'Lopez Dental', status: 'prospect' });
    await newContact(cookie, { name: 'James Carter', email: 'JAMES@carter.example' });
    await newContact(cookie, { name: 'Priya Shah', company: 'BrightPath Legal', status: 'client' });
    await newContact(cookie, { name: 'Tom 100% Becker', status: 'closed_lost' });
    await newContact(cookie, { name: 'Tom_Becker', status: 'closed_lost' });
  });

  const names = async (query: string) =>
    (await listAllContacts(t, cookie, query)).map((c: Contact) => c.name).sort();

  it('matches name, email or company, ignoring case', async () => {
    expect(await names('?search=maria')).toEqual(['Maria Lopez']);
    expect(await names('?search=carter.EXAMPLE')).toEqual(['James Carter']);
    expect(await names('?search=brightpath')).toEqual(['Priya Shah']);
    expect(await names('?search=LOPEZ')).toEqual(['Maria Lopez']);
    expect(await names('?search=nobody')).toEqual([]);
  });

  it('filters by status and combines it with the search', async () => {
    expect(await names('?status=closed_lost')).toEqual(['Tom 100% Becker', 'Tom_Becker']);
    expect(await names('?status=lead')).toEqual(['James Carter']);
    expect(await names('?status=client&search=maria')).toEqual([]);
    expect(await names('?status=prospect&search=maria')).toEqual(['Maria Lopez']);
    expect(await names('?search=%20%20')).toHaveLength(5);
  });

  it('treats % and _ as ordinary characters', async () => {
    expect(await names(`?search=${encodeURIComponent('100%')}`)).toEqual(['Tom 100% Becker']);
    expect(await names('?search=m_b')).toEqual(['Tom_Becker']);
    expect(await names(`?search=${encodeURIComponent('%')}`)).toEqual(['Tom 100% Becker']);
  });

  it('refuses an unknown status or an overlong search', async () => {
    const status = await call(cookie, 'GET', '/api/crm/contacts?status=won');
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe(crmMessages.statusInvalid);
    const long = await call(cookie, 'GET', `/api/crm/contacts?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(crmMessages.tooLong('Search', crmLimits.search));
  });
});

describe('follow-ups', () => {
  it('creates a follow-up with the default type call, pending, named after its contact', async () => {
    const { cookie } = await signedInUser(t);
    const contact = await newContact(cookie, { name: 'Maria Lopez' });
    const date = inDays(2);
    const created = await newFollowUp(cookie, contact.id, {
      title: ' Demo ',
      followUpDate: date,
    });
    expect(created).toMatchObject({
      contactId: contact.id,
      contactName: 'Maria Lopez',
      type: 'call',
      title: 'Demo',
      description: '',
      followUpDate: date,
      completed: false,
      completedAt: null,
    });
    expect((await call(cookie, 'GET', '/api/crm/follow-ups')).json().items).toEqual([created]);
  });

  it('keeps the type, description and the moment given with any offset', async () => {
    const { cookie } = await signedInUser(t);
    const contact = await newContact(cookie);
    const created = await newFollowUp(cookie, contact.id, {
      type: 'meeting',
      description: 'Bring the proposal',
      followUpDate: '2031-03-10T09:30:00+02:00',
    });
    expect(created).toMatchObject({
      type: 'meeting',
      description: 'Bring the proposal',
      followUpDate: '2031-03-10T07:30:00.000Z',
    });
  });

  it('lists follow-ups soonest first', async () => {
    const { cookie } = await signedInUser(t);
    const contact = await newContact(cookie);
    await newFollowUp(cookie, contact.id, { title: 'Later', followUpDate: inDays(5) });
    await newFollowUp(cookie, contact.id, { title: 'Past', followUpDate: inDays(-2) });
    await newFollowUp(cookie, contact.id, { title: 'Soon', followUpDate: inDays(1) });
    const titles = (await call(cookie, 'GET', '/api/crm/follow-ups'))
      .json()
      .items.map((f: { title: string }) => f.title);
    expect(titles).toEqual(['Past', 'Soon', 'Later']);
  });

  it.each(
    withLabels([
      [{ contactId: '' }, crmMessages.contactRequired],
      [{ contactId: undefined }, crmMessages.contactRequired],
      [{ title: '' }, crmMessages.titleRequired],
      [{ title: '  ' }, crmMessages.titleRequired],
      [{ title: undefined }, crmMessages.titleRequired],
      [{ followUpDate: '' }, crmMessages.followUpDateRequired],
      [{ followUpDate: undefined }, crmMessages.followUpDateRequired],
      [{ followUpDate: 'tomorrow' }, crmMessages.followUpDateInvalid],
      [{ followUpDate: '2030-02-30T10:00:00Z' }, crmMessages.followUpDateInvalid],
      [{ followUpDate: '2030-01-01T10:00:00' }, crmMessages.followUpDateInvalid],
      [{ followUpDate: '0000-01-01T00:00:00Z' }, crmMessages.followUpDateRange],
      [{ followUpDate: '9999-12-31T23:59:59Z' }, crmMessages.followUpDateRange],
      [{ type: 'visit' }, crmMessages.typeInvalid],
      [{ title: 't'.repeat(crmLimits.title + 1) }, crmMessages.tooLong('Title', crmLimits.title)],
      [
        { description: 'd'.repeat(crmLimits.description + 1) },
        crmMessages.tooLong('Description', crmLimits.description),
      ],
    ]),
  )('refuses %s with its message and stores nothing', async (_label, change, message) => {
    const { cookie } = await signedInUser(t);
    const contact = await newContact(cookie);
    const before = await count(crmFollowUps);
    const response = await call(cookie, 'POST', '/api/crm/follow-ups', {
      contactId: contact.id,
      title: 'Call',
      followUpDate: inDays(1),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await count(crmFollowUps)).toBe(before);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'nope'])(
    'answers 404 for a follow-up with an unknown contact %j',
    async (contactId) => {
      const { cookie } = await signedInUser(t);
      const before = await count(crmFollowUps);
      const response = await call(cookie, 'POST', '/api/crm/follow-ups', {
        contactId,
        title: 'Call',
        followUpDate: inDays(1),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(crmMessages.contactNotFound);
      expect(await count(crmFollowUps)).toBe(before);
    },
  );

  it('marks a follow-up completed, keeps when it was first completed, and reopens it', async () => {
    const { cookie } = await signedInUser(t);
    const contact = await newContact(cookie);
    const followUp = await newFollowUp(cookie, contact.id);
    const url = `/api/crm/follow-ups/${followUp.id}`;

    const done = await call(cookie, 'PATCH', url, { completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: followUp.id, completed: true });
    const completedAt = done.json().completedAt;
    expect(completedAt).toEqual(expect.any(String));

    const again = await call(cookie, 'PATCH', url, { completed: true });
    expect(again.json().completedAt).toBe(completedAt);

    const reopened = await call(cookie, 'PATCH', url, { completed: false });
    expect(reopened.json()).toMatchObject({ completed: false, completedAt: null });
    expect((await call(cookie, 'GET', '/api/crm/follow-ups')).json().items).toEqual([
      reopened.json(),
    ]);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'nope'])(
    'answers 404 when completing an unknown follow-up %j',
    async (id) => {
      const { cookie } = await signedInUser(t);
      const response = await call(cookie, 'PATCH', `/api/crm/follow-ups/${id}`, {
        completed: true,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(crmMessages.followUpNotFound);
    },
  );
});

describe('delete and undo', () => {
  async function contactWithFollowUps(cookie: string) {
    const contact = await newContact(cookie, {
      name: 'Priya Shah',
      email: 'priya@example.com',
      company: 'BrightPath',
      dealValue: 9800.25,
      status: 'client',
      notes: 'Keep me',
    });
    const a = await newFollowUp(cookie, contact.id, { title: 'Report', followUpDate: inDays(3) });
    const b = await newFollowUp(cookie, contact.id, { title: 'Kickoff', type: 'meeting' });
    await call(cookie, 'PATCH', `/api/crm/follow-ups/${b.id}`, { completed: true });
    return { contact, followUpIds: [a.id, b.id] };
  }

  it('deletes the contact and its follow-ups at once and answers what was removed', async () => {
    const { cookie } = await signedInUser(t);
    const { contact, followUpIds } = await contactWithFollowUps(cookie);
    const other = await newContact(cookie, { name: 'Stays' });
    const kept = await newFollowUp(cookie, other.id);

    const response = await call(cookie, 'DELETE', `/api/crm/contacts/${contact.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Contact deleted successfully');
    expect(body.contact).toEqual(contact);
    expect(body.followUps.map((f: { id: string }) => f.id).sort()).toEqual([...followUpIds].sort());
    expect(Date.parse(body.restorableUntil)).toBeGreaterThan(Date.now());

    expect((await call(cookie, 'GET', '/api/crm/contacts')).json()).toEqual({
      items: [other],
      nextCursor: null,
    });
    expect((await call(cookie, 'GET', '/api/crm/follow-ups')).json().items).toEqual([kept]);
    expect((await call(cookie, 'GET', `/api/crm/contacts/${contact.id}`)).statusCode).toBe(404);
    expect((await call(cookie, 'DELETE', `/api/crm/contacts/${contact.id}`)).statusCode).toBe(404);
  });

  it('restores the contact and its follow-ups exactly, with the same ids, once', async () => {
    const { cookie } = await signedInUser(t);
    const { contact } = await contactWithFollowUps(cookie);
    const contactsBefore = (await call(cookie, 'GET', '/api/crm/contacts')).json();
    const followUpsBefore = (await call(cookie, 'GET', '/api/crm/follow-ups')).json().items;

    await call(cookie, 'DELETE', `/api/crm/contacts/${contact.id}`);
    const restored = await call(cookie, 'POST', '/api/crm/contacts/restore', {
      contactId: contact.id,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({
      message: 'Contact restored',
      contact,
      followUps: followUpsBefore,
    });
    expect((await call(cookie, 'GET', '/api/crm/contacts')).json()).toEqual(contactsBefore);
    expect((await call(cookie, 'GET', '/api/crm/follow-ups')).json().items).toEqual(
      followUpsBefore,
    );

    const twice = await call(cookie, 'POST', '/api/crm/contacts/restore', {
      contactId: contact.id,
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(crmMessages.nothingToRestore);
    expect((await call(cookie, 'GET', '/api/crm/follow-ups')).json().items).toEqual(
      followUpsBefore,
    );
  });

  it('can delete and restore the same contact again', async () => {
    const { cookie } = await signedInUser(t);
    const { contact } = await contactWithFollowUps(cookie);
    for (let round = 0; round < 2; round++) {
      expect((await call(cookie, 'DELETE', `/api/crm/contacts/${contact.id}`)).statusCode).toBe(
        200,
      );
      const restored = await call(cookie, 'POST', '/api/crm/contacts/restore', {
        contactId: contact.id,
      });
      expect(restored.statusCode).toBe(200);
    }
    expect((await call(cookie, 'GET', '/api/crm/follow-ups')).json().items).toHaveLength(2);
  });

  it('does not restore after the undo window', async () => {
    const { cookie } = await signedInUser(t);
    const { contact } = await contactWithFollowUps(cookie);
    await call(cookie, 'DELETE', `/api/crm/contacts/${contact.id}`);
    await t.db
      .update(crmDeletedContacts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(crmDeletedContacts.contactId, contact.id));
    const response = await call(cookie, 'POST', '/api/crm/contacts/restore', {
      contactId: contact.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(crmMessages.nothingToRestore);
    expect((await call(cookie, 'GET', '/api/crm/contacts')).json()).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('purges expired copies when anyone deletes again', async () => {
    const { cookie } = await signedInUser(t);
    const old = await newContact(cookie, { name: 'Old' });
    await call(cookie, 'DELETE', `/api/crm/contacts/${old.id}`);
    await t.db
      .update(crmDeletedContacts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(crmDeletedContacts.contactId, old.id));
    const other = await signedInUser(t);
    const fresh = await newContact(other.cookie, { name: 'Fresh' });
    await call(other.cookie, 'DELETE', `/api/crm/contacts/${fresh.id}`);
    const kept = await t.db.select().from(crmDeletedContacts);
    expect(kept.map((k) => k.contactId)).toContain(fresh.id);
    expect(kept.map((k) => k.contactId)).not.toContain(old.id);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'nope'])(
    'answers 404 when nothing was deleted under %j',
    async (contactId) => {
      const { cookie } = await signedInUser(t);
      const response = await call(cookie, 'POST', '/api/crm/contacts/restore', { contactId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(crmMessages.nothingToRestore);
    },
  );

  it('restores a contact for a live one only once when Undo is pressed many times at once', async () => {
    const { cookie } = await signedInUser(t);
    const { contact } = await contactWithFollowUps(cookie);
    await call(cookie, 'DELETE', `/api/crm/contacts/${contact.id}`);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(cookie, 'POST', '/api/crm/contacts/restore', { contactId: contact.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    expect((await call(cookie, 'GET', '/api/crm/contacts')).json().items).toHaveLength(1);
    expect((await call(cookie, 'GET', '/api/crm/follow-ups')).json().items).toHaveLength(2);
  });

  it('deletes once when Delete is pressed many times at once', async () => {
    const { cookie } = await signedInUser(t);
    const { contact } = await contactWithFollowUps(cookie);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(cookie, 'DELETE', `/api/crm/contacts/${contact.id}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    const restored = await call(cookie, 'POST', '/api/crm/contacts/restore', {
      contactId: contact.id,
    });
    expect(restored.json().followUps).toHaveLength(2);
  });
});

describe('CSV export', () => {
  it('downloads every field of every contact as UTF-8 with a BOM, formulas neutralised', async () => {
    const { cookie } = await signedInUser(t);
    const plain = await newContact(cookie, {
      name: 'Zoë Ørsted',
      email: 'zoe@example.com',
      phone: '+45 1234 5678',
      company: 'Smith, Jones & "Co"',
      position: 'CEO',
      industry: 'Retail',
      address: 'Line 1\nLine 2',
      leadSource: '@twitter',
      dealValue: 1500.5,
      notes: '=HYPERLINK("http://evil.example","click")',
      status: 'prospect',
    });
    // Leading tabs and CRs are trimmed away on the way in; the other formula starts remain.
    await newContact(cookie, { name: '-2+3', notes: '@SUM(A1)' });

    const response = await call(cookie, 'GET', '/api/crm/contacts/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="crm-contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'ID,Name,Email,Phone,Company,Position,Industry,Address,Lead source,Deal value (USD),Notes,Status,Created at,Updated at,Status value',
    );
    expect(text).toContain(
      `${plain.id},Zoë Ørsted,zoe@example.com,'+45 1234 5678,"Smith, Jones & ""Co""",CEO,Retail,"Line 1\nLine 2",'@twitter,1500.50,"'=HYPERLINK(""http://evil.example"",""click"")",Prospect,${plain.createdAt},${plain.updatedAt},prospect`,
    );
    expect(text).toContain(`,'-2+3,`);
    expect(text).toContain(`,'@SUM(A1),Lead,`);
    expect(text).toMatch(/,lead\r\n/);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('holds only the header when there are no contacts, and only the user’s own', async () => {
    const alice = await signedInUser(t);
    await newContact(alice.cookie, { name: 'Alice Secret' });
    const bob = await signedInUser(t);
    const response = await call(bob.cookie, 'GET', '/api/crm/contacts/export.csv');
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    expect(response.body).not.toContain('Alice Secret');
  });
});
