import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type {
  KpiEntry,
  KpiEntryBody,
  KpiGoal,
  KpiGoalBody,
  KpiOverview,
  KpiQuery,
  KpiSummary,
  KpiTrend,
} from '../../../../common/contracts/growth';
import { growthMessages } from '../../../../common/growth-rules';
import {
  kpiLimits,
  kpiPeriods,
  kpiTypes,
  periodWindow,
  progressPercent,
  trendWindows,
  type IsoDate,
  type KpiPeriod,
  type KpiType,
} from '../../../../common/kpi-rules';
import { isUuid } from '../../../../common/crm-rules';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/types';
import { kpiEntries, kpiGoals } from '../../db/schema';
import { conflict, notFound } from '../../errors';

type KpiEntryRow = typeof kpiEntries.$inferSelect;
type KpiGoalRow = typeof kpiGoals.$inferSelect;

export function toKpiEntry(row: KpiEntryRow): KpiEntry {
  return {
    id: row.id,
    kpiType: row.kpiType,
    value: row.value,
    target: row.target,
    period: row.period,
    date: row.date,
    automatic: row.automatic,
    sourceLabel: row.sourceLabel,
    createdAt: row.createdAt.toISOString(),
  };
}

const toKpiGoal = (row: KpiGoalRow): KpiGoal => ({
  kpiType: row.kpiType,
  period: row.period,
  target: row.target,
  updatedAt: row.updatedAt.toISOString(),
});

export async function createKpiEntry(
  db: Db,
  userId: string,
  body: KpiEntryBody,
): Promise<KpiEntry> {
  const [row] = await db
    .insert(kpiEntries)
    .values({ ...body, userId, automatic: false })
    .returning();
  return toKpiEntry(row);
}

/** Deletes an entry typed by hand; automatic ones follow the pipeline and stay. */
export async function deleteKpiEntry(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(growthMessages.kpiEntryNotFound);
  const [row] = await db
    .delete(kpiEntries)
    .where(
      and(eq(kpiEntries.id, id), eq(kpiEntries.userId, userId), eq(kpiEntries.automatic, false)),
    )
    .returning({ id: kpiEntries.id });
  if (row) return;
  const [automatic] = await db
    .select({ id: kpiEntries.id })
    .from(kpiEntries)
    .where(and(eq(kpiEntries.id, id), eq(kpiEntries.userId, userId)));
  if (automatic) throw conflict(growthMessages.automaticEntry);
  throw notFound(growthMessages.kpiEntryNotFound);
}

/**
 * One automatic entry (value 1, daily) for what the pipeline did, written by the caller's
 * transaction. The unique (user, type, origin) makes it once per prospect and stage, or once per
 * meeting: a second attempt, from a retry or another process, inserts nothing.
 */
export async function recordAutomaticKpi(
  tx: DbOrTx,
  entry: { userId: string; kpiType: KpiType; origin: string; date: IsoDate; sourceLabel: string },
): Promise<void> {
  await tx
    .insert(kpiEntries)
    .values({ ...entry, value: 1, target: null, period: 'daily', automatic: true })
    .onConflictDoNothing({ target: [kpiEntries.userId, kpiEntries.kpiType, kpiEntries.origin] });
}

/** Periods whose entries add up into `period`: the same and shorter ones. */
const countedPeriods = (period: KpiPeriod): KpiPeriod[] =>
  kpiPeriods.slice(0, kpiPeriods.indexOf(period) + 1);

/**
 * The figures of the period containing `day` and the entries behind them: sums and average
 * targets by the database, progress by the rules of common/kpi-rules.ts.
 */
export async function getKpiOverview(
  db: Db,
  userId: string,
  query: KpiQuery,
  today: IsoDate,
): Promise<KpiOverview> {
  const period = query.period;
  const window = periodWindow(period, query.date ?? today);
  const inPeriod = and(
    eq(kpiEntries.userId, userId),
    gte(kpiEntries.date, window.start),
    lt(kpiEntries.date, window.end),
    inArray(kpiEntries.period, countedPeriods(period)),
  );
  const totals = await db
    .select({
      kpiType: kpiEntries.kpiType,
      total: sql<number>`coalesce(sum(${kpiEntries.value}), 0)::float8`,
      averageTarget: sql<
        number | null
      >`(avg(${kpiEntries.target}) filter (where ${kpiEntries.period} = ${period}))::float8`,
    })
    .from(kpiEntries)
    .where(inPeriod)
    .groupBy(kpiEntries.kpiType);
  const goals = await db
    .select({ kpiType: kpiGoals.kpiType, target: kpiGoals.target })
    .from(kpiGoals)
    .where(and(eq(kpiGoals.userId, userId), eq(kpiGoals.period, period)));
  const rows = await db
    .select()
    .from(kpiEntries)
    .where(inPeriod)
    .orderBy(desc(kpiEntries.date), desc(kpiEntries.createdAt), desc(kpiEntries.id))
    .limit(kpiLimits.entriesShown + 1);

  const summaries: KpiSummary[] = kpiTypes.map((kpiType) => {
    const sums = totals.find((t) => t.kpiType === kpiType);
    const total = Number(sums?.total ?? 0);
    const goal = goals.find((g) => g.kpiType === kpiType)?.target;
    const fromEntries =
      sums?.averageTarget === null || sums === undefined ? null : Number(sums.averageTarget);
    const target = goal ?? fromEntries;
    return {
      kpiType,
      total,
      target,
      targetSource: goal !== undefined ? 'goal' : fromEntries !== null ? 'entries' : null,
      percent: progressPercent(total, target),
    };
  });
  return {
    period,
    today,
    start: window.start,
    end: window.end,
    summaries,
    entries: rows.slice(0, kpiLimits.entriesShown).map(toKpiEntry),
    moreEntries: rows.length > kpiLimits.entriesShown,
  };
}

/** The first day of the period an entry's date falls in, as the database writes it (YYYY-MM-DD). */
const periodStartOf = (period: KpiPeriod) =>
  period === 'daily'
    ? sql<string>`to_char(${kpiEntries.date}, 'YYYY-MM-DD')`
    : // date_trunc's weeks start on Monday, as periodWindow's do. The unit is written into the
      // statement, not sent as a value, so the grouped expression is the selected one.
      sql<string>`to_char(date_trunc('${sql.raw(period === 'weekly' ? 'week' : 'month')}', ${kpiEntries.date}::timestamp), 'YYYY-MM-DD')`;

/**
 * Each type's figures over the last twelve periods ending with the one containing `today`, each
 * period summed by the database as getKpiOverview sums one, against the goal of that type and
 * period (goals keep no history, so today's goal stands for every period) or else the average of
 * the targets typed on that period's entries.
 */
export async function getKpiTrend(
  db: Db,
  userId: string,
  period: KpiPeriod,
  today: IsoDate,
): Promise<KpiTrend> {
  const windows = trendWindows(period, today);
  const periodStart = periodStartOf(period);
  const sums = await db
    .select({
      kpiType: kpiEntries.kpiType,
      start: periodStart,
      total: sql<number>`coalesce(sum(${kpiEntries.value}), 0)::float8`,
      averageTarget: sql<
        number | null
      >`(avg(${kpiEntries.target}) filter (where ${kpiEntries.period} = ${period}))::float8`,
    })
    .from(kpiEntries)
    .where(
      and(
        eq(kpiEntries.userId, userId),
        gte(kpiEntries.date, windows[0].start),
        lt(kpiEntries.date, windows[windows.length - 1].end),
        inArray(kpiEntries.period, countedPeriods(period)),
      ),
    )
    .groupBy(kpiEntries.kpiType, periodStart);
  const goals = await db
    .select({ kpiType: kpiGoals.kpiType, target: kpiGoals.target })
    .from(kpiGoals)
    .where(and(eq(kpiGoals.userId, userId), eq(kpiGoals.period, period)));

  const byKey = new Map(sums.map((row) => [`${row.kpiType} ${row.start}`, row]));
  return {
    period,
    today,
    series: kpiTypes.map((kpiType) => {
      const goal = goals.find((g) => g.kpiType === kpiType)?.target;
      return {
        kpiType,
        points: windows.map(({ start }) => {
          const row = byKey.get(`${kpiType} ${start}`);
          const fromEntries =
            row?.averageTarget === null || row === undefined ? null : Number(row.averageTarget);
          return { start, total: Number(row?.total ?? 0), target: goal ?? fromEntries };
        }),
      };
    }),
  };
}

export async function listKpiGoals(db: Db, userId: string): Promise<KpiGoal[]> {
  const rows = await db
    .select()
    .from(kpiGoals)
    .where(eq(kpiGoals.userId, userId))
    .orderBy(kpiGoals.period, kpiGoals.kpiType);
  return rows.map(toKpiGoal);
}

/** Sets (or replaces) the goal of one type and period. */
export async function saveKpiGoal(db: Db, userId: string, body: KpiGoalBody): Promise<KpiGoal> {
  const now = new Date();
  const [row] = await db
    .insert(kpiGoals)
    .values({ ...body, userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [kpiGoals.userId, kpiGoals.kpiType, kpiGoals.period],
      set: { target: body.target, updatedAt: now },
    })
    .returning();
  return toKpiGoal(row);
}

export async function deleteKpiGoal(
  db: Db,
  userId: string,
  kpiType: KpiType,
  period: KpiPeriod,
): Promise<void> {
  const [row] = await db
    .delete(kpiGoals)
    .where(
      and(eq(kpiGoals.userId, userId), eq(kpiGoals.kpiType, kpiType), eq(kpiGoals.period, period)),
    )
    .returning({ kpiType: kpiGoals.kpiType });
  if (!row) throw notFound(growthMessages.goalNotFound);
}
