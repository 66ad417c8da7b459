// The KPI tracker's rules: types, periods, the window of each period, progress against a target
// and the colour of a bar. Pure functions without zod, so a page can use them without the
// validation library, and the server computes the same figures (docs/decisions/0026).

export const kpiTypes = [
  'prospects_contacted',
  'meetings_scheduled',
  'proposals_sent',
  'deals_closed',
] as const;
export type KpiType = (typeof kpiTypes)[number];

export const kpiPeriods = ['daily', 'weekly', 'monthly'] as const;
export type KpiPeriod = (typeof kpiPeriods)[number];

/** Recommended monthly goals: a range per type. */
export const recommendedMonthlyGoals = {
  prospects_contacted: { min: 50, max: 100 },
  meetings_scheduled: { min: 10, max: 20 },
  proposals_sent: { min: 5, max: 10 },
  deals_closed: { min: 2, max: 5 },
} as const satisfies Record<KpiType, { min: number; max: number }>;

export const kpiLimits = {
  /** A value or target of one entry: whole counts, generous for a year of work. */
  valueMax: 1_000_000,
  /** How many entries of a period one answer lists (the figures count them all). */
  entriesShown: 100,
} as const;

/** Dates of entries stay within these years; anything else is a typing mistake. */
export const kpiYears = { min: 2000, max: 2100 } as const;

export const kpiRules = { defaultPeriod: 'monthly' } as const satisfies {
  defaultPeriod: KpiPeriod;
};

/** A calendar day as YYYY-MM-DD (no time, no zone). */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtcDate(day: IsoDate): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtcDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: IsoDate, days: number): IsoDate {
  const date = toUtcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtcDate(date);
}

/** True when the IANA time zone name is one this runtime knows (Europe/Berlin, UTC). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day it is at `now` in a time zone (the viewer's "today"). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A period's days: from `start` (included) to `end` (excluded). */
export type PeriodWindow = { start: IsoDate; end: IsoDate };

/**
 * The period that contains `day`: that day, its week from Monday to Sunday, or its calendar
 * month.
 */
export function periodWindow(period: KpiPeriod, day: IsoDate): PeriodWindow {
  const date = toUtcDate(day);
  if (period === 'daily') return { start: day, end: addDays(day, 1) };
  if (period === 'weekly') {
    // getUTCDay: Sunday 0 … Saturday 6; Monday starts the week.
    const sinceMonday = (date.getUTCDay() + 6) % 7;
    const start = addDays(day, -sinceMonday);
    return { start, end: addDays(start, 7) };
  }
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  const end = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  return { start: fromUtcDate(start), end: fromUtcDate(end) };
}

export function isInWindow(day: IsoDate, window: PeriodWindow): boolean {
  return day >= window.start && day < window.end;
}

const periodRank: Record<KpiPeriod, number> = { daily: 0, weekly: 1, monthly: 2 };

/**
 * Which entries a period's figure adds up: entries of that period or a shorter one (a day's
 * entries add up to the week and the month) dated inside its window. A monthly entry never
 * counts toward a week, which it would overstate.
 */
export function countsToward(entryPeriod: KpiPeriod, period: KpiPeriod): boolean {
  return periodRank[entryPeriod] <= periodRank[period];
}

export type KpiEntryLike = {
  kpiType: KpiType;
  value: number;
  target: number | null;
  period: KpiPeriod;
  date: IsoDate;
};

export type TargetSource = 'goal' | 'entries' | null;

export type KpiSummary = {
  kpiType: KpiType;
  /** The sum of the values counted in the period. */
  total: number;
  target: number | null;
  targetSource: TargetSource;
  /** total / target as a whole percent, at most 100; null without a target. */
  percent: number | null;
};

/** total / target in whole percent, capped at 100; no target (or a zero one) gives none. */
export function progressPercent(total: number, target: number | null): number | null {
  if (target === null || !(target > 0)) return null;
  return Math.min(100, Math.round((total / target) * 100));
}

/** The average of the targets typed on entries of exactly this period; null when none has one. */
export function averageTarget(entries: readonly KpiEntryLike[], period: KpiPeriod): number | null {
  const targets = entries
    .filter((e) => e.period === period && e.target !== null)
    .map((e) => e.target as number);
  if (targets.length === 0) return null;
  return targets.reduce((sum, t) => sum + t, 0) / targets.length;
}

/**
 * The four figures of a period (docs/decisions/0026-growth-tools.md): values counted in the
 * window over the target, capped at 100%. The target is the user's goal for that type and
 * period, else the average of the targets typed on that period's entries, else none (and no bar).
 */
export function summarizeKpis(
  entries: readonly KpiEntryLike[],
  goals: Partial<Record<KpiType, number>>,
  period: KpiPeriod,
  today: IsoDate,
): KpiSummary[] {
  const window = periodWindow(period, today);
  const counted = entries.filter(
    (e) => isInWindow(e.date, window) && countsToward(e.period, period),
  );
  return kpiTypes.map((kpiType) => {
    const ofType = counted.filter((e) => e.kpiType === kpiType);
    const total = ofType.reduce((sum, e) => sum + e.value, 0);
    const goal = goals[kpiType];
    const fromEntries = averageTarget(ofType, period);
    const target = goal ?? fromEntries;
    const targetSource: TargetSource =
      goal !== undefined ? 'goal' : fromEntries !== null ? 'entries' : null;
    return { kpiType, total, target, targetSource, percent: progressPercent(total, target) };
  });
}

export type KpiColour = 'green' | 'yellow' | 'orange' | 'red';

/** The tracker's bar colour: 90% or more green, 70% yellow, 50% orange, lower red. */
export function kpiColour(percent: number): KpiColour {
  if (percent >= 90) return 'green';
  if (percent >= 70) return 'yellow';
  if (percent >= 50) return 'orange';
  return 'red';
}

/** How many periods the tracker's trend shows: the current one and the eleven before it. */
export const kpiTrendPeriods = 12;

/**
 * The windows of the trend, oldest first, ending with the period that contains `today`: twelve
 * days, weeks (Monday to Sunday) or calendar months in a row.
 */
export function trendWindows(
  period: KpiPeriod,
  today: IsoDate,
  count: number = kpiTrendPeriods,
): PeriodWindow[] {
  const windows = [periodWindow(period, today)];
  while (windows.length < count)
    windows.unshift(periodWindow(period, addDays(windows[0].start, -1)));
  return windows;
}
