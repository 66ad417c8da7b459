import { formatUsd } from '../../../../common/catalogue';
import type { CrmAnalytics } from '../../../../common/contracts/crm';
import { chartText } from '../../../../content/charts';
import { crmText } from '../../../../content/crm';
import { ChartFigure } from '../../components/charts/chart-figure';
import { FunnelChart } from '../../components/charts/funnel-chart';
import { Card } from '../../components/ui/card';
import { formatCount } from '../../../../common/format-number';

const text = chartText.funnel;
const money = (cents: number) => formatUsd(Math.round(cents));

/** The pipeline as a funnel: who reached each stage, its deal value and its conversion. */
export function PipelineFunnel({ analytics }: { analytics: CrmAnalytics }) {
  const steps = analytics.funnel.map((step) => ({
    ...step,
    name: crmText.statusLabels[step.stage],
  }));
  return (
    <Card className="p-4 sm:p-5">
      <ChartFigure
        title={text.heading}
        titleAs="h2"
        testId="crm-funnel"
        description={text.intro}
        table={{
          caption: text.heading,
          columns: [
            text.columns.stage,
            text.columns.reached,
            text.columns.count,
            text.columns.value,
            text.columns.conversion,
          ],
          rows: steps.map((step) => ({
            key: step.stage,
            cells: [
              step.name,
              formatCount(step.reached),
              formatCount(step.count),
              money(step.valueCents),
              step.conversionPercent === null ? text.noConversion : `${step.conversionPercent}%`,
            ],
          })),
        }}
      >
        <FunnelChart
          label={text.label(steps)}
          rows={steps.map((step) => ({
            key: step.stage,
            name: step.name,
            value: step.reached,
            note: [text.reached(step.reached), text.conversion(step.conversionPercent)]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
        <p className="mt-3 text-sm text-slate-600">
          {text.lost(analytics.counts.closed_lost, analytics.valueCents.closed_lost)}
        </p>
      </ChartFigure>
    </Card>
  );
}
