import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, FollowUp } from '../../common/contracts/crm';
import { crmContacts, crmDeletedContacts, crmFollowUps } from '../src/db/schema';
import { createTestApp, malformedBodies, signedInUser, type TestApp } from './helpers';

// Every CRM route that takes a body answers bad input with a 4xx and a readable message,
// never a 5xx or a stack trace, and not one row changed.

let t: TestApp;
let cookie: string;
let contact: Contact;
let followUp: FollowUp;
let deleted: Contact;

const everything = async () => ({
  contacts: await t.db.select().from(crmContacts).orderBy(crmContacts.id),
  followUps: await t.db.select().from(crmFollowUps).orderBy(crmFollowUps.id),
  deleted: await t.db.select().from(crmDeletedContacts).orderBy(crmDeletedContacts.contactId),
});

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInUser(t));
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  contact = (await post('/api/crm/contacts', { name: 'Target', dealValue: 10 })).json();
  followUp = (
    await post('/api/crm/follow-ups', {
      contactId: contact.id,
      title: 'Target follow-up',
      followUpDate: new Date(Date.now() + 86_400_000).toISOString(),
    })
  ).json();
  deleted = (await post('/api/crm/contacts', { name: 'In the bin' })).json();
  await t.app.inject({
    method: 'DELETE',
    url: `/api/crm/contacts/${deleted.id}`,
    headers: { cookie },
  });
});
afterAll(async () => {
  await t?.close();
});

const routes: Array<{
  method: 'POST' | 'PUT' | 'PATCH';
  label: string;
  url: () => string;
  valid: () => Record<string, unknown>;
}> = [
  {
    method: 'POST',
    label: '/api/crm/contacts',
    url: () => '/api/crm/contacts',
    valid: () => ({ name: 'Valid', email: 'valid@example.com', dealValue: 100, status: 'lead' }),
  },
  {
    method: 'PUT',
    label: '/api/crm/contacts/:id',
    url: () => `/api/crm/contacts/${contact.id}`,
    valid: () => ({ name: 'Valid', email: 'valid@example.com', dealValue: 100, status: 'lead' }),
  },
  {
    method: 'POST',
    label: '/api/crm/follow-ups',
    url: () => '/api/crm/follow-ups',
    valid: () => ({
      contactId: contact.id,
      type: 'call',
      title: 'Valid',
      followUpDate: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  },
  {
    method: 'PATCH',
    label: '/api/crm/follow-ups/:id',
    url: () => `/api/crm/follow-ups/${followUp.id}`,
    valid: () => ({ completed: true }),
  },
  {
    method: 'POST',
    label: '/api/crm/contacts/restore',
    url: () => '/api/crm/contacts/restore',
    valid: () => ({ contactId: deleted.id }),
  },
];

for (const route of routes) {
  describe(`${route.method} ${route.label}`, () => {
    // The list is built from a placeholder so that its names exist when vitest collects tests.
    const cases = malformedBodies({ placeholder: true });
    for (const [index, { name }] of cases.entries()) {
      it(`refuses ${name} with a 4xx and changes nothing`, async () => {
        const input = malformedBodies(route.valid())[index];
        const before = await everything();
        const response = await t.app.inject({
          method: route.method,
          url: route.url(),
          headers: { cookie, 'content-type': input.contentType ?? 'application/json' },
          payload: input.payload,
        });
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        const body = response.json();
        expect(typeof body.message).toBe('string');
        expect(response.body).not.toMatch(/\bat \S+:\d+:\d+/);
        expect(await everything()).toEqual(before);
      });
    }

    it.each([
      ['a huge number', 1e308],
      ['a negative number', -1],
      ['a fraction', 0.5],
      ['an empty array', []],
      ['a nested object', { a: { b: { c: 1 } } }],
      ['a very long string', 'x'.repeat(200_000)],
    ])('refuses %s in every field and changes nothing', async (_what, value) => {
      const valid = route.valid();
      for (const key of Object.keys(valid)) {
        const before = await everything();
        const response = await t.app.inject({
          method: route.method,
          url: route.url(),
          headers: { cookie },
          payload: { ...valid, [key]: value },
        });
        // A number is a fine deal value; everything else about these inputs is wrong.
        if (key === 'dealValue' && value === 0.5) continue;
        expect(response.statusCode, `${key}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(500);
        expect(await everything()).toEqual(before);
      }
    });
  });
}

describe('GET /api/crm/contacts with odd query strings', () => {
  it.each([
    ['an unknown status', '?status=won'],
    ['two statuses', '?status=lead&status=client'],
    ['an empty status', '?status='],
    ['an overlong search', `?search=${'a'.repeat(101)}`],
    ['a NUL in the search', '?search=%00'],
    ['two searches', '?search=a&search=b'],
  ])('answers %s with a 4xx and a message', async (_what, query) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/crm/contacts${query}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(typeof response.json().message).toBe('string');
  });

  it.each([
    ['SQL in the search', `?search=${encodeURIComponent("' or 1=1 --")}`],
    ['LIKE wildcards only', `?search=${encodeURIComponent('%_%')}`],
    ['an unknown parameter', '?page=2'],
    ['a broken escape', '?search=%E0%A4%A'],
  ])('answers %s with an ordinary (empty or full) list', async (_what, query) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/crm/contacts${query}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().items)).toBe(true);
  });
});
