import { ColumnLabels, plotOf, ValueGrid } from './plot';
import { useElementWidth } from './use-element-width';
import { formatCount } from '../../../../common/format-number';

export type TrendPoint = { key: string; tick: string; value: number; target: number | null };

const margin = { top: 10, right: 8, bottom: 22 };

/**
 * A line of values period by period against its target (a dashed step per period), drawn as SVG at
 * the width it is shown. The drawing is one image to assistive technology: `label` says what it
 * shows, and the figures themselves are in the table of the ChartFigure around it.
 */
export function TrendChart({
  label,
  points,
  legend,
  formatValue = formatCount,
  height = 176,
}: {
  label: string;
  points: readonly TrendPoint[];
  legend: { value: string; target: string };
  formatValue?: (value: number) => string;
  height?: number;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(320);
  const plot = plotOf({
    width,
    height,
    margin,
    max: Math.max(...points.map((p) => Math.max(p.value, p.target ?? 0))),
    count: points.length,
    formatValue,
  });
  const { step, x, y } = plot;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(p.value)}`).join(' ');
  const goal = points
    .map((p, i) =>
      p.target === null ? '' : `M${x(i) - step / 2},${y(p.target)} H${x(i) + step / 2}`,
    )
    .join(' ');

  return (
    <div ref={ref} className="w-full">
      <svg role="img" aria-label={label} width={width} height={height} className="block">
        <ValueGrid plot={plot} formatValue={formatValue} />
        {goal ? (
          <path
            d={goal}
            fill="none"
            strokeWidth={2}
            strokeDasharray="5 4"
            className="stroke-slate-500"
          />
        ) : null}
        <path
          d={line}
          fill="none"
          strokeWidth={2.5}
          strokeLinejoin="round"
          className="stroke-brand-600"
        />
        {points.map((p, i) => (
          <circle key={p.key} cx={x(i)} cy={y(p.value)} r={3} className="fill-brand-600" />
        ))}
        <ColumnLabels plot={plot} columns={points} each={34} />
      </svg>
      <p className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-600" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-4 bg-brand-600" /> {legend.value}
        </span>
        {points.some((p) => p.target !== null) ? (
          <span className="inline-flex items-center gap-1.5">
            <span className="w-4 border-t-2 border-dashed border-slate-500" /> {legend.target}
          </span>
        ) : null}
      </p>
    </div>
  );
}
