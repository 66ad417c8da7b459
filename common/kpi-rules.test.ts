import { describe, expect, it } from 'vitest';
import {
  averageTarget,
  countsToward,
  isIsoDate,
  isTimeZone,
  kpiColour,
  periodWindow,
  progressPercent,
  summarizeKpis,
  todayIn,
  trendWindows,
  type KpiEntryLike,
} from './kpi-rules';

describe('period windows', () => {
  it('a day is that day only', () => {
    expect(periodWindow('daily', '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-24' });
    expect(periodWindow('daily', '2026-12-31')).toEqual({ start: '2026-12-31', end: '2027-01-01' });
  });

  it('a week runs from Monday to Sunday', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday, 2026-11-30 the next Monday.
    const week = { start: '2026-11-23', end: '2026-11-30' };
    expect(periodWindow('weekly', '2026-11-23')).toEqual(week);
    expect(periodWindow('weekly', '2026-11-26')).toEqual(week);
    expect(periodWindow('weekly', '2026-11-29')).toEqual(week);
    expect(periodWindow('weekly', '2026-11-30')).toEqual({
      start: '2026-11-30',
      end: '2026-12-07',
    });
    expect(periodWindow('weekly', '2026-11-22')).toEqual({
      start: '2026-11-16',
      end: '2026-11-23',
    });
  });

  it('a week can straddle two months and two years', () => {
    expect(periodWindow('weekly', '2027-01-01')).toEqual({
      start: '2026-12-28',
      end: '2027-01-04',
    });
  });

  it('a month is its calendar month, leap February included', () => {
    expect(periodWindow('monthly', '2026-11-30')).toEqual({
      start: '2026-11-01',
      end: '2026-12-01',
    });
    expect(periodWindow('monthly', '2026-12-31')).toEqual({
      start: '2026-12-01',
      end: '2027-01-01',
    });
    expect(periodWindow('monthly', '2028-02-29')).toEqual({
      start: '2028-02-01',
      end: '2028-03-01',
    });
  });
});

describe('today in a time zone', () => {
  const instant = new Date('2026-11-29T23:30:00Z'); // Sunday night in London
  it('is the calendar day the viewer sees', () => {
    expect(todayIn('UTC', instant)).toBe('2026-11-29');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-11-30'); // already Monday
    expect(todayIn('America/New_York', instant)).toBe('2026-11-29');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-11-30T10:00:00Z'))).toBe('2026-12-01');
  });

  it('moves the week at the viewer’s Monday midnight, not the server’s', () => {
    expect(periodWindow('weekly', todayIn('Europe/Berlin', instant)).start).toBe('2026-11-30');
    expect(periodWindow('weekly', todayIn('UTC', instant)).start).toBe('2026-11-23');
  });

  it('knows real zone names and refuses others', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });
});

describe('dates', () => {
  it('are real days written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
    expect(isIsoDate('2026-11-23T00:00:00Z')).toBe(false);
  });
});

describe('progress', () => {
  it('is the total over the target, rounded and capped at 100', () => {
    expect(progressPercent(45, 50)).toBe(90);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(0, 10)).toBe(0);
  });

  it('is none without a target', () => {
    expect(progressPercent(5, null)).toBeNull();
    expect(progressPercent(5, 0)).toBeNull();
  });

  it('has the tracker’s colours at 90, 70 and 50', () => {
    expect(kpiColour(100)).toBe('green');
    expect(kpiColour(90)).toBe('green');
    expect(kpiColour(89)).toBe('yellow');
    expect(kpiColour(70)).toBe('yellow');
    expect(kpiColour(69)).toBe('orange');
    expect(kpiColour(50)).toBe('orange');
    expect(kpiColour(49)).toBe('red');
    expect(kpiColour(0)).toBe('red');
  });
});

describe('the four figures of a period', () => {
  const entry = (overrides: Partial<KpiEntryLike>): KpiEntryLike => ({
    kpiType: 'prospects_contacted',
    value: 1,
    target: null,
    period: 'daily',
    date: '2026-11-23',
    ...overrides,
  });

  it('counts a day’s entries into its week and month, never a month’s into a week', () => {
    expect(countsToward('daily', 'weekly')).toBe(true);
    expect(countsToward('weekly', 'monthly')).toBe(true);
    expect(countsToward('monthly', 'weekly')).toBe(false);
    expect(countsToward('weekly', 'daily')).toBe(false);
  });

  it('adds up only the entries inside the window', () => {
    const entries = [
      entry({ value: 3, date: '2026-11-22' }), // Sunday: last week
      entry({ value: 4, date: '2026-11-23' }), // Monday
      entry({ value: 5, date: '2026-11-29' }), // Sunday: this week
      entry({ value: 6, date: '2026-11-30' }), // next Monday
    ];
    const [contacted] = summarizeKpis(entries, {}, 'weekly', '2026-11-25');
    expect(contacted.total).toBe(9);
    const [month] = summarizeKpis(entries, {}, 'monthly', '2026-11-30');
    expect(month.total).toBe(18);
  });

  it('measures against the goal first', () => {
    const entries = [entry({ value: 45, period: 'monthly', target: 200 })];
    const [contacted] = summarizeKpis(
      entries,
      { prospects_contacted: 50 },
      'monthly',
      '2026-11-23',
    );
    expect(contacted).toMatchObject({ total: 45, target: 50, targetSource: 'goal', percent: 90 });
  });

  it('else against the average of the targets typed on that period’s entries', () => {
    const entries = [
      entry({ value: 10, period: 'monthly', target: 40 }),
      entry({ value: 10, period: 'monthly', target: 60 }),
      entry({ value: 5, period: 'daily', target: 1000 }), // a day's target is not the month's
    ];
    expect(averageTarget(entries, 'monthly')).toBe(50);
    const [contacted] = summarizeKpis(entries, {}, 'monthly', '2026-11-23');
    expect(contacted).toMatchObject({
      total: 25,
      target: 50,
      targetSource: 'entries',
      percent: 50,
    });
  });

  it('else shows no bar', () => {
    const summaries = summarizeKpis([entry({})], {}, 'monthly', '2026-11-23');
    expect(summaries.map((s) => s.kpiType)).toEqual([
      'prospects_contacted',
      'meetings_scheduled',
      'proposals_sent',
      'deals_closed',
    ]);
    expect(summaries[0]).toMatchObject({
      total: 1,
      target: null,
      targetSource: null,
      percent: null,
    });
    expect(summaries[1]).toMatchObject({ total: 0, percent: null });
  });
});

describe('the twelve periods of the trend', () => {
  it('end with the period of today, oldest first, each starting where the one before ends', () => {
    for (const period of ['daily', 'weekly', 'monthly'] as const) {
      const windows = trendWindows(period, '2026-03-04');
      expect(windows).toHaveLength(12);
      expect(windows[11]).toEqual(periodWindow(period, '2026-03-04'));
      for (let i = 1; i < windows.length; i++) expect(windows[i].start).toBe(windows[i - 1].end);
    }
  });

  it('cross a year and a leap day: months from April to March, Monday weeks', () => {
    expect(trendWindows('monthly', '2024-03-31').map((w) => w.start)).toEqual([
      '2023-04-01',
      '2023-05-01',
      '2023-06-01',
      '2023-07-01',
      '2023-08-01',
      '2023-09-01',
      '2023-10-01',
      '2023-11-01',
      '2023-12-01',
      '2024-01-01',
      '2024-02-01',
      '2024-03-01',
    ]);
    expect(trendWindows('weekly', '2024-03-03')[0]).toEqual({
      start: '2023-12-11',
      end: '2023-12-18',
    });
    expect(
      trendWindows('daily', '2024-03-01')
        .slice(-2)
        .map((w) => w.start),
    ).toEqual(['2024-02-29', '2024-03-01']);
  });
});
