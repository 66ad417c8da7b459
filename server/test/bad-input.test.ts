import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, malformedBodies, signedInUser, type TestApp } from './helpers';
import {
  allTables,
  attemptsOn,
  type Caller,
  caller,
  createEach,
  type Resource,
  resources,
  type Row,
  sendAttempt,
  snapshot,
  urlOf,
} from './resources';

// Every route that takes a body, a query or an id answers bad input with a 4xx and a readable
// message, never a 5xx or a stack trace, and not one row changes. Each kind of row is one entry
// of resources.ts.

let t: TestApp;
let cookie: string;
let owner: Caller;
let rowOf: (resource: Resource) => Row;

/** Every row of every table the resources are kept in. */
const everything = () => snapshot(t, allTables);

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInUser(t));
  owner = caller(t, cookie);
  rowOf = await createEach(owner);
});
afterAll(async () => {
  await t?.close();
});

/** A 4xx, not a 5xx. */
function expectRefused(response: LightMyRequestResponse, what = '') {
  expect(response.statusCode, `${what} ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what} ${response.body}`).toBeLessThan(500);
}

const writes = resources.flatMap((resource) =>
  resource.writes.map((write) => ({ ...write, resource })),
);
// The names exist before any row does, so they come from a placeholder body.
const malformedNames = malformedBodies({ placeholder: true }).map(({ name }) => name);
const oddValues: Array<[string, unknown]> = [
  ['a huge number', 1e308],
  ['a negative number', -1],
  ['a fraction', 0.5],
  ['an empty array', []],
  ['a nested object', { a: { b: { c: 1 } } }],
  ['a very long string', 'x'.repeat(200_000)],
  ['null', null],
];
const brokenZones: Array<[string, string]> = [
  ['an unknown zone', 'Mars/Olympus'],
  ['an overlong zone', `Europe/${'x'.repeat(200)}`],
  ['a zone with a NUL', 'UTC\u0000'],
];

describe.each(writes)('$method $path', (write) => {
  const url = () => urlOf(write, rowOf(write.resource));
  const valid = () => write.valid(rowOf(write.resource));

  it.each(malformedNames.filter((name) => !write.fine?.includes(name)))(
    'refuses %s with a 4xx and changes nothing',
    async (name) => {
      const input = malformedBodies(valid()).find((body) => body.name === name)!;
      const before = await everything();
      const response = await t.app.inject({
        method: write.method,
        url: url(),
        headers: { cookie, 'content-type': input.contentType ?? 'application/json' },
        payload: input.payload,
      });
      expectRefused(response);
      expect(typeof response.json().message).toBe('string');
      expect(response.body).not.toMatch(/\bat \S+:\d+:\d+/);
      expect(await everything()).toEqual(before);
    },
  );

  it.each(oddValues)('refuses %s in every field and changes nothing', async (what, value) => {
    for (const key of Object.keys(valid())) {
      if (write.accepts?.[key]?.includes(value)) continue;
      const before = await everything();
      const response = await owner(write.method, url(), { ...valid(), [key]: value });
      expectRefused(response, `${what} in ${key}:`);
      expect(await everything()).toEqual(before);
    }
  });

  it.each(write.readsTimeZone ? brokenZones : [])(
    'refuses %s in X-Time-Zone with a 4xx and changes nothing',
    async (_what, zone) => {
      const before = await everything();
      const response = await t.app.inject({
        method: write.method,
        url: url(),
        headers: { cookie, 'x-time-zone': zone },
        payload: valid(),
      });
      expectRefused(response);
      expect(await everything()).toEqual(before);
    },
  );
});

/** Queries every paged list refuses. */
const refusedPaging: Array<[string, string]> = [
  ['a limit of 0', 'limit=0'],
  ['a limit above the largest page', 'limit=101'],
  ['a limit that is no number', 'limit=abc'],
  ['an overlong cursor', `cursor=${'x'.repeat(300)}`],
  ['a cursor the list never gave', 'cursor=eyJ4IjoxfQ'],
];
/** Queries every list searched and filtered by status refuses. */
const refusedSearch = ([first, second]: [string, string]): Array<[string, string]> => [
  ['an unknown status', 'status=won'],
  ['two statuses', `status=${first}&status=${second}`],
  ['an empty status', 'status='],
  ['an overlong search', `search=${'a'.repeat(101)}`],
  ['a NUL in the search', 'search=%00'],
  ['two searches', 'search=a&search=b'],
];
/** Queries every paged list answers with an ordinary (empty or full) page. */
const ordinaryQueries: Array<[string, string]> = [
  ['SQL in the search', `search=${encodeURIComponent("' or 1=1 --")}`],
  ['LIKE wildcards only', `search=${encodeURIComponent('%_%')}`],
  ['an unknown parameter', 'page=2'],
  ['a broken escape', 'search=%E0%A4%A'],
];

/** A resource's refused and ordinary queries, as [what, url]. */
function queriesOf({ list, refusedQueries = [] }: Resource) {
  if (!list) return { refused: refusedQueries, ordinary: [] };
  const at = (queries: Array<[string, string]>) =>
    queries.map(([what, query]): [string, string] => [what, `${list.path}?${query}`]);
  const search = list.statuses ? at(refusedSearch(list.statuses)) : [];
  return {
    refused: [...at(refusedPaging), ...search, ...refusedQueries],
    ordinary: at(ordinaryQueries),
  };
}

const withIdsOrQueries = resources.filter(
  (resource) => attemptsOn(resource).length > 0 || queriesOf(resource).refused.length > 0,
);

describe.each(withIdsOrQueries)('odd ids and queries for a $name', (resource) => {
  it.each(attemptsOn(resource))(
    'answers "$what" with its 404 for an id of any shape',
    async (request) => {
      const before = await everything();
      for (const id of request.missingIds) {
        const response = await sendAttempt(owner, request, id);
        expect([response.statusCode, response.json()], id).toEqual([
          404,
          { message: request.notFound },
        ]);
      }
      expect(await everything()).toEqual(before);
    },
  );

  it.each(queriesOf(resource).refused)(
    'answers %s with a 4xx and a message',
    async (_what, url) => {
      const response = await owner('GET', url);
      expectRefused(response);
      expect(typeof response.json().message).toBe('string');
    },
  );

  it.each(queriesOf(resource).ordinary)(
    'answers %s with an ordinary (empty or full) list',
    async (_what, url) => {
      const response = await owner('GET', url);
      expect(response.statusCode, response.body).toBe(200);
      expect(Array.isArray(response.json().items)).toBe(true);
    },
  );
});
