import { ColumnLabels, plotOf, ValueGrid } from './plot';
import { useElementWidth } from './use-element-width';
import { formatCount } from '../../../../common/format-number';

export type Bar = { key: string; tick: string; value: number };

const tones = {
  brand: 'fill-brand-600',
  green: 'fill-emerald-600',
  red: 'fill-red-600',
} as const;

const margin = { top: 8, right: 8, bottom: 22 };

/**
 * Bars of values in a row (a day each), drawn as SVG at the width it is shown; one image to
 * assistive technology, named by `label`, with its figures in the table of the ChartFigure around it.
 */
export function BarChart({
  label,
  bars,
  tone = 'brand',
  formatValue = formatCount,
  height = 140,
  minTop = 1,
}: {
  label: string;
  bars: readonly Bar[];
  tone?: keyof typeof tones;
  formatValue?: (value: number) => string;
  height?: number;
  /** The least top of the axis, so that days of nothing do not draw an axis of one cent. */
  minTop?: number;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(320);
  const plot = plotOf({
    width,
    height,
    margin,
    max: Math.max(minTop, ...bars.map((b) => b.value)),
    count: bars.length,
    formatValue,
  });
  const { left, step, y, plotHeight } = plot;

  return (
    <div ref={ref} className="w-full">
      <svg role="img" aria-label={label} width={width} height={height} className="block">
        <ValueGrid plot={plot} formatValue={formatValue} />
        {bars.map((bar, i) =>
          bar.value > 0 ? (
            <rect
              key={bar.key}
              x={left + step * i + step * 0.15}
              y={y(bar.value)}
              width={Math.max(1, step * 0.7)}
              height={margin.top + plotHeight - y(bar.value)}
              rx={1.5}
              className={tones[tone]}
            />
          ) : null,
        )}
        <ColumnLabels plot={plot} columns={bars} each={56} />
      </svg>
    </div>
  );
}
