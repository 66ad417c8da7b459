import { contactStatuses, crmRules, type ContactStatus } from './crm-rules';

// The CRM's figures as pure functions: the Analytics tab, the follow-up lists and the contact
// cards all read them from here, so one rule gives one answer everywhere.

type ContactFigures = { status: ContactStatus; dealValue: number | null };
type FollowUpFigures = { id: string; contactId: string; followUpDate: string; completed: boolean };

export type StatusCounts = Record<ContactStatus, number>;

export function countByStatus(contacts: readonly ContactFigures[]): StatusCounts {
  const counts = Object.fromEntries(contactStatuses.map((s) => [s, 0])) as StatusCounts;
  for (const contact of contacts) counts[contact.status] += 1;
  return counts;
}

/** Share of all contacts in each status, as whole percents (0 everywhere when there are none). */
export function pipelineShares(counts: StatusCounts): StatusCounts {
  const total = contactStatuses.reduce((sum, s) => sum + counts[s], 0);
  return Object.fromEntries(
    contactStatuses.map((s) => [s, total === 0 ? 0 : Math.round((counts[s] / total) * 100)]),
  ) as StatusCounts;
}

/** Deal values are dollars with cents; sums are made in whole cents so they never drift. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

function sumDealValueCents(
  contacts: readonly ContactFigures[],
  statuses: readonly ContactStatus[],
): number {
  return contacts
    .filter((c) => statuses.includes(c.status))
    .reduce((sum, c) => sum + dollarsToCents(c.dealValue ?? 0), 0);
}

/** Open pipeline: deal values of leads and prospects, in cents. */
export const openPipelineCents = (contacts: readonly ContactFigures[]) =>
  sumDealValueCents(contacts, ['lead', 'prospect']);

/** Deal values per status, in cents (the pipeline board's column totals). */
export const valueCentsByStatus = (contacts: readonly ContactFigures[]): StatusCounts =>
  Object.fromEntries(
    contactStatuses.map((s) => [s, sumDealValueCents(contacts, [s])]),
  ) as StatusCounts;

/** Won: deal values of clients, in cents. */
export const wonValueCents = (contacts: readonly ContactFigures[]) =>
  sumDealValueCents(contacts, ['client']);

/** Clients over clients plus closed_lost, as a whole percent; null when no deal is closed yet. */
export function winRatePercent(counts: StatusCounts): number | null {
  const closed = counts.client + counts.closed_lost;
  return closed === 0 ? null : Math.round((counts.client / closed) * 100);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const time = (followUp: FollowUpFigures) => Date.parse(followUp.followUpDate);
const byDate = (a: FollowUpFigures, b: FollowUpFigures) =>
  time(a) - time(b) || a.id.localeCompare(b.id);

/** Pending items whose time has passed. */
export function overdueFollowUps<T extends FollowUpFigures>(
  followUps: readonly T[],
  now: Date,
): T[] {
  return followUps.filter((f) => !f.completed && time(f) < now.getTime()).sort(byDate);
}

/** Pending items due from now up to `days` days ahead. */
export function dueSoonFollowUps<T extends FollowUpFigures>(
  followUps: readonly T[],
  now: Date,
  days: number = crmRules.dueSoonDays,
): T[] {
  const from = now.getTime();
  const until = from + days * DAY_MS;
  return followUps.filter((f) => !f.completed && time(f) >= from && time(f) < until).sort(byDate);
}

/** The dashboard's upcoming list: the soonest pending items dated now or later, 5 by default. */
export function upcomingFollowUps<T extends FollowUpFigures>(
  followUps: readonly T[],
  now: Date,
  limit: number = crmRules.upcomingLimit,
): T[] {
  return followUps
    .filter((f) => !f.completed && time(f) >= now.getTime())
    .sort(byDate)
    .slice(0, limit);
}

export type FollowUpTiming = 'completed' | 'overdue' | 'due_today' | 'upcoming';

/** Overdue: pending and past. Due today: pending, still ahead, on the viewer's calendar day. */
export function followUpTiming(followUp: FollowUpFigures, now: Date): FollowUpTiming {
  if (followUp.completed) return 'completed';
  const at = new Date(time(followUp));
  if (at.getTime() < now.getTime()) return 'overdue';
  const sameDay =
    at.getFullYear() === now.getFullYear() &&
    at.getMonth() === now.getMonth() &&
    at.getDate() === now.getDate();
  return sameDay ? 'due_today' : 'upcoming';
}

export type CrmSummary = {
  counts: StatusCounts;
  valueCents: StatusCounts;
  shares: StatusCounts;
  total: number;
  openPipelineCents: number;
  wonValueCents: number;
  winRatePercent: number | null;
  dueSoon: number;
  overdue: number;
  funnel: FunnelStep[];
};

/** Every figure of the Analytics tab at once. */
export function summarizeCrm(
  contacts: readonly ContactFigures[],
  followUps: readonly FollowUpFigures[],
  now: Date,
): CrmSummary {
  const counts = countByStatus(contacts);
  const valueCents = valueCentsByStatus(contacts);
  return {
    counts,
    valueCents,
    shares: pipelineShares(counts),
    total: contacts.length,
    openPipelineCents: openPipelineCents(contacts),
    wonValueCents: wonValueCents(contacts),
    winRatePercent: winRatePercent(counts),
    dueSoon: dueSoonFollowUps(followUps, now).length,
    overdue: overdueFollowUps(followUps, now).length,
    funnel: pipelineFunnel(counts, valueCents),
  };
}

/** The funnel's stages in order; closed_lost leaves it, wherever the contact was lost. */
export const funnelStages = ['lead', 'prospect', 'client'] as const;
export type FunnelStage = (typeof funnelStages)[number];

export type FunnelStep = {
  stage: FunnelStage;
  /** Contacts at this stage now. */
  count: number;
  /** Their deal values, in cents. */
  valueCents: number;
  /** Contacts at this stage or a later one: lead counts everyone, closed_lost included. */
  reached: number;
  /** reached over the previous stage's reached, as a whole percent; null for the first stage or after an empty one. */
  conversionPercent: number | null;
};

/**
 * The pipeline as a funnel. A contact keeps no record of the stage it was lost at, so a closed_lost
 * contact counts toward the first stage only: the later conversions are never overstated.
 */
export function pipelineFunnel(counts: StatusCounts, valueCents: StatusCounts): FunnelStep[] {
  const reached: Record<FunnelStage, number> = {
    lead: contactStatuses.reduce((sum, s) => sum + counts[s], 0),
    prospect: counts.prospect + counts.client,
    client: counts.client,
  };
  return funnelStages.map((stage, i) => {
    const previous = i === 0 ? null : reached[funnelStages[i - 1]];
    return {
      stage,
      count: counts[stage],
      valueCents: valueCents[stage],
      reached: reached[stage],
      conversionPercent:
        previous === null || previous === 0 ? null : Math.round((reached[stage] / previous) * 100),
    };
  });
}
