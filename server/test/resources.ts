import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Contact, FollowUp } from '../../common/contracts/crm';
import type { KpiEntry, Prospect } from '../../common/contracts/growth';
import {
  crmContacts,
  crmDeletedContacts,
  crmDeletedFollowUps,
  crmFollowUps,
  kpiEntries,
  kpiGoals,
  prospects,
  prospectStatusChanges,
  userProgress,
} from '../src/db/schema';
import { driverRows } from '../src/db/driver-rows';
import type { TestApp } from './helpers';

// What a user keeps in the CRM and the growth tools, one entry per kind of row, for the
// ownership and bad-input suites. Rows are made for Alice; Bob is the other user, who must never
// see or touch them. Adding a kind of row means adding one entry to `resources`.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Response = LightMyRequestResponse;

/** Requests sent as one user (or with the given cookie, or none). */
export type Caller = (method: Method, url: string, payload?: unknown) => Promise<Response>;

export function caller(t: TestApp, cookie: string | undefined): Caller {
  return (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/**
 * Every row of the tables (select * from each, so columns added later are in it too), in a fixed
 * order, read in one statement: compared before and after each refused request.
 */
export async function snapshot(t: TestApp, tables: readonly PgTable[]) {
  const each = tables.map(
    (table) =>
      sql`(select coalesce(json_agg(r order by r::text), '[]') from ${table} r) as ${sql.identifier(getTableName(table))}`,
  );
  const [all] = await driverRows<Record<string, unknown[]>>(
    t.db,
    sql`select ${sql.join(each, sql`, `)}`,
  );
  return all;
}

export type Row = { id: string };

/** Something another user might do to the owner's row: it names the row by its id. */
export type Attempt = {
  what: string;
  method: Method;
  url(id: string): string;
  body?(id: string): unknown;
};

/** A route that takes a body, for the bad-input suite. */
export type Write<R extends Row = Row> = {
  method: 'POST' | 'PUT' | 'PATCH';
  /** The route; `:id` stands for the row's id. */
  path: string;
  /** A body the route accepts. */
  valid(row: R): Record<string, unknown>;
  /** Odd values that are an ordinary answer for a field, so not bad input there. */
  accepts?: Record<string, unknown[]>;
  /** Malformed bodies (by their name in `malformedBodies`) that are a valid request here. */
  fine?: string[];
  /** The route reads X-Time-Zone, so a broken one is refused. */
  readsTimeZone?: boolean;
};

export type Resource<R extends Row = Row> = {
  name: string;
  /** The tables that hold it; every row of them must be unchanged by a refused request. */
  tables: PgTable[];
  /** Makes one of Alice's. */
  create(owner: Caller): Promise<R>;
  /** Something of Bob's own, so that an empty list is not the only answer he could get. */
  othersOwn?(other: Caller): Promise<unknown>;
  /** Where Bob might come across Alice's, and what he must be answered there. */
  hiddenIn: Array<{ where: string; url(row: R): string; check(response: Response): void }>;
  /** The routes that name one by its id; absent when none does. */
  byId?: {
    /** What Bob might try on Alice's: each is a 404 with `notFound` and changes nothing. */
    attempts: Attempt[];
    /** The whole message of that 404. */
    notFound: string;
    /** Ids, of any shape, that name none: answered exactly as someone else's. */
    missingIds: string[];
  };
  /** Alice can still use hers after all that. */
  stillWorks(owner: Caller, row: R): Promise<void>;
  writes: Array<Write<R>>;
  /** Its paged list; `statuses` (two valid ones) when it is searched and filtered by status. */
  list?: { path: string; statuses?: [string, string] };
  /** Queries of its own that are refused with a 4xx and a message. */
  refusedQueries?: Array<[what: string, url: string]>;
};

/** The URL of a write for one row. */
export const urlOf = (write: Write, row: Row) => write.path.replace(':id', row.id);

/** The answer of a request that made something; anything else stops the setup. */
async function made(response: Promise<Response>) {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`setup failed: ${answer.body}`);
  return answer.json();
}

const answers = (expected: unknown) => (response: Response) =>
  expect([response.statusCode, response.json()]).toEqual([200, expected]);
const emptyPage = { items: [], nextCursor: null };
const onlyItem = (fields: Record<string, unknown>) => ({
  items: [expect.objectContaining(fields)],
  nextCursor: null,
});
/** A URL path segment: ids of any shape stay one segment. */
const seg = encodeURIComponent;
const anyShapeIds = [
  '00000000-0000-4000-8000-000000000000',
  'abc',
  '1',
  "'; drop table prospects; --",
  'x'.repeat(100),
];
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const monthlyFigures = '/api/user-kpis?period=monthly&date=2025-01-15';

const contactBody = { name: 'Valid', email: 'valid@example.com', dealValue: 100, status: 'lead' };

export const contact: Resource<Contact> = {
  name: 'contact',
  tables: [crmContacts],
  create: (owner) =>
    made(
      owner('POST', '/api/crm/contacts', {
        name: 'Alice Client',
        email: 'client@alice.example',
        dealValue: 5000,
        status: 'client',
      }),
    ),
  othersOwn: (other) => made(other('POST', '/api/crm/contacts', { name: 'Bob Lead' })),
  hiddenIn: [
    {
      where: 'the contact list',
      url: () => '/api/crm/contacts',
      check: answers(onlyItem({ name: 'Bob Lead' })),
    },
    {
      where: 'a contact search for "alice"',
      url: () => '/api/crm/contacts?search=alice',
      check: answers(emptyPage),
    },
    {
      where: 'the list of clients',
      url: () => '/api/crm/contacts?status=client',
      check: answers(emptyPage),
    },
    {
      where: 'the CSV export',
      url: () => '/api/crm/contacts/export.csv',
      check: (response) => {
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('Alice');
        expect(response.body).toContain('Bob Lead');
      },
    },
  ],
  byId: {
    notFound: 'Contact not found',
    missingIds: anyShapeIds,
    attempts: [
      { what: 'get a contact', method: 'GET', url: (id) => `/api/crm/contacts/${seg(id)}` },
      {
        what: 'update a contact',
        method: 'PUT',
        url: (id) => `/api/crm/contacts/${seg(id)}`,
        body: () => ({ name: 'Hijacked', status: 'closed_lost' }),
      },
      { what: 'delete a contact', method: 'DELETE', url: (id) => `/api/crm/contacts/${seg(id)}` },
      {
        what: 'add a follow-up to a contact',
        method: 'POST',
        url: () => '/api/crm/follow-ups',
        body: (id) => ({ contactId: id, title: 'Sneaky', followUpDate: new Date().toISOString() }),
      },
      {
        what: "list a contact's deals",
        method: 'GET',
        url: (id) => `/api/crm/contacts/${seg(id)}/deals`,
      },
      {
        what: 'add a deal with a contact',
        method: 'POST',
        url: () => '/api/prospects',
        body: (id) => ({ companyName: 'Sneaky Deal', contactId: id }),
      },
    ],
  },
  stillWorks: async (owner, row) => {
    const fetched = await owner('GET', `/api/crm/contacts/${row.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(row).toMatchObject(fetched.json());
  },
  writes: [
    {
      method: 'POST',
      path: '/api/crm/contacts',
      valid: () => contactBody,
      accepts: { dealValue: [0.5, null] },
    },
    {
      method: 'PUT',
      path: '/api/crm/contacts/:id',
      valid: () => contactBody,
      accepts: { dealValue: [0.5, null] },
      // A field left out keeps its value, so an update without its first field is still valid.
      fine: ['missing first field'],
    },
    {
      method: 'POST',
      path: '/api/crm/contacts/import',
      valid: () => ({ rows: [{ line: 2, cells: { name: 'Valid', email: 'valid@example.com' } }] }),
    },
  ],
  list: { path: '/api/crm/contacts', statuses: ['lead', 'client'] },
};

export const followUp: Resource<FollowUp> = {
  name: 'follow-up',
  tables: [crmFollowUps, crmDeletedFollowUps],
  create: async (owner) => {
    const person = await made(owner('POST', '/api/crm/contacts', { name: 'Alice Reviewed' }));
    return made(
      owner('POST', '/api/crm/follow-ups', {
        contactId: person.id,
        title: 'Quarterly review',
        followUpDate: tomorrow(),
      }),
    );
  },
  hiddenIn: [
    { where: 'the follow-up list', url: () => '/api/crm/follow-ups', check: answers(emptyPage) },
    {
      where: 'its contact’s next follow-up',
      url: (row) => `/api/crm/follow-ups/next?contactIds=${row.contactId}`,
      check: answers([]),
    },
    {
      where: 'the upcoming follow-ups',
      url: () => '/api/crm/follow-ups/upcoming',
      check: answers([]),
    },
  ],
  byId: {
    notFound: 'Follow-up not found',
    missingIds: anyShapeIds,
    attempts: [
      {
        what: 'complete a follow-up',
        method: 'PATCH',
        url: (id) => `/api/crm/follow-ups/${seg(id)}`,
        body: () => ({ completed: true }),
      },
    ],
  },
  stillWorks: async (owner, row) => {
    const list = (await owner('GET', '/api/crm/follow-ups')).json();
    expect(list.items).toHaveLength(1);
    expect(row).toMatchObject(list.items[0]);
  },
  writes: [
    {
      method: 'POST',
      path: '/api/crm/follow-ups',
      valid: (row) => ({
        contactId: row.contactId,
        type: 'call',
        title: 'Valid',
        followUpDate: tomorrow(),
      }),
      readsTimeZone: true,
    },
    { method: 'PATCH', path: '/api/crm/follow-ups/:id', valid: () => ({ completed: true }) },
  ],
  list: { path: '/api/crm/follow-ups' },
};

/** A contact in the bin, with the follow-up that went with it, which Undo would bring back. */
export const deletedContact: Resource<Contact> = {
  name: 'deleted contact',
  tables: [crmDeletedContacts],
  create: async (owner) => {
    const gone: Contact = await made(owner('POST', '/api/crm/contacts', { name: 'Alice Deleted' }));
    await made(
      owner('POST', '/api/crm/follow-ups', {
        contactId: gone.id,
        title: 'Goes with it',
        followUpDate: tomorrow(),
      }),
    );
    await made(owner('DELETE', `/api/crm/contacts/${gone.id}`));
    return gone;
  },
  hiddenIn: [],
  byId: {
    notFound: 'This contact can no longer be restored.',
    missingIds: anyShapeIds,
    attempts: [
      {
        what: 'restore a deleted contact',
        method: 'POST',
        url: () => '/api/crm/contacts/restore',
        body: (id) => ({ contactId: id }),
      },
    ],
  },
  stillWorks: async (owner, row) => {
    const restored = await owner('POST', '/api/crm/contacts/restore', { contactId: row.id });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().followUps).toHaveLength(1);
    // Back in the bin, as it was.
    expect((await owner('DELETE', `/api/crm/contacts/${row.id}`)).statusCode).toBe(200);
  },
  writes: [
    {
      method: 'POST',
      path: '/api/crm/contacts/restore',
      valid: (row) => ({ contactId: row.id }),
    },
  ],
};

export const prospect: Resource<Prospect> = {
  name: 'prospect',
  tables: [prospects, prospectStatusChanges],
  create: (owner) =>
    made(
      owner('POST', '/api/prospects', {
        companyName: 'Alice Dental',
        email: 'front@alicedental.example',
        estimatedValue: 9000,
        status: 'contacted',
      }),
    ),
  othersOwn: (other) => made(other('POST', '/api/prospects', { companyName: 'Bob Plumbing' })),
  hiddenIn: [
    {
      where: 'the prospect list',
      url: () => '/api/prospects',
      check: answers(onlyItem({ companyName: 'Bob Plumbing' })),
    },
    {
      where: 'a prospect search for "alice"',
      url: () => '/api/prospects?search=alice',
      check: answers(emptyPage),
    },
    {
      where: 'the list of contacted prospects',
      url: () => '/api/prospects?status=contacted',
      check: answers(emptyPage),
    },
  ],
  byId: {
    notFound: 'Prospect not found',
    missingIds: anyShapeIds,
    attempts: [
      {
        what: 'read a prospect’s history',
        method: 'GET',
        url: (id) => `/api/prospects/${seg(id)}/history`,
      },
      {
        what: 'change a prospect’s status',
        method: 'PUT',
        url: (id) => `/api/prospects/${seg(id)}`,
        body: () => ({ status: 'closed_won' }),
      },
      {
        what: 'edit a prospect',
        method: 'PUT',
        url: (id) => `/api/prospects/${seg(id)}`,
        body: () => ({ companyName: 'Hijacked', email: 'bob@example.com' }),
      },
      { what: 'delete a prospect', method: 'DELETE', url: (id) => `/api/prospects/${seg(id)}` },
    ],
  },
  stillWorks: async (owner, row) => {
    expect((await owner('GET', `/api/prospects/${row.id}/history`)).statusCode).toBe(200);
    const moved = await owner('PUT', `/api/prospects/${row.id}`, { status: 'closed_won' });
    expect(moved.json().status).toBe('closed_won');
  },
  writes: [
    {
      method: 'POST',
      path: '/api/prospects',
      valid: () => ({ companyName: 'Valid', email: 'valid@example.com', estimatedValue: 100 }),
      accepts: { estimatedValue: [0.5, null] },
      readsTimeZone: true,
    },
    {
      method: 'PUT',
      path: '/api/prospects/:id',
      valid: () => ({ status: 'contacted', companyName: 'Valid', estimatedValue: 100 }),
      accepts: { estimatedValue: [0.5, null] },
      // An update that only leaves out its first field is still a valid update.
      fine: ['missing first field'],
      readsTimeZone: true,
    },
  ],
  list: { path: '/api/prospects', statuses: ['new', 'contacted'] },
};

export const kpiEntry: Resource<KpiEntry> = {
  name: 'KPI entry',
  tables: [kpiEntries],
  create: (owner) =>
    made(
      owner('POST', '/api/user-kpis', {
        kpiType: 'deals_closed',
        value: 3,
        target: 5,
        date: '2025-01-15',
      }),
    ),
  hiddenIn: [
    {
      where: 'the monthly KPI figures',
      url: () => monthlyFigures,
      check: (response) => {
        const figures = response.json();
        expect([response.statusCode, figures.entries]).toEqual([200, []]);
        for (const summary of figures.summaries) expect(summary.total).toBe(0);
      },
    },
  ],
  byId: {
    notFound: 'KPI entry not found',
    missingIds: anyShapeIds,
    attempts: [
      { what: 'delete a KPI entry', method: 'DELETE', url: (id) => `/api/user-kpis/${seg(id)}` },
    ],
  },
  stillWorks: async (owner, row) => {
    const figures = (await owner('GET', monthlyFigures)).json();
    const dealsClosed = figures.summaries.find(
      (s: { kpiType: string }) => s.kpiType === 'deals_closed',
    );
    expect(dealsClosed).toMatchObject({ total: 3 });
    expect((await owner('DELETE', `/api/user-kpis/${row.id}`)).statusCode).toBe(200);
  },
  writes: [
    {
      method: 'POST',
      path: '/api/user-kpis',
      valid: () => ({
        kpiType: 'prospects_contacted',
        value: 5,
        target: 10,
        period: 'monthly',
        date: '2026-11-23',
      }),
      // "No target" is a valid answer.
      accepts: { target: [null] },
    },
  ],
  refusedQueries: [
    ['a yearly period', '/api/user-kpis?period=yearly'],
    ['two periods', '/api/user-kpis?period=daily&period=weekly'],
    ['the 30th of February', '/api/user-kpis?date=2026-02-30'],
    ['a date in words', '/api/user-kpis?date=yesterday'],
    ['a date in 1899', '/api/user-kpis?date=1899-01-01'],
  ],
};

/** A goal is named by its KPI and period, not by an id. */
export const goal: Resource = {
  name: 'goal',
  tables: [kpiGoals],
  create: async (owner) => {
    await made(
      owner('PUT', '/api/kpi-goals', { kpiType: 'deals_closed', period: 'monthly', target: 4 }),
    );
    return { id: 'deals_closed/monthly' };
  },
  hiddenIn: [
    { where: 'the goal list', url: () => '/api/kpi-goals', check: answers([]) },
    {
      where: 'the monthly KPI targets',
      url: () => monthlyFigures,
      check: (response) => {
        for (const summary of response.json().summaries) expect(summary.target).toBeNull();
      },
    },
  ],
  byId: {
    notFound: 'Goal not found',
    missingIds: ['meetings_scheduled/weekly'],
    attempts: [{ what: 'delete a goal', method: 'DELETE', url: (id) => `/api/kpi-goals/${id}` }],
  },
  stillWorks: async (owner) => {
    const goals = (await owner('GET', '/api/kpi-goals')).json();
    expect(goals.map((g: { target: number }) => g.target)).toEqual([4]);
    const figures = (await owner('GET', monthlyFigures)).json();
    expect(
      figures.summaries.find((s: { kpiType: string }) => s.kpiType === 'deals_closed'),
    ).toMatchObject({ target: 4, targetSource: 'goal' });
  },
  writes: [
    {
      method: 'PUT',
      path: '/api/kpi-goals',
      valid: () => ({ kpiType: 'deals_closed', period: 'monthly', target: 3 }),
    },
  ],
};

/** Progress through a learning module, named by the module. */
export const moduleProgress: Resource = {
  name: 'module progress',
  tables: [userProgress],
  create: async (owner) => {
    await made(
      owner('PUT', '/api/user-progress/sales-scripts', {
        status: 'completed',
        progressPercentage: 100,
      }),
    );
    return { id: 'sales-scripts' };
  },
  hiddenIn: [
    { where: 'the module progress list', url: () => '/api/user-progress', check: answers([]) },
  ],
  stillWorks: async (owner) => {
    expect((await owner('GET', '/api/user-progress')).json()).toEqual([
      { moduleId: 'sales-scripts', progressPercentage: 100, status: 'completed' },
    ]);
  },
  writes: [
    {
      method: 'PUT',
      path: '/api/user-progress/:id',
      valid: () => ({ status: 'in_progress', progressPercentage: 50 }),
    },
  ],
};

export const resources: Resource[] = [
  contact,
  followUp,
  deletedContact,
  prospect,
  kpiEntry,
  goal,
  moduleProgress,
];

/** Every table any of them is kept in. */
export const allTables = [...new Set(resources.flatMap((r) => r.tables))];

/** The requests that name one of the resource's rows, each with how a wrong id is answered. */
export function attemptsOn(resource: Resource) {
  const { byId } = resource;
  if (!byId) return [];
  return byId.attempts.map((attempt) => ({
    ...attempt,
    notFound: byId.notFound,
    missingIds: byId.missingIds,
  }));
}

/** Sends an attempt for the row with this id. */
export const sendAttempt = (as: Caller, request: Attempt, id: string) =>
  as(request.method, request.url(id), request.body?.(id));

/** Makes one of each for the owner; answers a function giving the row made for a resource. */
export async function createEach(owner: Caller) {
  const rows = new Map<string, Row>();
  for (const resource of resources) rows.set(resource.name, await resource.create(owner));
  return (resource: Resource) => rows.get(resource.name)!;
}
