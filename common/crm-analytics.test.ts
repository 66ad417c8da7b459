import { describe, expect, it } from 'vitest';
import {
  countByStatus,
  dueSoonFollowUps,
  followUpTiming,
  openPipelineCents,
  overdueFollowUps,
  pipelineFunnel,
  pipelineShares,
  summarizeCrm,
  upcomingFollowUps,
  winRatePercent,
  wonValueCents,
} from './crm-analytics';
import type { ContactStatus } from './crm-rules';

const contact = (status: ContactStatus, dealValue: number | null = null) => ({ status, dealValue });

// Local times, so "today" means the same calendar day wherever the test runs.
const now = new Date(2030, 5, 15, 12, 0, 0);
const at = (days: number, hours = 0) =>
  new Date(now.getTime() + days * 86_400_000 + hours * 3_600_000).toISOString();
let seq = 0;
const followUp = (followUpDate: string, completed = false, contactId = 'c1') => ({
  id: `f${String(++seq).padStart(3, '0')}`,
  contactId,
  followUpDate,
  completed,
});

describe('contact figures', () => {
  const contacts = [
    contact('lead', 1000),
    contact('lead', 0.1),
    contact('prospect', 0.2),
    contact('client', 5000),
    contact('client', null),
    contact('closed_lost', 700),
  ];

  it('counts contacts per status, every status present', () => {
    expect(countByStatus(contacts)).toEqual({ lead: 2, prospect: 1, client: 2, closed_lost: 1 });
    expect(countByStatus([])).toEqual({ lead: 0, prospect: 0, client: 0, closed_lost: 0 });
  });

  it('gives each status its share of all contacts', () => {
    expect(pipelineShares({ lead: 2, prospect: 1, client: 1, closed_lost: 0 })).toEqual({
      lead: 50,
      prospect: 25,
      client: 25,
      closed_lost: 0,
    });
    expect(pipelineShares({ lead: 0, prospect: 0, client: 0, closed_lost: 0 })).toEqual({
      lead: 0,
      prospect: 0,
      client: 0,
      closed_lost: 0,
    });
  });

  it('sums open pipeline (leads and prospects) and won value (clients) in exact cents', () => {
    // 1000 + 0.10 + 0.20 dollars: floating point would give 1000.3000000000001.
    expect(openPipelineCents(contacts)).toBe(100030);
    expect(wonValueCents(contacts)).toBe(500000);
    expect(openPipelineCents([])).toBe(0);
  });

  it('computes the win rate over closed deals only, and none without closed deals', () => {
    expect(winRatePercent({ lead: 9, prospect: 9, client: 2, closed_lost: 1 })).toBe(67);
    expect(winRatePercent({ lead: 0, prospect: 0, client: 0, closed_lost: 3 })).toBe(0);
    expect(winRatePercent({ lead: 5, prospect: 1, client: 0, closed_lost: 0 })).toBeNull();
  });
});

describe('follow-up figures', () => {
  const past = followUp(at(-1));
  const laterToday = followUp(at(0, 3));
  const inTwoDays = followUp(at(2), false, 'c2');
  const inSixDays = followUp(at(6, 23));
  const inSevenDays = followUp(at(7));
  const inTenDays = followUp(at(10));
  const doneSoon = followUp(at(1), true);
  const all = [inTenDays, doneSoon, inSevenDays, past, inSixDays, laterToday, inTwoDays];

  it('lists overdue pending items only', () => {
    expect(overdueFollowUps(all, now)).toEqual([past]);
  });

  it('counts items due within the next 7 days, excluding completed and past ones', () => {
    expect(dueSoonFollowUps(all, now)).toEqual([laterToday, inTwoDays, inSixDays]);
  });

  it('keeps the 5 soonest pending items dated now or later', () => {
    const exactlyNow = followUp(now.toISOString());
    const list = upcomingFollowUps([...all, exactlyNow], now);
    expect(list).toEqual([exactlyNow, laterToday, inTwoDays, inSixDays, inSevenDays]);
    expect(upcomingFollowUps(all, now, 2)).toEqual([laterToday, inTwoDays]);
    expect(upcomingFollowUps([], now)).toEqual([]);
  });

  it('labels each item completed, overdue, due today or upcoming', () => {
    expect(followUpTiming(doneSoon, now)).toBe('completed');
    expect(followUpTiming(followUp(at(-3), true), now)).toBe('completed');
    expect(followUpTiming(past, now)).toBe('overdue');
    expect(followUpTiming(followUp(at(0, -1)), now)).toBe('overdue');
    expect(followUpTiming(laterToday, now)).toBe('due_today');
    expect(followUpTiming(inTwoDays, now)).toBe('upcoming');
  });

  it('summarises every analytics figure at once', () => {
    const summary = summarizeCrm([contact('client', 10), contact('closed_lost')], all, now);
    expect(summary).toMatchObject({
      total: 2,
      winRatePercent: 50,
      wonValueCents: 1000,
      openPipelineCents: 0,
      dueSoon: 3,
      overdue: 1,
    });
  });
});

describe('the pipeline funnel', () => {
  it('counts each stage, its deal value and the share of the stage before that got this far', () => {
    const contacts = [
      ...Array.from({ length: 5 }, () => contact('lead', 100)),
      ...Array.from({ length: 3 }, () => contact('prospect', 250.5)),
      contact('client', 1000),
      contact('closed_lost', 40),
    ];
    const counts = countByStatus(contacts);
    const funnel = pipelineFunnel(counts, summarizeCrm(contacts, [], now).valueCents);
    expect(funnel).toEqual([
      { stage: 'lead', count: 5, valueCents: 50_000, reached: 10, conversionPercent: null },
      // Prospects and clients are 4 of the 10 contacts; a lost contact counts at the top only.
      { stage: 'prospect', count: 3, valueCents: 75_150, reached: 4, conversionPercent: 40 },
      { stage: 'client', count: 1, valueCents: 100_000, reached: 1, conversionPercent: 25 },
    ]);
  });

  it('gives no conversion after an empty stage, and zeros for an empty CRM', () => {
    const counts = countByStatus([contact('lead'), contact('closed_lost')]);
    const funnel = pipelineFunnel(counts, countByStatus([]));
    expect(funnel.map((step) => [step.reached, step.conversionPercent])).toEqual([
      [2, null],
      [0, 0],
      [0, null],
    ]);
    expect(summarizeCrm([], [], now).funnel.every((step) => step.reached === 0)).toBe(true);
  });
});
