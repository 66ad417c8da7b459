import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KpiEntry, Prospect } from '../../common/contracts/growth';
import {
  kpiEntries,
  kpiGoals,
  prospects,
  prospectStatusChanges,
  userProgress,
} from '../src/db/schema';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// Prospects, their history, KPI entries, goals and growth module state belong to their owner:
// another user is answered 404 (or sees only their own) and nothing of the owner's changes.

let t: TestApp;
let alice: { cookie: string; id: string };
let bob: { cookie: string; id: string };
let aliceProspect: Prospect;
let aliceEntry: KpiEntry;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const everything = async () => ({
  prospects: await t.db.select().from(prospects).orderBy(prospects.id),
  history: await t.db.select().from(prospectStatusChanges).orderBy(prospectStatusChanges.id),
  entries: await t.db.select().from(kpiEntries).orderBy(kpiEntries.id),
  goals: await t.db
    .select()
    .from(kpiGoals)
    .orderBy(kpiGoals.userId, kpiGoals.kpiType, kpiGoals.period),
  progress: await t.db
    .select()
    .from(userProgress)
    .orderBy(userProgress.userId, userProgress.moduleId),
});

beforeAll(async () => {
  t = await createTestApp();
  const a = await signedInUser(t);
  const b = await signedInUser(t);
  alice = { cookie: a.cookie, id: a.user.id };
  bob = { cookie: b.cookie, id: b.user.id };
  aliceProspect = (
    await call(alice.cookie, 'POST', '/api/prospects', {
      companyName: 'Alice Dental',
      email: 'front@alicedental.example',
      estimatedValue: 9000,
      status: 'contacted',
    })
  ).json();
  aliceEntry = (
    await call(alice.cookie, 'POST', '/api/user-kpis', {
      kpiType: 'deals_closed',
      value: 3,
      target: 5,
      date: '2025-01-15',
    })
  ).json();
  await call(alice.cookie, 'PUT', '/api/kpi-goals', {
    kpiType: 'deals_closed',
    period: 'monthly',
    target: 4,
  });
  await call(alice.cookie, 'PUT', '/api/user-progress/sales-scripts', {
    status: 'completed',
    progressPercentage: 100,
  });
  // Bob has data of his own, so "empty" is not the only answer he could get.
  await call(bob.cookie, 'POST', '/api/prospects', { companyName: 'Bob Plumbing' });
});
afterAll(async () => {
  await t?.close();
});

describe("another user's growth data", () => {
  it('never appears in lists, searches, figures, goals or progress', async () => {
    const list = (await call(bob.cookie, 'GET', '/api/prospects')).json();
    expect(list.items.map((p: Prospect) => p.companyName)).toEqual(['Bob Plumbing']);
    const empty = { items: [], nextCursor: null };
    expect((await call(bob.cookie, 'GET', '/api/prospects?search=alice')).json()).toEqual(empty);
    expect((await call(bob.cookie, 'GET', '/api/prospects?status=contacted')).json()).toEqual(
      empty,
    );
    const kpis = (
      await call(bob.cookie, 'GET', '/api/user-kpis?period=monthly&date=2025-01-15')
    ).json();
    expect(kpis.entries).toEqual([]);
    expect(kpis.summaries.every((s: { total: number; target: null }) => s.total === 0)).toBe(true);
    expect(kpis.summaries.every((s: { target: number | null }) => s.target === null)).toBe(true);
    expect((await call(bob.cookie, 'GET', '/api/kpi-goals')).json()).toEqual([]);
    expect((await call(bob.cookie, 'GET', '/api/user-progress')).json()).toEqual([]);
  });

  const attempts: Array<[string, Method, () => string, () => unknown]> = [
    [
      'read a prospect’s history',
      'GET',
      () => `/api/prospects/${aliceProspect.id}/history`,
      () => undefined,
    ],
    [
      'change a prospect’s status',
      'PUT',
      () => `/api/prospects/${aliceProspect.id}`,
      () => ({ status: 'closed_won' }),
    ],
    [
      'edit a prospect',
      'PUT',
      () => `/api/prospects/${aliceProspect.id}`,
      () => ({ companyName: 'Hijacked', email: 'bob@example.com' }),
    ],
    ['delete a prospect', 'DELETE', () => `/api/prospects/${aliceProspect.id}`, () => undefined],
    ['delete a KPI entry', 'DELETE', () => `/api/user-kpis/${aliceEntry.id}`, () => undefined],
    ['delete a goal', 'DELETE', () => '/api/kpi-goals/deals_closed/monthly', () => undefined],
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
      ['GET', 'prospects/:id/history', undefined],
      ['PUT', 'prospects/:id', { status: 'new' }],
      ['DELETE', 'prospects/:id', undefined],
      ['DELETE', 'user-kpis/:id', undefined],
    ] as const) {
      const theirs = path.startsWith('prospects') ? aliceProspect.id : aliceEntry.id;
      const a = await call(bob.cookie, method, `/api/${path.replace(':id', theirs)}`, payload);
      const b = await call(bob.cookie, method, `/api/${path.replace(':id', missing)}`, payload);
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    }
  });

  it('cannot be created for someone else: an owner field is refused', async () => {
    const before = await everything();
    for (const [url, body] of [
      ['/api/prospects', { companyName: 'Planted', userId: alice.id }],
      [
        '/api/user-kpis',
        { kpiType: 'deals_closed', value: 1, date: '2025-01-15', userId: alice.id },
      ],
      [
        '/api/kpi-goals',
        { kpiType: 'deals_closed', period: 'monthly', target: 1, userId: alice.id },
      ],
    ] as const) {
      const response = await call(bob.cookie, url === '/api/kpi-goals' ? 'PUT' : 'POST', url, body);
      expect(response.statusCode, url).toBe(400);
    }
    expect(await everything()).toEqual(before);
  });

  it('keeps each user’s goals and module state apart', async () => {
    await call(bob.cookie, 'PUT', '/api/kpi-goals', {
      kpiType: 'deals_closed',
      period: 'monthly',
      target: 40,
    });
    await call(bob.cookie, 'PUT', '/api/user-progress/sales-scripts', {
      status: 'in_progress',
      progressPercentage: 10,
    });
    expect(
      (await call(bob.cookie, 'DELETE', '/api/kpi-goals/deals_closed/monthly')).statusCode,
    ).toBe(200);
    const aliceGoals = (await call(alice.cookie, 'GET', '/api/kpi-goals')).json();
    expect(aliceGoals.map((g: { target: number }) => g.target)).toEqual([4]);
    const aliceProgress = (await call(alice.cookie, 'GET', '/api/user-progress')).json();
    expect(aliceProgress).toEqual([
      { moduleId: 'sales-scripts', progressPercentage: 100, status: 'completed' },
    ]);
    const bobProgress = (await call(bob.cookie, 'GET', '/api/user-progress')).json();
    expect(bobProgress).toEqual([
      { moduleId: 'sales-scripts', progressPercentage: 10, status: 'in_progress' },
    ]);
  });

  it('leaves the owner able to use everything afterwards', async () => {
    const history = await call(alice.cookie, 'GET', `/api/prospects/${aliceProspect.id}/history`);
    expect(history.statusCode).toBe(200);
    const moved = await call(alice.cookie, 'PUT', `/api/prospects/${aliceProspect.id}`, {
      status: 'closed_won',
    });
    expect(moved.json().status).toBe('closed_won');
    const kpis = (
      await call(alice.cookie, 'GET', '/api/user-kpis?period=monthly&date=2025-01-15')
    ).json();
    expect(
      kpis.summaries.find((s: { kpiType: string }) => s.kpiType === 'deals_closed'),
    ).toMatchObject({
      total: 3,
      target: 4,
      targetSource: 'goal',
    });
    expect((await call(alice.cookie, 'DELETE', `/api/user-kpis/${aliceEntry.id}`)).statusCode).toBe(
      200,
    );
  });
});
