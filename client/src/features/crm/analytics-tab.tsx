import ChartColumn from 'lucide-react/icons/chart-column';
import { lazy, Suspense } from 'react';
import { formatUsd } from '../../../../common/catalogue';
import { contactStatuses } from '../../../../common/crm-rules';
import { crmText } from '../../../../content/crm';
import { Card } from '../../components/ui/card';
import { EmptyState, ErrorState, Skeleton, SkeletonRows } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { useAnalytics } from './api/get-analytics';
import { useNow } from '../../lib/use-now';
import { statusBarClass } from './crm-badges';

const text = crmText.analytics;
// The funnel's drawing code loads with this tab, not with the CRM page's first files.
const PipelineFunnel = lazy(() =>
  import('./pipeline-funnel').then((m) => ({ default: m.PipelineFunnel })),
);

function Figure({
  label,
  value,
  help,
  tone = 'default',
}: {
  label: string;
  value: string;
  help: string;
  tone?: 'default' | 'warning';
}) {
  return (
    <Card className="p-4" data-testid="crm-figure">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p
        className={cn(
          'mt-1 text-2xl font-bold',
          tone === 'warning' ? 'text-red-700' : 'text-slate-950',
        )}
      >
        {value}
      </p>
      <p className="mt-1 text-xs text-slate-600">{help}</p>
    </Card>
  );
}

/** Counts per status, pipeline shares, values, win rate and follow-ups due, each explained; summed by the server. */
export function AnalyticsTab() {
  const now = useNow();
  const analytics = useAnalytics(now);

  if (analytics.isPending) {
    return (
      <SkeletonRows
        count={6}
        label={text.loading}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        row={<Skeleton className="h-28 rounded-xl" />}
      />
    );
  }
  if (analytics.isError) {
    return (
      <ErrorState
        message={text.loadError}
        onRetry={() => void analytics.refetch()}
        retryLabel={crmText.states.retry}
      />
    );
  }
  const summary = analytics.data;
  if (summary.total === 0 && summary.followUpCount === 0) {
    return <EmptyState icon={ChartColumn} title={text.empty.title} body={text.empty.body} />;
  }

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label={text.openPipeline}
          value={formatUsd(summary.openPipelineCents)}
          help={text.openPipelineHelp}
        />
        <Figure
          label={text.wonValue}
          value={formatUsd(summary.wonValueCents)}
          help={text.wonValueHelp}
        />
        <Figure
          label={text.winRate}
          value={summary.winRatePercent === null ? text.noWinRate : `${summary.winRatePercent}%`}
          help={text.winRateHelp}
        />
        <Figure label={text.dueSoon} value={String(summary.dueSoon)} help={text.dueSoonHelp} />
        <Figure
          label={text.overdue}
          value={String(summary.overdue)}
          help={text.overdueHelp}
          tone={summary.overdue > 0 ? 'warning' : 'default'}
        />
      </div>

      <section aria-labelledby="per-status-heading">
        <h2 id="per-status-heading" className="text-lg font-semibold text-slate-950">
          {text.perStatusTitle}
        </h2>
        <p className="text-sm text-slate-600">{text.perStatusHelp}</p>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {contactStatuses.map((status) => (
            <Card key={status} className="p-4">
              <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                <span
                  className={cn('h-2.5 w-2.5 rounded-full', statusBarClass[status])}
                  aria-hidden
                />
                {crmText.statusLabels[status]}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-slate-950">{summary.counts[status]}</dd>
            </Card>
          ))}
        </dl>
      </section>

      <section aria-labelledby="pipeline-heading">
        <Card className="p-4 sm:p-5">
          <h2 id="pipeline-heading" className="text-lg font-semibold text-slate-950">
            {text.pipelineTitle}
          </h2>
          <p className="text-sm text-slate-600">{text.pipelineHelp}</p>
          <ul className="mt-4 grid gap-3">
            {contactStatuses.map((status) => (
              <li key={status} data-testid={`pipeline-${status}`}>
                <div className="flex items-baseline justify-between text-sm">
                  <span className="font-medium text-slate-800">{crmText.statusLabels[status]}</span>
                  <span className="text-slate-600">
                    {summary.counts[status]} · {summary.shares[status]}%
                  </span>
                </div>
                <div
                  className="mt-1 h-3 w-full overflow-hidden rounded-full bg-slate-100"
                  aria-hidden
                >
                  <div
                    className={cn('h-full rounded-full', statusBarClass[status])}
                    style={{ width: `${summary.shares[status]}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </Card>
      </section>

      <Suspense fallback={<Skeleton className="h-72 rounded-xl" />}>
        <PipelineFunnel analytics={summary} />
      </Suspense>
    </div>
  );
}
