import ArrowDownRight from 'lucide-react/icons/arrow-down-right';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import CalendarRange from 'lucide-react/icons/calendar-range';
import Plus from 'lucide-react/icons/plus';
import Target from 'lucide-react/icons/target';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatUsd } from '../../../../../common/catalogue';
import type { GuideKit } from '../../../../../common/contracts/growth-kits';
import { guideHeaders } from '../../../../../content/growth/guides/headers';
import {
  guideTileColour,
  kpiGuidePeriods,
  percentOfTarget,
  type GuideTileColour,
  type KpiGuidePeriod,
} from '../../../../../content/growth/guides/kpi-figures';
import { guidesText } from '../../../../../content/growth/guides-text';
import type { GoalDisplay, KpiHeadline, Metric } from '../../../../../content/growth/types';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { ExampleBadge, ScrollTable, Sections } from './blocks';
import { useGrowthKit } from '../api/growth-kit';
import { GuideFrame } from './guide-frame';
import { formatCount } from '../../../../../common/format-number';

type KpiKit = GuideKit<'kpi-tracker'>;
type Guide = KpiKit['guide'];

const tileClasses: Record<GuideTileColour, string> = {
  green: 'border-emerald-300 bg-emerald-50',
  yellow: 'border-amber-300 bg-amber-50',
  red: 'border-red-300 bg-red-50',
};
const barClasses: Record<GuideTileColour, string> = {
  green: 'bg-emerald-600',
  yellow: 'bg-amber-500',
  red: 'bg-red-600',
};
const goalTone = { 'On Track': 'blue', 'At Risk': 'yellow', Achieved: 'green' } as const;

function formatFigure(value: number, unit: KpiHeadline['unit'] | Metric['unit']): string {
  if (unit === 'usd') return formatUsd(value * 100);
  if (unit === 'percent') return `${value}%`;
  if (unit === 'days') return `${value} days`;
  if (unit === 'hours') return `${value} h`;
  return formatCount(value);
}

/** /growth-tools/kpi-tracker: a teaching dashboard on example figures. */
export function KpiTrackerGuidePage() {
  const [period, setPeriod] = useState<KpiGuidePeriod>('This Month');
  const [isCustomOpen, setIsCustomOpen] = useState(false);
  const kit = useGrowthKit('guide-kpi-tracker');

  /** Every tab: the example-figures note and the actions, above the tab's own panel. */
  const withToolbar = (guide: Guide, tab: keyof Guide['tabs'], panel: ReactNode) => (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center">
        <ExampleBadge>{guide.exampleBadge}</ExampleBadge>
        <p className="text-sm text-amber-950">{guide.exampleNote}</p>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        {tab === 'dashboard' ? (
          <div
            role="radiogroup"
            aria-label={guide.periodLabel}
            className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
          >
            {kpiGuidePeriods.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={option === period}
                onClick={() => setPeriod(option)}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700',
                  option === period && 'bg-white text-slate-950 shadow-sm',
                )}
              >
                {option}
              </button>
            ))}
          </div>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={isCustomOpen}
            onClick={() => setIsCustomOpen((open) => !open)}
          >
            <CalendarRange className="h-4 w-4" aria-hidden /> {guide.customRange}
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link to="/growth/kpi-tracker">
              <Plus className="h-4 w-4" aria-hidden /> {guide.addKpi}
            </Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/growth/kpi-tracker?tab=goals">
              <Target className="h-4 w-4" aria-hidden /> {guide.addGoal}
            </Link>
          </Button>
        </div>
      </div>
      {isCustomOpen && (
        <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
          {guide.customRangeNote}{' '}
          <Link to="/growth/kpi-tracker" className="font-medium text-brand-700 underline">
            {guide.addKpi}
          </Link>
        </p>
      )}
      {panel}
    </div>
  );

  return (
    <GuideFrame
      header={guideHeaders['kpi-tracker']}
      kit={kit}
      panels={({ guide, headlines }) => ({
        dashboard: withToolbar(
          guide,
          'dashboard',
          <Dashboard guide={guide} headlines={headlines[period]} />,
        ),
        pipeline: withToolbar(guide, 'pipeline', <Pipeline guide={guide} />),
        metrics: withToolbar(guide, 'metrics', <AllMetrics guide={guide} />),
        goals: withToolbar(guide, 'goals', <Goals guide={guide} />),
      })}
    />
  );
}

function Dashboard({
  guide,
  headlines,
}: {
  guide: Guide;
  headlines: KpiKit['headlines'][KpiGuidePeriod];
}) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {headlines.map((kpi) => (
          <HeadlineTile key={kpi.id} guide={guide} kpi={kpi} />
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        {guide.colourKey.map((key) => (
          <li key={key.colour} className="flex items-center gap-2">
            <span className={cn('h-3 w-3 rounded-full', barClasses[key.colour])} aria-hidden />
            {key.label}
          </li>
        ))}
      </ul>
      <Sections sections={guide.dashboard.sections} />
    </div>
  );
}

function HeadlineTile({ guide, kpi }: { guide: Guide; kpi: KpiHeadline }) {
  const percent = percentOfTarget(kpi.current, kpi.target);
  const colour = guideTileColour(percent);
  const change = kpi.current - kpi.previous;
  const Trend = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : ArrowRight;
  const trendText =
    change > 0
      ? guide.labels.trendUp
      : change < 0
        ? guide.labels.trendDown
        : guide.labels.trendFlat;
  return (
    <div
      className={cn('space-y-2 rounded-xl border-2 p-4 shadow-sm', tileClasses[colour])}
      data-colour={colour}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-700">{kpi.name}</p>
        <Badge tone={colour} className="shrink-0">
          {guide.tileStatus[colour]}
        </Badge>
      </div>
      <p className="text-2xl font-bold text-slate-950">{formatFigure(kpi.current, kpi.unit)}</p>
      <p className="text-sm text-slate-700">
        {guide.labels.target}: {formatFigure(kpi.target, kpi.unit)} · {percent}%{' '}
        {guide.labels.ofTarget}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-white/70" aria-hidden>
        <div
          className={cn('h-full rounded-full', barClasses[colour])}
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </div>
      <p className="flex items-center gap-1 text-xs text-slate-600">
        <Trend className="h-3.5 w-3.5" aria-hidden />
        {guide.labels.previous}: {formatFigure(kpi.previous, kpi.unit)}, {trendText}
      </p>
      <p className="text-xs text-slate-500">{kpi.meaning}</p>
    </div>
  );
}

function Pipeline({ guide }: { guide: Guide }) {
  const headers = guide.pipeline.headers;
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{guide.pipeline.intro}</p>
      <ScrollTable name={guideHeaders['kpi-tracker'].tabs.pipeline}>
        <table className="w-full min-w-[28rem] text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-4 py-2 font-medium">{headers.stage}</th>
              <th className="px-4 py-2 text-right font-medium">{headers.count}</th>
              <th className="px-4 py-2 text-right font-medium">{headers.value}</th>
              <th className="px-4 py-2 text-right font-medium">{headers.conversion}</th>
            </tr>
          </thead>
          <tbody>
            {guide.pipeline.stages.map((stage) => (
              <tr key={stage.stage} className="border-t border-slate-100">
                <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                  {stage.stage}
                </th>
                <td className="px-4 py-2 text-right">{stage.count}</td>
                <td className="px-4 py-2 text-right">{formatUsd(stage.value * 100)}</td>
                <td className="px-4 py-2 text-right">{stage.conversion}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <Sections sections={guide.pipeline.sections} />
    </div>
  );
}

function AllMetrics({ guide }: { guide: Guide }) {
  const headers = guide.metrics.headers;
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{guide.metrics.intro}</p>
      <ScrollTable name={guideHeaders['kpi-tracker'].tabs.metrics}>
        <table className="w-full min-w-[30rem] text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-4 py-2 font-medium">{headers.name}</th>
              <th className="px-4 py-2 text-right font-medium">{headers.current}</th>
              <th className="px-4 py-2 text-right font-medium">{headers.target}</th>
              <th className="px-4 py-2 text-right font-medium">{headers.status}</th>
            </tr>
          </thead>
          <tbody>
            {guide.metrics.items.map((metric: Metric) => {
              const percent = percentOfTarget(metric.current, metric.target, metric.lowerIsBetter);
              const colour = guideTileColour(percent);
              return (
                <tr key={metric.name} className="border-t border-slate-100">
                  <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                    {metric.name}
                    {metric.lowerIsBetter && (
                      <span className="block text-xs font-normal text-slate-500">
                        {guide.metrics.lowerIsBetterNote}
                      </span>
                    )}
                  </th>
                  <td className="px-4 py-2 text-right">
                    {formatFigure(metric.current, metric.unit)}
                  </td>
                  <td className="px-4 py-2 text-right">
                    {formatFigure(metric.target, metric.unit)}
                  </td>
                  <td className="px-4 py-2 text-right">
                    <Badge tone={colour}>{percent}%</Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  );
}

function Goals({ guide }: { guide: Guide }) {
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{guide.goals.intro}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {guide.goals.items.map((goal: GoalDisplay) => (
          <Card key={goal.title} className="space-y-3 p-5">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold text-slate-950">{goal.title}</h3>
              <Badge tone={goalTone[goal.status]} className="shrink-0">
                {goal.status}
              </Badge>
            </div>
            <div
              role="progressbar"
              aria-label={goal.title}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={goal.progress}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={cn('h-full rounded-full', barClasses[guideTileColour(goal.progress)])}
                style={{ width: `${Math.min(100, goal.progress)}%` }}
              />
            </div>
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{guidesText.nextStep}: </span>
              {goal.nextStep}
            </p>
          </Card>
        ))}
      </div>
      <Sections sections={guide.goals.sections} />
    </div>
  );
}
