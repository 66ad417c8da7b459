import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrmAnalytics } from '../../common/contracts/crm';
import type { KpiTrend } from '../../common/contracts/growth';
import type { DailyFigures } from '../../common/contracts/operator';
import { addDays, todayIn, trendWindows } from '../../common/kpi-rules';
import { buildContact } from '../src/demo/factories';
import { kpiEntries, kpiGoals, orderRefunds, orders } from '../src/db/schema';
import { createTestApp, holdClockForThisTest, signedInUser, type TestApp } from './helpers';

// The figures behind the three charts: a KPI's last twelve periods against its goal, the CRM's
// pipeline as a funnel, and the console's orders, revenue and refunds per day. Each is summed by
// the database from a small known set, and nobody sees another account's figures.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

async function trendOf(cookie: string, period: string) {
  const response = await get(`/api/user-kpis/trend?period=${period}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as KpiTrend;
}
const seriesOf = (trend: KpiTrend, kpiType: string) =>
  trend.series.find((s) => s.kpiType === kpiType)!.points;

describe('GET /api/user-kpis/trend', () => {
  it('sums each of the last twelve periods and sets it against the goal, else the typed targets', async () => {
    const { cookie, user } = await signedInUser(t);
    const today = todayIn('UTC');
    const months = trendWindows('monthly', today);
    const entry = (values: Partial<typeof kpiEntries.$inferInsert>) => ({
      userId: user.id,
      kpiType: 'prospects_contacted' as const,
      value: 1,
      period: 'monthly' as const,
      date: today,
      ...values,
    });
    await t.db.insert(kpiEntries).values([
      entry({ value: 3, period: 'daily' }),
      entry({ value: 4, period: 'weekly', date: months[11].start }),
      entry({ value: 5, date: months[10].start }),
      entry({ value: 2, date: months[0].start }),
      // The day before the first period: outside the trend.
      entry({ value: 100, date: addDays(months[0].start, -1) }),
      // Monthly targets typed on entries average out; a daily entry's target is not a month's.
      entry({ kpiType: 'meetings_scheduled', value: 6, target: 10, date: months[5].start }),
      entry({ kpiType: 'meetings_scheduled', value: 1, target: 20, date: months[5].start }),
      entry({
        kpiType: 'meetings_scheduled',
        value: 2,
        target: 99,
        period: 'daily',
        date: months[5].start,
      }),
    ]);
    await t.db
      .insert(kpiGoals)
      .values({ userId: user.id, kpiType: 'prospects_contacted', period: 'monthly', target: 60 });

    const monthly = await trendOf(cookie, 'monthly');
    expect(monthly.period).toBe('monthly');
    expect(monthly.series.map((s) => s.kpiType)).toEqual([
      'prospects_contacted',
      'meetings_scheduled',
      'proposals_sent',
      'deals_closed',
    ]);
    const prospects = seriesOf(monthly, 'prospects_contacted');
    expect(prospects.map((p) => p.start)).toEqual(months.map((m) => m.start));
    expect(prospects.map((p) => p.total)).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 7]);
    expect(prospects.every((p) => p.target === 60)).toBe(true);
    const meetings = seriesOf(monthly, 'meetings_scheduled');
    expect(meetings[5]).toEqual({ start: months[5].start, total: 9, target: 15 });
    expect(meetings.filter((p) => p.target !== null)).toHaveLength(1);
    expect(seriesOf(monthly, 'deals_closed').every((p) => p.total === 0 && p.target === null)).toBe(
      true,
    );

    // A week adds up days and weeks, never a month's entry (it would overstate the week).
    const weekly = await trendOf(cookie, 'weekly');
    const weeks = trendWindows('weekly', today);
    const thisWeek = seriesOf(weekly, 'prospects_contacted')[11];
    expect(thisWeek.start).toBe(weeks[11].start);
    expect(thisWeek.total).toBe(3 + (months[11].start >= weeks[11].start ? 4 : 0));
    expect(thisWeek.target).toBeNull();
    const daily = await trendOf(cookie, 'daily');
    expect(seriesOf(daily, 'prospects_contacted')[11]).toEqual({
      start: today,
      total: 3 + (months[11].start === today ? 4 : 0),
      target: null,
    });
  });

  it("shows another account nothing of this one's, and refuses the signed out and a wrong period", async () => {
    const owner = await signedInUser(t);
    await t.db.insert(kpiEntries).values({
      userId: owner.user.id,
      kpiType: 'deals_closed',
      value: 8,
      target: 9,
      period: 'monthly',
      date: todayIn('UTC'),
    });
    await t.db
      .insert(kpiGoals)
      .values({ userId: owner.user.id, kpiType: 'deals_closed', period: 'monthly', target: 4 });
    expect(seriesOf(await trendOf(owner.cookie, 'monthly'), 'deals_closed')[11].total).toBe(8);

    const other = await signedInUser(t);
    const theirs = await trendOf(other.cookie, 'monthly');
    for (const series of theirs.series) {
      expect(series.points.every((p) => p.total === 0 && p.target === null)).toBe(true);
    }

    expect((await get('/api/user-kpis/trend')).statusCode).toBe(401);
    const wrong = await get('/api/user-kpis/trend?period=yearly', other.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/period/i);
  });
});

describe('GET /api/crm/analytics: the funnel', () => {
  it("counts, values and converts each stage of the account's own contacts", async () => {
    const { cookie, user } = await signedInUser(t);
    const add = (status: 'lead' | 'prospect' | 'client' | 'closed_lost', dealValue: number) =>
      buildContact(t.db, user.id, { status, dealValue });
    for (let i = 0; i < 5; i++) await add('lead', 100);
    for (let i = 0; i < 3; i++) await add('prospect', 250.5);
    await add('client', 1000);
    await add('closed_lost', 40);
    // Someone else's clients would lift the conversions if they were counted.
    const other = await signedInUser(t);
    for (let i = 0; i < 4; i++) await buildContact(t.db, other.user.id, { status: 'client' });

    const figures: CrmAnalytics = (await get('/api/crm/analytics', cookie)).json();
    expect(figures.funnel).toEqual([
      { stage: 'lead', count: 5, valueCents: 50_000, reached: 10, conversionPercent: null },
      { stage: 'prospect', count: 3, valueCents: 75_150, reached: 4, conversionPercent: 40 },
      { stage: 'client', count: 1, valueCents: 100_000, reached: 1, conversionPercent: 25 },
    ]);
    const theirs: CrmAnalytics = (await get('/api/crm/analytics', other.cookie)).json();
    expect(theirs.funnel.map((step) => step.reached)).toEqual([4, 4, 4]);
  });
});

describe('GET /api/operator/figures/daily', () => {
  it('answers 401 signed out and, to a member, the 404 of an unknown path', async () => {
    expect((await get('/api/operator/figures/daily')).statusCode).toBe(401);
    const member = await signedInUser(t);
    const asMember = await get('/api/operator/figures/daily', member.cookie);
    expect(asMember.statusCode).toBe(404);
    expect(asMember.json()).toEqual({ message: 'Not found: GET /api/operator/figures/daily' });
    const badZone = await get('/api/operator/figures/daily', member.cookie, {
      'x-time-zone': 'Mars/Olympus',
    });
    expect(badZone.statusCode).toBe(404);
  });

  it("sums orders paid, their charge and refunds that succeeded per day of the operator's calendar", async () => {
    holdClockForThisTest(t);
    const operator = await signedInUser(t, { role: 'operator' });
    const buyer = await signedInUser(t);
    const today = todayIn('UTC', t.clock.now());
    const yesterday = addDays(today, -1);
    const order = (values: Partial<typeof orders.$inferInsert>) => ({
      product: 'toolbox' as const,
      amountCents: 4700,
      email: 'buyer@example.com',
      userId: buyer.user.id,
      provider: 'simulated' as const,
      status: 'paid' as const,
      ...values,
    });
    const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
    const [refundedOrder] = await t.db
      .insert(orders)
      .values([
        order({ paidAt: at(today, '10:00:00') }),
        order({ product: 'agency', amountCents: 14_700, paidAt: at(today, '10:05:00') }),
        order({ provider: 'free', amountCents: 0, paidAt: at(today, '10:10:00') }),
        order({ amountCents: 5000, paidAt: at(yesterday, '23:30:00') }),
        // The first of the 30 days, and the day before it.
        order({ amountCents: 100, paidAt: at(addDays(today, -29), '12:00:00') }),
        order({ amountCents: 999, paidAt: at(addDays(today, -30), '12:00:00') }),
        // Never paid.
        order({ status: 'awaiting_payment' }),
      ])
      .returning({ id: orders.id });
    const refund = (values: Partial<typeof orderRefunds.$inferInsert>) => ({
      orderId: refundedOrder.id,
      amountCents: 200,
      reason: 'test',
      idempotencyKey: `r-${Math.random()}`,
      ...values,
    });
    await t.db
      .insert(orderRefunds)
      .values([
        refund({ status: 'succeeded', completedAt: at(today, '11:00:00') }),
        refund({ amountCents: 300, status: 'succeeded', completedAt: at(yesterday, '09:00:00') }),
        refund({ amountCents: 400, status: 'failed' }),
        refund({ amountCents: 500, status: 'pending' }),
      ]);

    const response = await get('/api/operator/figures/daily', operator.cookie, {
      'x-time-zone': 'UTC',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const utc: DailyFigures = response.json();
    expect(utc.timeZone).toBe('UTC');
    expect(utc.days).toHaveLength(30);
    expect(utc.days[0].day).toBe(addDays(today, -29));
    expect(utc.days[29]).toEqual({
      day: today,
      orders: 3,
      revenueCents: 19_400,
      refundsCents: 200,
    });
    expect(utc.days[28]).toEqual({
      day: yesterday,
      orders: 1,
      revenueCents: 5000,
      refundsCents: 300,
    });
    expect(utc.days[0]).toMatchObject({ orders: 1, revenueCents: 100 });
    const sum = (key: 'orders' | 'revenueCents' | 'refundsCents') =>
      utc.days.reduce((total, day) => total + day[key], 0);
    expect([sum('orders'), sum('revenueCents'), sum('refundsCents')]).toEqual([5, 24_500, 500]);

    // In Tokyo (UTC+9) yesterday's 23:30 is this morning: the order moves to today's column.
    const tokyo: DailyFigures = (
      await get('/api/operator/figures/daily', operator.cookie, { 'x-time-zone': 'Asia/Tokyo' })
    ).json();
    expect(tokyo.days.find((d) => d.day === today)).toMatchObject({
      orders: 4,
      revenueCents: 24_400,
    });
  });
});
