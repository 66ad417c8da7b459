import Bot from 'lucide-react/icons/bot';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { KpiEntry, KpiSummary } from '../../../../common/contracts/growth';
import { growthSuccess } from '../../../../common/growth-rules';
import {
  addDays,
  kpiColour,
  kpiPeriods,
  kpiTypes,
  recommendedMonthlyGoals,
  type KpiPeriod,
} from '../../../../common/kpi-rules';
import { growthText } from '../../../../content/growth-text';
import { Button } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FormSkeleton } from '../../components/ui/form-skeleton';
import { Select } from '../../components/ui/select';
import { EmptyState, ErrorState, Skeleton, SkeletonRows } from '../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../lib/use-toast';
import { formatDay } from '../../lib/date-time';
import { useLoadAhead } from '../../lib/use-load-ahead';
import { toastFailure } from '../../lib/toast-failure';
import { useDeleteKpiEntry } from './api/delete-kpi-entry';
import { useKpiGoals } from './api/kpi-goals';
import { useKpiOverview } from './api/kpi-overview';
import { ColouredBar, GrowthPageHeader } from './growth-ui';
import { formatCount } from '../../../../common/format-number';

const text = growthText.kpi;

const loadEntryForm = () => import('./kpi-entry-form');
const KpiEntryForm = lazy(() => loadEntryForm().then((m) => ({ default: m.KpiEntryForm })));
const KpiGoalForm = lazy(() => import('./kpi-goal-form').then((m) => ({ default: m.KpiGoalForm })));
// The charts and their drawing code load with the Overview tab, never with the page's first files.
const KpiTrendCharts = lazy(() =>
  import('./kpi-trend-charts').then((m) => ({ default: m.KpiTrendCharts })),
);

const tabs = ['overview', 'history', 'goals'] as const;
type Tab = (typeof tabs)[number];
const periodOptions = kpiPeriods.map((p) => ({ value: p, label: text.periodLabels[p] }));

/** The page's title and its one action, which need no answer: drawn in the shell's HTML. */
function KpiHeader({ onAdd }: { onAdd?: () => void }) {
  return (
    <GrowthPageHeader
      title={text.title}
      subtitle={text.subtitle}
      actions={
        <Button onClick={onAdd}>
          <Plus className="h-4 w-4" aria-hidden /> {text.add}
        </Button>
      }
    />
  );
}

/** What the KPI tracker shows before any answer arrives: the shell draws it while the code loads. */
export function PageTop() {
  return (
    <div className="space-y-6">
      <KpiHeader />
    </div>
  );
}

/** /growth/kpi-tracker: this period's figures against the user's goals, by hand and by the pipeline. */
export function KpiTrackerPage() {
  const [params, setParams] = useSearchParams();
  const requestedTab = params.get('tab');
  const tab: Tab = tabs.includes(requestedTab as Tab) ? (requestedTab as Tab) : 'overview';
  const requestedPeriod = params.get('period');
  const period: KpiPeriod = kpiPeriods.includes(requestedPeriod as KpiPeriod)
    ? (requestedPeriod as KpiPeriod)
    : 'monthly';
  const [isAdding, setIsAdding] = useState(false);
  const overview = useKpiOverview(period);

  // The entry form is its own download, fetched ahead of the click that opens it.
  useLoadAhead(loadEntryForm);

  const setParam = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const windowText = overview.data
    ? text.windowCaption(overview.data.start, addDays(overview.data.end, -1))
    : '';

  return (
    <div className="space-y-6">
      <KpiHeader onAdd={() => setIsAdding(true)} />

      <div className="flex flex-wrap items-center gap-3">
        <div className="w-48">
          <Select
            id="kpi-period-filter"
            aria-label={text.periodLabel}
            value={period}
            onValueChange={(value) => setParam('period', value, 'monthly')}
            options={periodOptions}
          />
        </div>
        <p className="text-sm text-slate-600" data-testid="kpi-window">
          {windowText}
        </p>
        <p className="w-full text-sm text-slate-600" data-testid="kpi-counted">
          {text.countedIn[period]}
        </p>
      </div>

      <section aria-label={text.overview.heading}>
        {overview.isPending ? (
          <SkeletonRows
            count={4}
            label={text.overview.loading}
            className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4"
            row={
              <div className="rounded-xl border border-slate-200 bg-white p-5">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="mt-3 h-8 w-1/3" />
                <Skeleton className="mt-3 h-2.5 w-full" />
              </div>
            }
          />
        ) : overview.isError && !overview.data ? (
          <ErrorState
            message={text.overview.loadError}
            onRetry={() => void overview.refetch()}
            retryLabel={growthText.common.retry}
          />
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            {overview.data.summaries.map((summary) => (
              <SummaryCard key={summary.kpiType} summary={summary} />
            ))}
          </div>
        )}
      </section>

      <Tabs value={tab} onValueChange={(value) => setParam('tab', value, 'overview')}>
        <TabsList aria-label={text.title}>
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {text.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab
            period={period}
            summaries={overview.data?.summaries}
            isPending={overview.isPending}
          />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab
            entries={overview.data?.entries}
            moreEntries={overview.data?.moreEntries ?? false}
            isPending={overview.isPending}
            onAdd={() => setIsAdding(true)}
          />
        </TabsContent>
        <TabsContent value="goals">
          <GoalsTab />
        </TabsContent>
      </Tabs>

      <Dialog open={isAdding} onOpenChange={setIsAdding}>
        {isAdding ? (
          <DialogContent title={text.form.title} description={text.form.description} size="lg">
            <Suspense fallback={<FormSkeleton fields={5} />}>
              <KpiEntryForm onDone={() => setIsAdding(false)} />
            </Suspense>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}

function SummaryCard({ summary }: { summary: KpiSummary }) {
  const label = text.typeLabels[summary.kpiType];
  return (
    <Card className="p-4 sm:p-5" data-testid={`kpi-card-${summary.kpiType}`}>
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="text-2xl font-bold text-slate-950 sm:text-3xl" data-testid="kpi-total">
          {formatCount(summary.total)}
        </span>
        {summary.target !== null ? (
          <span className="text-sm text-slate-600">
            {text.ofTarget(Math.round(summary.target))}
          </span>
        ) : null}
      </p>
      {summary.percent !== null ? (
        <div className="mt-3">
          <ColouredBar
            percent={summary.percent}
            colour={kpiColour(summary.percent)}
            label={text.barLabel(label)}
          />
          <p className="mt-1 text-xs text-slate-600">
            {summary.percent}% ·{' '}
            {summary.targetSource === 'goal' ? text.targetFromGoal : text.targetFromEntries}
          </p>
        </div>
      ) : (
        <p className="mt-3 text-xs text-slate-600">{text.noTarget}</p>
      )}
    </Card>
  );
}

function OverviewTab({
  period,
  summaries,
  isPending,
}: {
  period: KpiPeriod;
  summaries: KpiSummary[] | undefined;
  isPending: boolean;
}) {
  if (isPending || !summaries) {
    return (
      <SkeletonRows
        count={3}
        label={text.overview.loading}
        className="grid gap-3"
        row={<Skeleton className="h-14 w-full" />}
      />
    );
  }
  return (
    <div className="space-y-3">
      <h2 className="sr-only">{text.overview.heading}</h2>
      <Card className="divide-y divide-slate-100">
        {summaries.map((summary) => {
          const label = text.typeLabels[summary.kpiType];
          const range = recommendedMonthlyGoals[summary.kpiType];
          return (
            <div key={summary.kpiType} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <p className="min-w-40 flex-1 font-medium text-slate-900">{label}</p>
              <p className="text-sm text-slate-700">
                {formatCount(summary.total)}{' '}
                {summary.target !== null
                  ? text.ofTarget(Math.round(summary.target))
                  : `· ${text.noTarget}`}
              </p>
              <p className="w-full text-xs text-slate-500 sm:w-auto">
                {text.overview.recommended(range.min, range.max)}
              </p>
            </div>
          );
        })}
      </Card>
      <p className="text-sm text-slate-600">{text.overview.tip}</p>
      {/* No loading state while the charts' code arrives: a page opened again draws its first
          frame from kept answers with no spinner (record 0052), and the charts sit below it. */}
      <Suspense fallback={null}>
        <div className="pt-3">
          <KpiTrendCharts period={period} />
        </div>
      </Suspense>
    </div>
  );
}

function HistoryTab({
  entries,
  moreEntries,
  isPending,
  onAdd,
}: {
  entries: KpiEntry[] | undefined;
  moreEntries: boolean;
  isPending: boolean;
  onAdd: () => void;
}) {
  const deleteMutation = useDeleteKpiEntry();
  const t = text.history;

  async function remove(entry: KpiEntry) {
    try {
      await deleteMutation.mutateAsync(entry.id);
      toast({ title: growthSuccess.kpiDeleted, variant: 'success' });
    } catch (error) {
      toastFailure(text.toasts.deleteFailed, error, { onlyRefusals: true });
    }
  }

  if (isPending || !entries) {
    return (
      <SkeletonRows
        count={5}
        label={text.overview.loading}
        className="grid gap-2"
        row={<Skeleton className="h-12 w-full" />}
      />
    );
  }
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={Plus}
        title={t.empty}
        body={text.form.description}
        action={<Button onClick={onAdd}>{text.add}</Button>}
      />
    );
  }
  return (
    <section aria-label={t.heading} className="space-y-2">
      <ul
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        data-testid="kpi-history"
      >
        {entries.map((entry) => {
          const label = text.typeLabels[entry.kpiType];
          return (
            <li
              key={entry.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm"
              data-testid="kpi-entry"
            >
              <time dateTime={entry.date} className="w-36 whitespace-nowrap text-slate-600">
                {formatDay(entry.date)}
              </time>
              <span className="min-w-40 flex-1 font-medium text-slate-900">{label}</span>
              <span className="font-semibold text-slate-950">{formatCount(entry.value)}</span>
              {entry.target !== null ? (
                <span className="text-slate-600">{t.target(entry.target)}</span>
              ) : null}
              <span className="text-slate-600">{text.periodNames[entry.period]}</span>
              {entry.automatic ? (
                <Badge tone="purple" className="gap-1">
                  <Bot className="h-3.5 w-3.5" aria-hidden /> {t.automatic}
                </Badge>
              ) : (
                <Badge tone="slate">{t.manual}</Badge>
              )}
              {entry.automatic && entry.sourceLabel ? (
                <span className="text-slate-600">{t.fromSource(entry.sourceLabel)}</span>
              ) : null}
              {!entry.automatic ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto text-red-700 hover:bg-red-50"
                  aria-label={t.deleteLabel(label, formatDay(entry.date))}
                  disabled={deleteMutation.isPending}
                  onClick={() => void remove(entry)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {moreEntries ? <p className="text-sm text-slate-600">{t.more}</p> : null}
    </section>
  );
}

function GoalsTab() {
  const goals = useKpiGoals();
  const [period, setPeriod] = useState<KpiPeriod>('monthly');
  const t = text.goals;
  return (
    <section aria-labelledby="goals-heading" className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card className="p-5">
        <h2 id="goals-heading" className="font-semibold text-slate-950">
          {t.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        <div className="mt-4 w-48">
          <Select
            aria-label={t.periodLabel}
            value={period}
            onValueChange={(value) => setPeriod(value as KpiPeriod)}
            options={kpiPeriods.map((p) => ({ value: p, label: text.periodNames[p] }))}
          />
        </div>
        {goals.isPending ? (
          <FormSkeleton fields={4} />
        ) : goals.isError ? (
          <ErrorState
            message={t.loadError}
            onRetry={() => void goals.refetch()}
            retryLabel={growthText.common.retry}
          />
        ) : (
          <Suspense fallback={<FormSkeleton fields={4} />}>
            <div className="mt-4 grid gap-4">
              {kpiTypes.map((kpiType) => {
                const current =
                  goals.data.find((g) => g.kpiType === kpiType && g.period === period)?.target ??
                  null;
                return (
                  <KpiGoalForm
                    key={`${period}-${kpiType}-${current}`}
                    kpiType={kpiType}
                    period={period}
                    current={current}
                    suggested={period === 'monthly' ? recommendedMonthlyGoals[kpiType].min : null}
                  />
                );
              })}
            </div>
          </Suspense>
        )}
      </Card>
      <Card className="h-fit p-5">
        <h2 className="font-semibold text-slate-950">{t.recommendedHeading}</h2>
        <dl className="mt-3 space-y-2 text-sm">
          {kpiTypes.map((kpiType) => {
            const range = recommendedMonthlyGoals[kpiType];
            return (
              <div key={kpiType} className="flex justify-between gap-3">
                <dt className="text-slate-700">{text.typeLabels[kpiType]}</dt>
                <dd className="font-semibold text-slate-950">
                  {t.recommended(range.min, range.max)}
                </dd>
              </div>
            );
          })}
        </dl>
      </Card>
    </section>
  );
}
