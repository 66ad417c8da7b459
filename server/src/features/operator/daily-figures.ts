import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { dailyFigureDays, type DailyFigures } from '../../../../common/contracts/operator';
import { addDays, type IsoDate } from '../../../../common/kpi-rules';
import type { Db } from '../../db/client';
import { orderRefunds, orders } from '../../db/schema';

/** The calendar day a moment falls on in the time zone, as YYYY-MM-DD. */
const dayIn = (moment: SQL | typeof orders.paidAt, timeZone: string) =>
  sql<string>`to_char(${moment} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** Midnight starting the day in the time zone, as a moment. */
const midnightIn = (day: IsoDate, timeZone: string) =>
  sql`(${day}::date)::timestamp at time zone ${timeZone}`;

/**
 * The console's sales chart: orders paid, what they charged and the refunds that succeeded, per
 * day of the last 30 ending today, on the operator's calendar. Summed by the database; a day
 * without any is a day of zeros.
 */
export async function getDailyFigures(
  db: Db,
  timeZone: string,
  today: IsoDate,
): Promise<DailyFigures> {
  const first = addDays(today, 1 - dailyFigureDays);
  const from = midnightIn(first, timeZone);
  const until = midnightIn(addDays(today, 1), timeZone);
  // Grouped by position: the time zone is a value of the statement, and the same expression
  // written twice would be two values the database cannot match.
  const paid = await db
    .select({
      day: dayIn(orders.paidAt, timeZone),
      orders: sql<number>`count(*)::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.amountCents}), 0)::int`,
    })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, from), lt(orders.paidAt, until)))
    .groupBy(sql`1`);
  // A refund counts on the day it succeeded; one recorded before completed_at existed, on its own day.
  const refundedAt = sql`coalesce(${orderRefunds.completedAt}, ${orderRefunds.createdAt})`;
  const refunded = await db
    .select({
      day: dayIn(refundedAt, timeZone),
      refundsCents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int`,
    })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, 'succeeded'),
        sql`${refundedAt} >= ${from}`,
        sql`${refundedAt} < ${until}`,
      ),
    )
    .groupBy(sql`1`);

  const paidOn = new Map(paid.map((row) => [row.day, row]));
  const refundedOn = new Map(refunded.map((row) => [row.day, row]));
  return {
    timeZone,
    days: Array.from({ length: dailyFigureDays }, (_, i) => {
      const day = addDays(first, i);
      return {
        day,
        orders: Number(paidOn.get(day)?.orders ?? 0),
        revenueCents: Number(paidOn.get(day)?.revenueCents ?? 0),
        refundsCents: Number(refundedOn.get(day)?.refundsCents ?? 0),
      };
    }),
  };
}
