import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactStatuses, type Contact } from '../../common/contracts/crm';
import { crmContacts, crmFollowUps } from '../src/db/schema';
import { buildContact } from '../src/demo/factories';
import { listAllContacts, listAllFollowUps } from './crm-pages';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// Thousands of contacts: the list, search, filter, follow-ups and export still answer correctly.
// (Speed is measured by `npm run bench`, never by a test.)

const TOTAL = 2000;

let t: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({
    cookie,
    user: { id: userId },
  } = await signedInUser(t));
  const start = Date.UTC(2030, 0, 1);
  const rows = Array.from({ length: TOTAL }, (_, i) => ({
    userId,
    name: `Person ${String(i).padStart(4, '0')}`,
    email: `person${i}@example.com`,
    company: i % 10 === 0 ? 'Acme Corp' : `Company ${i}`,
    status: contactStatuses[i % contactStatuses.length],
    dealValue: i,
    createdAt: new Date(start + i * 60_000),
    updatedAt: new Date(start + i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await t.db.insert(crmContacts).values(rows.slice(i, i + 500));
  }
  const ids = await t.db.select({ id: crmContacts.id }).from(crmContacts).limit(300);
  await t.db.insert(crmFollowUps).values(
    ids.map(({ id }, i) => ({
      userId,
      contactId: id,
      title: `Follow-up ${i}`,
      followUpDate: new Date(start + i * 3_600_000),
    })),
  );
  // Someone else's contacts must stay out of every answer.
  const other = await signedInUser(t);
  for (let i = 0; i < 5; i++) await buildContact(t.db, other.user.id, { company: 'Acme Corp' });
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe(`a CRM with ${TOTAL} contacts`, () => {
  it('lists every contact, newest first', async () => {
    const list: Contact[] = await listAllContacts(t, cookie);
    expect(list).toHaveLength(TOTAL);
    expect(list[0].name).toBe(`Person ${TOTAL - 1}`);
    expect(list[TOTAL - 1].name).toBe('Person 0000');
    expect(new Set(list.map((c) => c.id)).size).toBe(TOTAL);
  });

  it('filters by status and searches among them', async () => {
    const clients: Contact[] = await listAllContacts(t, cookie, '?status=client');
    expect(clients).toHaveLength(TOTAL / 4);
    expect(clients.every((c) => c.status === 'client')).toBe(true);

    const acme: Contact[] = await listAllContacts(t, cookie, '?search=acme');
    expect(acme).toHaveLength(TOTAL / 10);
    const acmeLeads: Contact[] = await listAllContacts(t, cookie, '?search=ACME&status=lead');
    // Every 10th contact is at Acme and every 4th is a lead: every 20th is both.
    expect(acmeLeads).toHaveLength(TOTAL / 20);

    const one: Contact[] = await listAllContacts(t, cookie, '?search=person1234@');
    expect(one.map((c) => c.name)).toEqual(['Person 1234']);
  });

  it('lists the follow-ups and exports every contact', async () => {
    const followUps = await listAllFollowUps(t, cookie);
    expect(followUps).toHaveLength(300);
    const dates = followUps.map((f) => f.followUpDate);
    expect(dates).toEqual([...dates].sort());
    const csv = (await get('/api/crm/contacts/export.csv')).body;
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(TOTAL + 1);
  });
});
