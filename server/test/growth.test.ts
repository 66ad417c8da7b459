import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  KpiEntry,
  KpiOverview,
  Prospect,
  ProspectPage,
  SavedProspect,
} from '../../common/contracts/growth';
import { summarizeKpis, todayIn, type KpiEntryLike } from '../../common/kpi-rules';
import { allResourceEntries } from '../../content/learning/resources';
import { kpiEntries, prospects, scriptDownloads } from '../src/db/schema';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// The prospect tracker and the KPI tracker through the API: each call, the period rules at their
// edges, the viewer's time zone and the entries the pipeline records by itself.

let t: TestApp;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const callAs =
  (cookie: string, headers: Record<string, string> = {}) =>
  (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function newUser() {
  const { cookie, user } = await signedInUser(t);
  return { call: callAs(cookie), cookie, id: user.id };
}

const overview = async (call: ReturnType<typeof callAs>, query: string) => {
  const response = await call('GET', `/api/user-kpis${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as KpiOverview;
};
const totalOf = (o: KpiOverview, type: string) => o.summaries.find((s) => s.kpiType === type)!;

describe('prospects', () => {
  it('are listed exactly as they were saved: every field, cents, and the time to the millisecond', async () => {
    const { call, id } = await newUser();
    const { existingPerson, ...saved }: SavedProspect = (
      await call('POST', '/api/prospects', {
        companyName: 'Rivera Roofing',
        contactName: 'Ana Rivera',
        email: 'ana@rivera.example',
        phone: '(512) 555-0199',
        industry: 'Construction',
        notes: 'Wants a quote "by Friday"; ask about the 2nd crew.',
        estimatedValue: 1234.56,
        status: 'proposal_sent',
      })
    ).json();
    // A time the database keeps to the microsecond, just short of the next millisecond.
    await t.db
      .insert(prospects)
      .values({ userId: id, companyName: 'Edge', createdAt: new Date('2031-01-01T00:00:00Z') });
    await t.db.execute(
      sql`update prospects set created_at = '2031-01-01 23:59:59.999999+00', updated_at = '2031-01-02 00:00:00.000500+00' where user_id = ${id} and company_name = 'Edge'`,
    );
    const [edge] = await t.db.select().from(prospects).where(eq(prospects.companyName, 'Edge'));
    expect(existingPerson).toBe(false);
    const listed: ProspectPage = (await call('GET', '/api/prospects')).json();
    expect(listed.items.find((p) => p.id === saved.id)).toEqual(saved);
    expect(listed.items.find((p) => p.id === edge.id)).toMatchObject({
      createdAt: edge.createdAt.toISOString(),
      updatedAt: edge.updatedAt.toISOString(),
      estimatedValue: null,
    });
  });

  it('are added with only a company, listed newest first, edited, searched and deleted', async () => {
    const { call } = await newUser();
    const first = await call('POST', '/api/prospects', { companyName: '  Lopez Dental  ' });
    expect(first.statusCode, first.body).toBe(201);
    const lopez: Prospect = first.json();
    expect(lopez).toMatchObject({
      companyName: 'Lopez Dental',
      contactName: '',
      email: '',
      estimatedValue: null,
      status: 'new',
      source: '',
    });
    const carter: Prospect = (
      await call('POST', '/api/prospects', {
        companyName: 'Carter HVAC',
        contactName: 'James Carter',
        email: 'james@carterhvac.example',
        phone: '(512) 555-0100',
        industry: 'Home services',
        notes: 'Met at the chamber breakfast',
        estimatedValue: 4500.5,
      })
    ).json();
    expect(carter.estimatedValue).toBe(4500.5);

    const list: ProspectPage = (await call('GET', '/api/prospects')).json();
    expect(list.items.map((p) => p.companyName)).toEqual(['Carter HVAC', 'Lopez Dental']);
    expect(list.nextCursor).toBeNull();

    const byContact: ProspectPage = (await call('GET', '/api/prospects?search=JAMES')).json();
    expect(byContact.items.map((p) => p.id)).toEqual([carter.id]);
    const byEmail: ProspectPage = (await call('GET', '/api/prospects?search=carterhvac')).json();
    expect(byEmail.items.map((p) => p.id)).toEqual([carter.id]);
    const wildcard: ProspectPage = (await call('GET', '/api/prospects?search=%25')).json();
    expect(wildcard.items).toEqual([]);

    const edited = await call('PUT', `/api/prospects/${lopez.id}`, {
      contactName: 'Maria Lopez',
      estimatedValue: null,
      notes: 'Wants a booking assistant',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      companyName: 'Lopez Dental',
      contactName: 'Maria Lopez',
      notes: 'Wants a booking assistant',
      status: 'new',
    });

    const deleted = await call('DELETE', `/api/prospects/${lopez.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', '/api/prospects')).json().items).toHaveLength(1);
    expect((await call('DELETE', `/api/prospects/${lopez.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/prospects/${lopez.id}`, { status: 'new' })).statusCode).toBe(
      404,
    );
  });

  it('filter by status in the database and page with a cursor', async () => {
    const { call, id } = await newUser();
    for (let i = 0; i < 7; i++) {
      await call('POST', '/api/prospects', {
        companyName: `Company ${i}`,
        status: i % 2 === 0 ? 'qualified' : 'new',
      });
    }
    // A second apart: PGlite's clock counts milliseconds, so rows made in a loop can tie.
    await t.db.execute(
      sql`update prospects set created_at = timestamptz '2025-01-01 00:00:00+00' + substring(company_name from 9)::int * interval '1 second' where user_id = ${id}`,
    );
    const qualified: ProspectPage = (await call('GET', '/api/prospects?status=qualified')).json();
    expect(qualified.items.map((p) => p.companyName)).toEqual([
      'Company 6',
      'Company 4',
      'Company 2',
      'Company 0',
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ProspectPage = (
        await call('GET', `/api/prospects?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.items.map((p) => p.companyName));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `Company ${i}`));
    const bad = await call('GET', '/api/prospects?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
  });

  it('with an address the account already has (any case) are that person’s deals, and say so', async () => {
    const { call } = await newUser();
    const first: SavedProspect = (
      await call('POST', '/api/prospects', {
        companyName: 'A',
        contactName: 'Olga Owner',
        email: 'owner@shop.example',
      })
    ).json();
    expect(first.existingPerson).toBe(false);
    const again = await call('POST', '/api/prospects', {
      companyName: 'B',
      contactName: 'O. Owner',
      email: 'OWNER@shop.example',
    });
    expect(again.statusCode).toBe(201);
    const second: SavedProspect = again.json();
    expect(second).toMatchObject({
      existingPerson: true,
      contactId: first.contactId,
      contactName: 'Olga Owner',
      email: 'owner@shop.example',
    });
    const other = await newUser();
    const theirs = await other.call('POST', '/api/prospects', {
      companyName: 'B',
      email: 'owner@shop.example',
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json()).toMatchObject({ existingPerson: false });
    expect(theirs.json().contactId).not.toBe(first.contactId);
  });

  it('keep a history of every status, oldest first', async () => {
    const { call } = await newUser();
    const p: Prospect = (await call('POST', '/api/prospects', { companyName: 'History' })).json();
    for (const status of ['contacted', 'contacted', 'qualified', 'new']) {
      expect((await call('PUT', `/api/prospects/${p.id}`, { status })).statusCode).toBe(200);
    }
    const history = (await call('GET', `/api/prospects/${p.id}/history`)).json();
    expect(
      history.map((h: { fromStatus: string | null; toStatus: string }) => [
        h.fromStatus,
        h.toStatus,
      ]),
    ).toEqual([
      [null, 'new'],
      ['new', 'contacted'],
      ['contacted', 'qualified'],
      ['qualified', 'new'],
    ]);
  });

  it('refuse values that are not finite, negative or too large, and an empty update', async () => {
    const { call } = await newUser();
    for (const estimatedValue of [-1, 1e12, 1.005, '100']) {
      const response = await call('POST', '/api/prospects', { companyName: 'X', estimatedValue });
      expect(response.statusCode, String(estimatedValue)).toBe(400);
    }
    const noCompany = await call('POST', '/api/prospects', { companyName: '   ' });
    expect(noCompany.json().message).toBe('Company name is required');
    const p: Prospect = (await call('POST', '/api/prospects', { companyName: 'Y' })).json();
    const empty = await call('PUT', `/api/prospects/${p.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send at least one field to change');
    expect((await call('GET', '/api/prospects')).json().items).toHaveLength(1);
  });
});

describe('automatic KPI entries', () => {
  it('follow a prospect into contacted, proposal_sent and closed_won, once per stage', async () => {
    const { call, id } = await newUser();
    const p: Prospect = (
      await call('POST', '/api/prospects', { companyName: 'Bright Smiles' })
    ).json();
    const path = `/api/prospects/${p.id}`;
    for (const status of [
      'contacted',
      'new',
      'contacted',
      'qualified',
      'proposal_sent',
      'contacted',
      'proposal_sent',
      'closed_won',
      'closed_lost',
      'closed_won',
    ]) {
      expect((await call('PUT', path, { status })).statusCode).toBe(200);
    }
    const month = await overview(call, '?period=monthly');
    expect(totalOf(month, 'prospects_contacted').total).toBe(1);
    expect(totalOf(month, 'proposals_sent').total).toBe(1);
    expect(totalOf(month, 'deals_closed').total).toBe(1);
    expect(totalOf(month, 'meetings_scheduled').total).toBe(0);
    const automatic = month.entries.filter((e: KpiEntry) => e.automatic);
    expect(automatic).toHaveLength(3);
    expect(automatic.every((e) => e.sourceLabel === 'Bright Smiles' && e.value === 1)).toBe(true);
    const rows = await t.db.select().from(kpiEntries).where(eq(kpiEntries.userId, id));
    expect(rows).toHaveLength(3);
  });

  it('count a prospect added straight into a counted status, and skip stages it never entered', async () => {
    const { call } = await newUser();
    await call('POST', '/api/prospects', { companyName: 'Direct', status: 'contacted' });
    const q: Prospect = (await call('POST', '/api/prospects', { companyName: 'Jump' })).json();
    await call('PUT', `/api/prospects/${q.id}`, { status: 'closed_won' });
    const month = await overview(call, '?period=monthly');
    expect(totalOf(month, 'prospects_contacted').total).toBe(1);
    expect(totalOf(month, 'deals_closed').total).toBe(1);
    expect(totalOf(month, 'proposals_sent').total).toBe(0);
  });

  it('count once when the same change arrives many times at once', async () => {
    const { call, id } = await newUser();
    const p: Prospect = (await call('POST', '/api/prospects', { companyName: 'Race' })).json();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('PUT', `/api/prospects/${p.id}`, { status: i % 2 ? 'contacted' : 'qualified' }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const rows = await t.db.select().from(kpiEntries).where(eq(kpiEntries.userId, id));
    expect(rows.filter((r) => r.kpiType === 'prospects_contacted')).toHaveLength(1);
  });

  it('stay after the prospect is deleted, and cannot be deleted by hand', async () => {
    const { call } = await newUser();
    const p: Prospect = (
      await call('POST', '/api/prospects', { companyName: 'Gone', status: 'contacted' })
    ).json();
    await call('DELETE', `/api/prospects/${p.id}`);
    const month = await overview(call, '?period=monthly');
    expect(totalOf(month, 'prospects_contacted').total).toBe(1);
    const refused = await call('DELETE', `/api/user-kpis/${month.entries[0].id}`);
    expect(refused.statusCode).toBe(409);
  });

  it('record a meeting follow-up in the CRM as a meeting scheduled, and nothing for a call', async () => {
    const { call } = await newUser();
    const contact = (await call('POST', '/api/crm/contacts', { name: 'Priya Shah' })).json();
    const followUp = (type: string) =>
      call('POST', '/api/crm/follow-ups', {
        contactId: contact.id,
        type,
        title: `${type} with Priya`,
        followUpDate: new Date(Date.now() + 86_400_000).toISOString(),
      });
    expect((await followUp('meeting')).statusCode).toBe(201);
    expect((await followUp('meeting')).statusCode).toBe(201);
    expect((await followUp('call')).statusCode).toBe(201);
    const month = await overview(call, '?period=monthly');
    expect(totalOf(month, 'meetings_scheduled').total).toBe(2);
    expect(month.entries.every((e) => e.automatic && e.sourceLabel === 'Priya Shah')).toBe(true);
  });

  it('are dated in the viewer’s time zone', async () => {
    const user = await newUser();
    const east = callAs(user.cookie, { 'x-time-zone': 'Pacific/Kiritimati' });
    const p: Prospect = (await east('POST', '/api/prospects', { companyName: 'Far East' })).json();
    await east('PUT', `/api/prospects/${p.id}`, { status: 'contacted' });
    const [entry] = (await overview(east, '?period=monthly')).entries;
    // Two zones 25 hours apart never share a calendar day.
    expect(entry.date).toBe(todayIn('Pacific/Kiritimati'));
    expect(entry.date).not.toBe(todayIn('Pacific/Pago_Pago'));
  });
});

describe('KPI entries', () => {
  it('are recorded with their fields and defaults', async () => {
    const { call } = await newUser();
    const response = await call('POST', '/api/user-kpis', {
      kpiType: 'prospects_contacted',
      value: 12,
      date: '2026-11-23',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kpiType: 'prospects_contacted',
      value: 12,
      target: null,
      period: 'monthly',
      date: '2026-11-23',
      automatic: false,
    });
    const o = await overview(call, '?period=monthly&date=2026-11-10');
    expect(o).toMatchObject({ period: 'monthly', start: '2026-11-01', end: '2026-12-01' });
    expect(totalOf(o, 'prospects_contacted').total).toBe(12);
    const removed = await call('DELETE', `/api/user-kpis/${response.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect(
      totalOf(await overview(call, '?period=monthly&date=2026-11-10'), 'prospects_contacted').total,
    ).toBe(0);
  });

  it('count from Monday: Sunday belongs to the week before', async () => {
    const { call } = await newUser();
    const record = (date: string, value: number) =>
      call('POST', '/api/user-kpis', {
        kpiType: 'meetings_scheduled',
        value,
        date,
        period: 'daily',
      });
    await record('2026-11-29', 2); // Sunday
    await record('2026-11-30', 3); // Monday
    const sunday = await overview(call, '?period=weekly&date=2026-11-29');
    expect(sunday).toMatchObject({ start: '2026-11-23', end: '2026-11-30' });
    expect(totalOf(sunday, 'meetings_scheduled').total).toBe(2);
    const monday = await overview(call, '?period=weekly&date=2026-11-30');
    expect(monday).toMatchObject({ start: '2026-11-30', end: '2026-12-07' });
    expect(totalOf(monday, 'meetings_scheduled').total).toBe(3);
    expect(
      totalOf(await overview(call, '?period=daily&date=2026-11-30'), 'meetings_scheduled').total,
    ).toBe(3);
  });

  it('count the last day of a month in that month only', async () => {
    const { call } = await newUser();
    const record = (date: string, value: number) =>
      call('POST', '/api/user-kpis', { kpiType: 'deals_closed', value, date, period: 'daily' });
    await record('2026-11-30', 1);
    await record('2026-12-01', 4);
    await record('2027-01-31', 5);
    expect(
      totalOf(await overview(call, '?period=monthly&date=2026-11-30'), 'deals_closed').total,
    ).toBe(1);
    expect(
      totalOf(await overview(call, '?period=monthly&date=2026-12-31'), 'deals_closed').total,
    ).toBe(4);
    expect(
      totalOf(await overview(call, '?period=monthly&date=2027-01-01'), 'deals_closed').total,
    ).toBe(5);
  });

  it('count today in the viewer’s time zone', async () => {
    const user = await newUser();
    const east = callAs(user.cookie, { 'x-time-zone': 'Pacific/Kiritimati' });
    const west = callAs(user.cookie, { 'x-time-zone': 'Pacific/Pago_Pago' });
    await user.call('POST', '/api/user-kpis', {
      kpiType: 'proposals_sent',
      value: 1,
      period: 'daily',
      date: todayIn('Pacific/Kiritimati'),
    });
    const eastToday = await overview(east, '?period=daily');
    expect(eastToday.today).toBe(todayIn('Pacific/Kiritimati'));
    expect(totalOf(eastToday, 'proposals_sent').total).toBe(1);
    const westToday = await overview(west, '?period=daily');
    expect(westToday.today).toBe(todayIn('Pacific/Pago_Pago'));
    expect(totalOf(westToday, 'proposals_sent').total).toBe(0);
    const unknown = await callAs(user.cookie, { 'x-time-zone': 'Mars/Olympus' })(
      'GET',
      '/api/user-kpis',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Time zone must be an IANA name such as Europe/Berlin');
  });

  it('measure progress against the goal, else the entries’ targets, capped at 100%', async () => {
    const { call } = await newUser();
    const q = '?period=monthly&date=2026-11-15';
    const record = (value: number, target: number | null, period = 'monthly') =>
      call('POST', '/api/user-kpis', {
        kpiType: 'prospects_contacted',
        value,
        target,
        period,
        date: '2026-11-15',
      });
    expect(totalOf(await overview(call, q), 'prospects_contacted')).toMatchObject({
      total: 0,
      target: null,
      percent: null,
    });
    await record(20, 40);
    await record(10, 80);
    expect(totalOf(await overview(call, q), 'prospects_contacted')).toMatchObject({
      total: 30,
      target: 60,
      targetSource: 'entries',
      percent: 50,
    });
    const goal = await call('PUT', '/api/kpi-goals', {
      kpiType: 'prospects_contacted',
      period: 'monthly',
      target: 25,
    });
    expect(goal.statusCode, goal.body).toBe(200);
    expect(totalOf(await overview(call, q), 'prospects_contacted')).toMatchObject({
      total: 30,
      target: 25,
      targetSource: 'goal',
      percent: 100,
    });
    // A weekly goal changes nothing about the month.
    await call('PUT', '/api/kpi-goals', {
      kpiType: 'prospects_contacted',
      period: 'weekly',
      target: 5,
    });
    expect(totalOf(await overview(call, q), 'prospects_contacted').target).toBe(25);
    // A monthly entry does not count toward a week.
    expect(
      totalOf(await overview(call, '?period=weekly&date=2026-11-15'), 'prospects_contacted').total,
    ).toBe(0);
  });

  it('answer the same figures as the rules of common/kpi-rules on a mixed set', async () => {
    const { call } = await newUser();
    const seed: KpiEntryLike[] = [];
    const types = [
      'prospects_contacted',
      'meetings_scheduled',
      'proposals_sent',
      'deals_closed',
    ] as const;
    const periods = ['daily', 'weekly', 'monthly'] as const;
    const days = [
      '2026-10-31',
      '2026-11-01',
      '2026-11-22',
      '2026-11-23',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ];
    for (let i = 0; i < 40; i++) {
      const entry: KpiEntryLike = {
        kpiType: types[i % 4],
        value: (i * 7) % 13,
        target: i % 3 === 0 ? null : 5 + (i % 11),
        period: periods[i % 3],
        date: days[i % days.length],
      };
      seed.push(entry);
      expect((await call('POST', '/api/user-kpis', entry)).statusCode).toBe(201);
    }
    await call('PUT', '/api/kpi-goals', { kpiType: 'deals_closed', period: 'weekly', target: 9 });
    for (const period of periods) {
      for (const day of ['2026-11-23', '2026-11-29', '2026-11-30', '2026-11-01']) {
        const goals = period === 'weekly' ? { deals_closed: 9 } : {};
        const o = await overview(call, `?period=${period}&date=${day}`);
        const expected = summarizeKpis(seed, goals, period, day);
        expect(
          o.summaries.map((s) => ({
            ...s,
            target: s.target === null ? null : Math.round(s.target * 1000),
          })),
          `${period} ${day}`,
        ).toEqual(
          expected.map((s) => ({
            ...s,
            target: s.target === null ? null : Math.round(s.target * 1000),
          })),
        );
      }
    }
  });
});

describe('KPI goals', () => {
  it('are set per type and period, replaced, listed and removed', async () => {
    const { call } = await newUser();
    expect((await call('GET', '/api/kpi-goals')).json()).toEqual([]);
    await call('PUT', '/api/kpi-goals', { kpiType: 'deals_closed', period: 'monthly', target: 2 });
    await call('PUT', '/api/kpi-goals', { kpiType: 'deals_closed', period: 'monthly', target: 5 });
    await call('PUT', '/api/kpi-goals', {
      kpiType: 'meetings_scheduled',
      period: 'weekly',
      target: 3,
    });
    const goals = (await call('GET', '/api/kpi-goals')).json();
    expect(
      goals.map((g: { kpiType: string; period: string; target: number }) => [
        g.kpiType,
        g.period,
        g.target,
      ]),
    ).toEqual([
      ['deals_closed', 'monthly', 5],
      ['meetings_scheduled', 'weekly', 3],
    ]);
    expect((await call('DELETE', '/api/kpi-goals/deals_closed/monthly')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/kpi-goals/deals_closed/monthly')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/kpi-goals/revenue/monthly')).statusCode).toBe(400);
    expect((await call('GET', '/api/kpi-goals')).json()).toHaveLength(1);
  });

  it('refuse a target of zero, a fraction or an unknown period', async () => {
    const { call } = await newUser();
    for (const body of [
      { kpiType: 'deals_closed', period: 'monthly', target: 0 },
      { kpiType: 'deals_closed', period: 'monthly', target: 2.5 },
      { kpiType: 'deals_closed', period: 'yearly', target: 2 },
      { kpiType: 'revenue', period: 'monthly', target: 2 },
    ]) {
      expect((await call('PUT', '/api/kpi-goals', body)).statusCode).toBe(400);
    }
  });
});

describe('script downloads', () => {
  it('give the script as a file filled from the user’s prospect, and record each download', async () => {
    const { call, id } = await newUser();
    const p: Prospect = (
      await call('POST', '/api/prospects', {
        companyName: 'Harbor Law',
        contactName: 'Sam Ortiz',
        industry: 'law',
      })
    ).json();
    const filled = await call('POST', '/api/prospects/scripts/email-intro/download', {
      prospectId: p.id,
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.headers['content-disposition']).toBe('attachment; filename="email-intro.txt"');
    expect(filled.body).toContain('Subject: Quick question about Harbor Law enquiries');
    expect(filled.body).toContain('Hi Sam,');
    const plain = await call('POST', '/api/prospects/scripts/email-intro/download', {});
    expect(plain.body).toContain('{{company}}');
    const rows = await t.db.select().from(scriptDownloads).where(eq(scriptDownloads.userId, id));
    expect(rows.map((r) => [r.scriptId, r.prospectId])).toEqual(
      expect.arrayContaining([
        ['email-intro', p.id],
        ['email-intro', null],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('answer 404 for an unknown script or someone else’s prospect, and record nothing', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const theirs: Prospect = (
      await alice.call('POST', '/api/prospects', { companyName: 'Secret Client' })
    ).json();
    const leak = await bob.call('POST', '/api/prospects/scripts/email-intro/download', {
      prospectId: theirs.id,
    });
    expect(leak.statusCode).toBe(404);
    expect(leak.body).not.toContain('Secret Client');
    expect(
      (await bob.call('POST', '/api/prospects/scripts/no-such-script/download', {})).statusCode,
    ).toBe(404);
    expect(
      (
        await bob.call('POST', '/api/prospects/scripts/email-intro/download', {
          prospectId: 'abc',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await bob.call('POST', '/api/prospects/scripts/email-intro/download', {
          prospectId: theirs.id,
          extra: true,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      await t.db.select().from(scriptDownloads).where(eq(scriptDownloads.userId, bob.id)),
    ).toEqual([]);
  });
});

describe('script downloads on the home dashboard', () => {
  it('count as resources downloaded, each script once whichever prospect fills it', async () => {
    const { call } = await newUser();
    const downloaded = async () =>
      (await call('GET', '/api/dashboard-stats')).json().resourcesDownloaded as number;
    expect(await downloaded()).toBe(0);
    const p: Prospect = (
      await call('POST', '/api/prospects', { companyName: 'Harbor Law' })
    ).json();
    await call('POST', '/api/prospects/scripts/email-intro/download', {});
    expect(await downloaded()).toBe(1);
    await call('POST', '/api/prospects/scripts/email-intro/download', { prospectId: p.id });
    expect(await downloaded()).toBe(1);
    await call('POST', '/api/prospects/scripts/discovery-call/download', {});
    expect(await downloaded()).toBe(2);
    // A refused download counts nothing.
    await call('POST', '/api/prospects/scripts/no-such-script/download', {});
    expect(await downloaded()).toBe(2);

    // A resource PDF recorded beside them adds to the same figure; another user's stays at 0.
    const resource = allResourceEntries[0].slug;
    expect((await call('POST', `/api/resources/${resource}/download`)).statusCode).toBe(200);
    expect(await downloaded()).toBe(3);
    const other = await newUser();
    expect((await other.call('GET', '/api/dashboard-stats')).json().resourcesDownloaded).toBe(0);
  });
});

describe('growth module state', () => {
  it('uses the saved progress: opening marks in progress, completing stays completed', async () => {
    const { call } = await newUser();
    const open = await call('PUT', '/api/user-progress/kpi-tracker', {
      status: 'in_progress',
      progressPercentage: 0,
    });
    expect(open.statusCode, open.body).toBe(200);
    await call('PUT', '/api/user-progress/kpi-tracker', {
      status: 'completed',
      progressPercentage: 100,
    });
    await call('PUT', '/api/user-progress/kpi-tracker', {
      status: 'in_progress',
      progressPercentage: 0,
    });
    const progress = (await call('GET', '/api/user-progress')).json();
    expect(progress).toContainEqual({
      moduleId: 'kpi-tracker',
      status: 'completed',
      progressPercentage: 100,
    });
    expect(
      (
        await call('PUT', '/api/user-progress/growth-hacking', {
          status: 'completed',
          progressPercentage: 100,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('signed out', () => {
  it('gets 401 from every growth route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/prospects'],
      ['POST', '/api/prospects'],
      ['PUT', `/api/prospects/${id}`],
      ['DELETE', `/api/prospects/${id}`],
      ['GET', `/api/prospects/${id}/history`],
      ['GET', '/api/user-kpis'],
      ['POST', '/api/user-kpis'],
      ['DELETE', `/api/user-kpis/${id}`],
      ['GET', '/api/kpi-goals'],
      ['PUT', '/api/kpi-goals'],
      ['DELETE', '/api/kpi-goals/deals_closed/monthly'],
    ] as const) {
      const body =
        method === 'POST' || method === 'PUT'
          ? url.includes('kpi-goals')
            ? { kpiType: 'deals_closed', period: 'monthly', target: 2 }
            : url.includes('user-kpis')
              ? { kpiType: 'deals_closed', value: 1, date: '2026-11-23' }
              : { companyName: 'X' }
          : undefined;
      const response = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.db.select().from(prospects)).toBeDefined();
  });
});
