import { formatCount } from '../common/format-number';
/**
 * What the charts say: the KPI tracker's trend, the CRM's pipeline funnel and the operator
 * console's sales by day. Each chart is read out by its label and has its figures as a table.
 */
import { formatUsd } from '../common/catalogue';
import type { KpiPeriod } from '../common/kpi-rules';

const utc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const monthYear = utc({ month: 'short', year: 'numeric' });
const monthDay = utc({ month: 'short', day: 'numeric' });
const fullDay = utc({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const dayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);
const count = formatCount;
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** A period by its first day: "Nov 2026", "Week of Nov 16", "Nov 16". */
function periodName(period: KpiPeriod, start: string): string {
  if (period === 'monthly') return monthYear.format(dayOf(start));
  if (period === 'weekly') return `Week of ${monthDay.format(dayOf(start))}`;
  return monthDay.format(dayOf(start));
}

export const chartText = {
  showTable: 'Show as a table',
  kpiTrend: {
    heading: {
      daily: 'The last 12 days',
      weekly: 'The last 12 weeks',
      monthly: 'The last 12 months',
    } satisfies Record<KpiPeriod, string>,
    intro:
      'Each number period by period, the line against its goal (dashed). Goals keep no history: the goal you have now is drawn for every period. Without a goal, a period shows the average target typed on its entries, or none.',
    loadError: 'The trend could not be loaded.',
    retry: 'Try again',
    periodName,
    /** The short label under a point: "Nov", "11/16", "16". */
    tick: (period: KpiPeriod, start: string) =>
      period === 'monthly'
        ? utc({ month: 'short' }).format(dayOf(start))
        : period === 'weekly'
          ? utc({ month: 'numeric', day: 'numeric' }).format(dayOf(start))
          : utc({ day: 'numeric' }).format(dayOf(start)),
    periodColumn: { daily: 'Day', weekly: 'Week', monthly: 'Month' } satisfies Record<
      KpiPeriod,
      string
    >,
    goalColumn: 'Goal',
    noGoal: '—',
    legendValue: 'Recorded',
    legendGoal: 'Goal',
    caption: (type: string, period: KpiPeriod) =>
      `${type}, ${chartText.kpiTrend.heading[period].toLowerCase()}`,
    /** What the chart shows, read out in one sentence: the latest figure against its goal. */
    label: (
      type: string,
      period: KpiPeriod,
      latest: { start: string; total: number; target: number | null },
      before: { start: string; total: number } | undefined,
    ) => {
      const change = before
        ? `, ${latest.total > before.total ? 'up' : latest.total < before.total ? 'down' : 'level'} from ${count(before.total)} in ${periodName(period, before.start)}`
        : '';
      const goal =
        latest.target === null
          ? ', with no goal set'
          : `, against a goal of ${count(Math.round(latest.target))}`;
      return `${type}, ${chartText.kpiTrend.heading[period].toLowerCase()}: ${count(latest.total)} in ${periodName(period, latest.start)}${change}${goal}.`;
    },
  },
  funnel: {
    heading: 'Pipeline funnel',
    intro:
      'How many contacts reached each stage, and what share of the stage before got that far. A closed-lost contact counts at the first stage only: a contact keeps no record of the stage it was lost at.',
    reached: (n: number) => plural(n, 'contact', 'contacts'),
    conversion: (percent: number | null) =>
      percent === null ? '' : `${percent}% of the stage before`,
    columns: {
      stage: 'Stage',
      reached: 'Reached',
      count: 'There now',
      value: 'Deal value',
      conversion: 'Conversion',
    },
    noConversion: '—',
    lost: (n: number, cents: number) =>
      `Closed lost: ${plural(n, 'contact', 'contacts')}, ${formatUsd(Math.round(cents))} in deal value.`,
    label: (
      steps: readonly { name: string; reached: number; conversionPercent: number | null }[],
    ) =>
      `Pipeline funnel: ${steps
        .map(
          (step) =>
            `${step.name} ${count(step.reached)}${step.conversionPercent === null ? '' : ` (${step.conversionPercent}%)`}`,
        )
        .join(', ')}.`,
  },
  sales: {
    heading: 'Sales by day',
    intro: (timeZone: string) =>
      `Orders paid, what they charged and the refunds that succeeded, for each of the last 30 days in your time zone (${timeZone}). Free orders count as orders at $0; a refund counts on the day it went through.`,
    loading: 'Loading sales',
    loadError: 'Sales could not be loaded.',
    retry: 'Try again',
    dayName: (isoDay: string) => fullDay.format(dayOf(isoDay)),
    tick: (isoDay: string) => monthDay.format(dayOf(isoDay)),
    charts: {
      orders: 'Orders',
      revenue: 'Revenue',
      refunds: 'Refunds',
    },
    columns: { day: 'Day', orders: 'Orders', revenue: 'Revenue', refunds: 'Refunds' },
    caption: 'Orders, revenue and refunds per day, last 30 days',
    ordersLabel: (total: number, today: number, best: { day: string; value: number }) =>
      `Orders per day, last 30 days: ${plural(total, 'order', 'orders')} in all, ${count(today)} today${best.value > 0 ? `; the most on ${fullDay.format(dayOf(best.day))} (${count(best.value)})` : ''}.`,
    moneyLabel: (
      what: 'Revenue' | 'Refunds',
      totalCents: number,
      todayCents: number,
      best: { day: string; value: number },
    ) =>
      `${what} per day, last 30 days: ${formatUsd(totalCents)} in all, ${formatUsd(todayCents)} today${best.value > 0 ? `; the most on ${fullDay.format(dayOf(best.day))} (${formatUsd(best.value)})` : ''}.`,
    money: (cents: number) => formatUsd(cents),
    count,
  },
} as const;
