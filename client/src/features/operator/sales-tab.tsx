import type { DailyFigure } from '../../../../common/contracts/operator';
import { chartText } from '../../../../content/charts';
import { BarChart } from '../../components/charts/bar-chart';
import { ChartFigure } from '../../components/charts/chart-figure';
import { Card } from '../../components/ui/card';
import { ErrorState, Skeleton, SkeletonRows } from '../../components/ui/states';
import { useDailyFigures } from './api/daily-figures';

const text = chartText.sales;

type Measure = 'orders' | 'revenueCents' | 'refundsCents';

const total = (days: readonly DailyFigure[], measure: Measure) =>
  days.reduce((sum, day) => sum + day[measure], 0);
/** The day with the most (the latest of equals), for the label. */
const best = (days: readonly DailyFigure[], measure: Measure) =>
  days.reduce(
    (top, day) => (day[measure] >= top.value ? { day: day.day, value: day[measure] } : top),
    { day: days[0].day, value: days[0][measure] },
  );

/** The console's Sales tab: three charts over the same 30 days, and their figures as one table. */
export function SalesTab() {
  const figures = useDailyFigures();
  if (figures.isPending) {
    return (
      <SkeletonRows
        count={3}
        label={text.loading}
        className="grid gap-4"
        row={<Skeleton className="h-40 rounded-xl" />}
      />
    );
  }
  if (figures.isError) {
    return (
      <ErrorState
        message={text.loadError}
        onRetry={() => void figures.refetch()}
        retryLabel={text.retry}
      />
    );
  }
  const days = figures.data.days;
  const today = days[days.length - 1];
  const bars = (measure: Measure) =>
    days.map((day) => ({ key: day.day, tick: text.tick(day.day), value: day[measure] }));
  const charts = [
    {
      measure: 'orders' as const,
      name: text.charts.orders,
      tone: 'brand' as const,
      format: text.count,
      minTop: 1,
      label: text.ordersLabel(total(days, 'orders'), today.orders, best(days, 'orders')),
    },
    {
      measure: 'revenueCents' as const,
      name: text.charts.revenue,
      tone: 'green' as const,
      format: text.money,
      minTop: 100,
      label: text.moneyLabel(
        'Revenue',
        total(days, 'revenueCents'),
        today.revenueCents,
        best(days, 'revenueCents'),
      ),
    },
    {
      measure: 'refundsCents' as const,
      name: text.charts.refunds,
      tone: 'red' as const,
      format: text.money,
      minTop: 100,
      label: text.moneyLabel(
        'Refunds',
        total(days, 'refundsCents'),
        today.refundsCents,
        best(days, 'refundsCents'),
      ),
    },
  ];

  return (
    <Card className="p-4 sm:p-5">
      <ChartFigure
        title={text.heading}
        titleAs="h2"
        testId="operator-sales"
        description={text.intro(figures.data.timeZone)}
        table={{
          caption: text.caption,
          columns: [
            text.columns.day,
            text.columns.orders,
            text.columns.revenue,
            text.columns.refunds,
          ],
          rows: [...days].reverse().map((day) => ({
            key: day.day,
            cells: [
              text.dayName(day.day),
              text.count(day.orders),
              text.money(day.revenueCents),
              text.money(day.refundsCents),
            ],
          })),
        }}
      >
        <div className="grid gap-5">
          {charts.map((chart) => (
            <div key={chart.measure}>
              <h3 className="text-sm font-medium text-slate-700">{chart.name}</h3>
              <BarChart
                label={chart.label}
                tone={chart.tone}
                formatValue={chart.format}
                minTop={chart.minTop}
                bars={bars(chart.measure)}
              />
            </div>
          ))}
        </div>
      </ChartFigure>
    </Card>
  );
}
