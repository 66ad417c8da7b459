import type { KpiPeriod, KpiTrend } from '../../../../common/contracts/growth';
import { chartText } from '../../../../content/charts';
import { growthText } from '../../../../content/growth-text';
import { ChartFigure } from '../../components/charts/chart-figure';
import { TrendChart } from '../../components/charts/trend-chart';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/states';
import { useKpiTrend } from './api/kpi-trend';
import { formatCount } from '../../../../common/format-number';

const text = chartText.kpiTrend;
const count = formatCount;

/** Each KPI over the last twelve periods against its goal (loaded with the Overview tab only). */
export function KpiTrendCharts({ period }: { period: KpiPeriod }) {
  const trend = useKpiTrend(period);
  return (
    <section aria-labelledby="kpi-trend-heading" className="space-y-3">
      <div>
        <h2 id="kpi-trend-heading" className="text-lg font-semibold text-slate-950">
          {text.heading[period]}
        </h2>
        <p className="text-sm text-slate-600">{text.intro}</p>
      </div>
      {trend.isPending ? (
        // Quiet outlines, not a skeleton: the tracker's figures above are the page's content, and
        // a page opened again shows no loading state (record 0052).
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} className="h-72" />
          ))}
        </div>
      ) : trend.isError && !trend.data ? (
        <ErrorState
          message={text.loadError}
          onRetry={() => void trend.refetch()}
          retryLabel={text.retry}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {trend.data.series.map((series) => (
            <TrendCard key={series.kpiType} period={trend.data.period} series={series} />
          ))}
        </div>
      )}
    </section>
  );
}

function TrendCard({ period, series }: { period: KpiPeriod; series: KpiTrend['series'][number] }) {
  const type = growthText.kpi.typeLabels[series.kpiType];
  const points = series.points;
  const latest = points[points.length - 1];
  const label = text.label(type, period, latest, points[points.length - 2]);
  return (
    <Card className="p-4 sm:p-5">
      <ChartFigure
        title={type}
        testId={`kpi-trend-${series.kpiType}`}
        table={{
          caption: text.caption(type, period),
          columns: [text.periodColumn[period], type, text.goalColumn],
          rows: points.map((p) => ({
            key: p.start,
            cells: [
              text.periodName(period, p.start),
              count(p.total),
              p.target === null ? text.noGoal : count(Math.round(p.target)),
            ],
          })),
        }}
      >
        <TrendChart
          label={label}
          legend={{ value: text.legendValue, target: text.legendGoal }}
          points={points.map((p) => ({
            key: p.start,
            tick: text.tick(period, p.start),
            value: p.total,
            target: p.target,
          }))}
        />
      </ChartFigure>
    </Card>
  );
}
