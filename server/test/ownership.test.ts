import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmFollowUps } from '../src/db/schema';
import { createTestApp, signedInUser, type TestApp } from './helpers';
import {
  allTables,
  attemptsOn,
  type Caller,
  caller,
  contact,
  createEach,
  type Resource,
  resources,
  type Row,
  sendAttempt,
  snapshot,
  urlOf,
} from './resources';

// Rows belong to their owner. Another user never sees Alice's rows anywhere, is answered 404 by
// every route that names one (exactly as for an id that does not exist) and changes nothing; a
// signed-out visitor gets 401 from every route. Each kind of row is one entry of resources.ts.

let t: TestApp;
let alice: { id: string; as: Caller };
let bob: { id: string; as: Caller };
let rowOf: (resource: Resource) => Row;

/** Every row of every table the resources are kept in. */
const everything = () => snapshot(t, allTables);

beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInUser(t);
  const b = await signedInUser(t);
  alice = { id: a.user.id, as: caller(t, a.cookie) };
  bob = { id: b.user.id, as: caller(t, b.cookie) };
  rowOf = await createEach(alice.as);
  for (const resource of resources) await resource.othersOwn?.(bob.as);
});
afterAll(async () => {
  await t?.close();
});

describe.each(resources)("another user's $name", (resource) => {
  it.each(resource.hiddenIn)('never appears in $where', async ({ url, check }) => {
    check(await bob.as('GET', url(rowOf(resource))));
  });

  it.each(attemptsOn(resource))('answers 404 to "$what" and changes nothing', async (request) => {
    const before = await everything();
    const response = await sendAttempt(bob.as, request, rowOf(resource).id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: request.notFound });
    expect(response.body).not.toContain('Alice');
    expect(await everything()).toEqual(before);
  });

  it.each(attemptsOn(resource))(
    'answers "$what" exactly as for an id that does not exist, so ids cannot be probed',
    async (request) => {
      const theirs = await sendAttempt(bob.as, request, rowOf(resource).id);
      for (const id of request.missingIds) {
        const missing = await sendAttempt(bob.as, request, id);
        expect([missing.statusCode, missing.body], id).toEqual([theirs.statusCode, theirs.body]);
      }
    },
  );

  it.each(resource.writes)(
    'cannot be created or taken over through $method $path: an owner field is refused',
    async (write) => {
      const row = rowOf(resource);
      const before = await everything();
      const response = await bob.as(write.method, urlOf(write, row), {
        ...write.valid(row),
        userId: alice.id,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(await everything()).toEqual(before);
    },
  );
});

describe('goals and module progress, named the same by every user', () => {
  it('keeps each user’s goals and module state apart', async () => {
    await bob.as('PUT', '/api/kpi-goals', {
      kpiType: 'deals_closed',
      period: 'monthly',
      target: 40,
    });
    await bob.as('PUT', '/api/user-progress/sales-scripts', {
      status: 'in_progress',
      progressPercentage: 10,
    });
    expect((await bob.as('DELETE', '/api/kpi-goals/deals_closed/monthly')).statusCode).toBe(200);
    const aliceGoals = (await alice.as('GET', '/api/kpi-goals')).json();
    expect(aliceGoals.map((g: { target: number }) => g.target)).toEqual([4]);
    expect((await alice.as('GET', '/api/user-progress')).json()).toEqual([
      { moduleId: 'sales-scripts', progressPercentage: 100, status: 'completed' },
    ]);
    expect((await bob.as('GET', '/api/user-progress')).json()).toEqual([
      { moduleId: 'sales-scripts', progressPercentage: 10, status: 'in_progress' },
    ]);
  });
});

describe('a follow-up', () => {
  it('cannot be linked to another user’s contact even by writing to the database directly', async () => {
    // The (user_id, contact_id) foreign key: a follow-up of Bob's can never name Alice's contact.
    await expect(
      t.db.insert(crmFollowUps).values({
        userId: bob.id,
        contactId: rowOf(contact).id,
        title: 'Bypass',
        followUpDate: new Date(),
      }),
    ).rejects.toThrow();
    const [bobs] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(crmFollowUps)
      .where(sql`${crmFollowUps.userId} = ${bob.id}`);
    expect(bobs.n).toBe(0);
  });
});

/** Every route of a resource, as a request about Alice's row. */
const routesOf = (resource: Resource) => [
  ...resource.hiddenIn.map(({ where, url }) => ({
    title: `reading ${where}`,
    send: (as: Caller, row: Row) => as('GET', url(row)),
  })),
  ...attemptsOn(resource).map((request) => ({
    title: `"${request.what}"`,
    send: (as: Caller, row: Row) => sendAttempt(as, request, row.id),
  })),
  ...resource.writes.map((write) => ({
    title: `${write.method} ${write.path}`,
    send: (as: Caller, row: Row) => as(write.method, urlOf(write, row), write.valid(row)),
  })),
];

describe.each(resources)('signed out, every $name route', (resource) => {
  it.each(routesOf(resource))('answers 401 to $title and changes nothing', async ({ send }) => {
    const before = await everything();
    for (const cookie of [undefined, 'al_session=not-a-real-session']) {
      const response = await send(caller(t, cookie), rowOf(resource));
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await everything()).toEqual(before);
  });
});

describe('afterwards', () => {
  it.each(resources)('leaves the owner able to use their $name', async (resource) => {
    await resource.stillWorks(alice.as, rowOf(resource));
  });
});
