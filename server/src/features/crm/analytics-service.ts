import { eq, sql } from 'drizzle-orm';
import { contactStatuses, crmRules, type CrmAnalytics } from '../../../../common/contracts/crm';
import {
  pipelineFunnel,
  pipelineShares,
  winRatePercent,
  type StatusCounts,
} from '../../../../common/crm-analytics';
import type { Db } from '../../db/client';
import { crmContacts, crmFollowUps } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every figure of the Analytics tab, summed by the database with the rules of common/crm-analytics. */
export async function getCrmAnalytics(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<CrmAnalytics> {
  const perStatus = await db
    .select({
      status: crmContacts.status,
      count: sql<number>`count(*)::int`,
      // Whole cents, summed exactly (deal_value is numeric(12,2)), as dollarsToCents does per row.
      cents: sql<number>`coalesce(sum(${crmContacts.dealValue} * 100), 0)::float8`,
    })
    .from(crmContacts)
    .where(eq(crmContacts.userId, userId))
    .groupBy(crmContacts.status);
  const until = new Date(now.getTime() + crmRules.dueSoonDays * DAY_MS);
  const pending = sql`not ${crmFollowUps.completed}`;
  const [followUps] = await db
    .select({
      total: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${pending} and ${crmFollowUps.followUpDate} < ${now.toISOString()}::timestamptz))::int`,
      dueSoon: sql<number>`(count(*) filter (where ${pending} and ${crmFollowUps.followUpDate} >= ${now.toISOString()}::timestamptz and ${crmFollowUps.followUpDate} < ${until.toISOString()}::timestamptz))::int`,
    })
    .from(crmFollowUps)
    .where(eq(crmFollowUps.userId, userId));

  const counts = Object.fromEntries(contactStatuses.map((s) => [s, 0])) as StatusCounts;
  const cents = Object.fromEntries(contactStatuses.map((s) => [s, 0])) as StatusCounts;
  for (const row of perStatus) {
    counts[row.status] = Number(row.count);
    cents[row.status] = Number(row.cents);
  }
  return {
    counts,
    valueCents: cents,
    // Percentages are derived from the counts by the same pure functions the browser used, so
    // rounding is one rule everywhere.
    shares: pipelineShares(counts),
    total: contactStatuses.reduce((sum, s) => sum + counts[s], 0),
    openPipelineCents: cents.lead + cents.prospect,
    wonValueCents: cents.client,
    winRatePercent: winRatePercent(counts),
    dueSoon: Number(followUps.dueSoon),
    overdue: Number(followUps.overdue),
    followUpCount: Number(followUps.total),
    funnel: pipelineFunnel(counts, cents),
  };
}
