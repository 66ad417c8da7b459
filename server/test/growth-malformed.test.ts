import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prospect } from '../../common/contracts/growth';
import { kpiEntries, kpiGoals, prospects, prospectStatusChanges } from '../src/db/schema';
import { createTestApp, malformedBodies, signedInUser, type TestApp } from './helpers';

// Every growth route that takes a body or a query answers bad input with a 4xx and a readable
// message, never a 5xx or a stack trace, and not one row changed.

let t: TestApp;
let cookie: string;
let prospect: Prospect;

const everything = async () => ({
  prospects: await t.db.select().from(prospects).orderBy(prospects.id),
  history: await t.db.select().from(prospectStatusChanges).orderBy(prospectStatusChanges.id),
  entries: await t.db.select().from(kpiEntries).orderBy(kpiEntries.id),
  goals: await t.db.select().from(kpiGoals).orderBy(kpiGoals.kpiType, kpiGoals.period),
});

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInUser(t));
  prospect = (
    await t.app.inject({
      method: 'POST',
      url: '/api/prospects',
      headers: { cookie },
      payload: { companyName: 'Target', email: 'target@example.com', estimatedValue: 10 },
    })
  ).json();
});
afterAll(async () => {
  await t?.close();
});

const routes: Array<{
  method: 'POST' | 'PUT';
  label: string;
  url: () => string;
  valid: () => Record<string, unknown>;
  /** Fields for which a plain number such as 0.5 is fine. */
  numeric?: string[];
}> = [
  {
    method: 'POST',
    label: '/api/prospects',
    url: () => '/api/prospects',
    valid: () => ({ companyName: 'Valid', email: 'valid@example.com', estimatedValue: 100 }),
    numeric: ['estimatedValue'],
  },
  {
    method: 'PUT',
    label: '/api/prospects/:id',
    url: () => `/api/prospects/${prospect.id}`,
    valid: () => ({ status: 'contacted', companyName: 'Valid', estimatedValue: 100 }),
    numeric: ['estimatedValue'],
  },
  {
    method: 'POST',
    label: '/api/user-kpis',
    url: () => '/api/user-kpis',
    valid: () => ({
      kpiType: 'prospects_contacted',
      value: 5,
      target: 10,
      period: 'monthly',
      date: '2026-11-23',
    }),
  },
  {
    method: 'PUT',
    label: '/api/kpi-goals',
    url: () => '/api/kpi-goals',
    valid: () => ({ kpiType: 'deals_closed', period: 'monthly', target: 3 }),
  },
];

for (const route of routes) {
  describe(`${route.method} ${route.label}`, () => {
    const cases = malformedBodies({ placeholder: true });
    for (const [index, { name }] of cases.entries()) {
      it(`refuses ${name} with a 4xx and changes nothing`, async () => {
        const input = malformedBodies(route.valid())[index];
        // An update that only drops its first field is still a valid update.
        if (route.method === 'PUT' && name === 'missing first field' && route.label.includes(':id'))
          return;
        const before = await everything();
        const response = await t.app.inject({
          method: route.method,
          url: route.url(),
          headers: { cookie, 'content-type': input.contentType ?? 'application/json' },
          payload: input.payload,
        });
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(typeof response.json().message).toBe('string');
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
      ['null', null],
    ])('refuses %s in every field and changes nothing', async (what, value) => {
      const valid = route.valid();
      for (const key of Object.keys(valid)) {
        if (route.numeric?.includes(key) && (value === 0.5 || value === null)) continue;
        if (key === 'target' && value === null) continue; // "no target" is a valid answer
        const before = await everything();
        const response = await t.app.inject({
          method: route.method,
          url: route.url(),
          headers: { cookie },
          payload: { ...valid, [key]: value },
        });
        expect(response.statusCode, `${what} in ${key}: ${response.body}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(500);
        expect(await everything()).toEqual(before);
      }
    });
  });
}

describe('odd query strings, paths and headers', () => {
  it.each([
    ['/api/prospects?status=won'],
    ['/api/prospects?status=new&status=contacted'],
    ['/api/prospects?search=' + 'a'.repeat(101)],
    ['/api/prospects?search=%00'],
    ['/api/prospects?limit=0'],
    ['/api/prospects?limit=101'],
    ['/api/prospects?limit=abc'],
    ['/api/prospects?cursor=' + 'x'.repeat(300)],
    ['/api/prospects?cursor=eyJ4IjoxfQ'],
    ['/api/user-kpis?period=yearly'],
    ['/api/user-kpis?date=2026-02-30'],
    ['/api/user-kpis?date=yesterday'],
    ['/api/user-kpis?date=1899-01-01'],
    ['/api/user-kpis?period=daily&period=weekly'],
  ])('answers %s with a 4xx and a message', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(typeof response.json().message).toBe('string');
  });

  it.each([
    ['SQL in the search', `/api/prospects?search=${encodeURIComponent("' or 1=1 --")}`],
    ['an unknown parameter', '/api/prospects?page=2'],
    ['a path id that is no uuid', '/api/prospects/abc/history'],
  ])('answers %s without a 5xx', async (_what, url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, response.body).toBeLessThan(500);
  });

  it.each([
    ['an unknown zone', 'Mars/Olympus'],
    ['an overlong zone', 'Europe/' + 'x'.repeat(200)],
    ['a zone with a NUL', 'UTC\u0000'],
  ])('refuses %s in X-Time-Zone with a 400 and changes nothing', async (_what, zone) => {
    const before = await everything();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/prospects/${prospect.id}`,
      headers: { cookie, 'x-time-zone': zone },
      payload: { status: 'closed_won' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await everything()).toEqual(before);
  });

  it('answers a path id of any shape as not found', async () => {
    for (const id of ['abc', '1', "'; drop table prospects; --", 'x'.repeat(100)]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url: `/api/prospects/${encodeURIComponent(id)}`,
          headers: { cookie },
          ...(method === 'PUT' ? { payload: { status: 'new' } } : {}),
        });
        expect(response.statusCode).toBe(404);
      }
      const entry = await t.app.inject({
        method: 'DELETE',
        url: `/api/user-kpis/${encodeURIComponent(id)}`,
        headers: { cookie },
      });
      expect(entry.statusCode).toBe(404);
    }
  });
});
