import { labelEvery, niceMax } from './scale';
import { useElementWidth } from './use-element-width';

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
  formatValue = (n) => n.toLocaleString('en-US'),
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
  const top = niceMax(Math.max(minTop, ...bars.map((b) => b.value)));
  // Whole-number ticks only: half of an odd top would be a fraction of a count or a cent.
  const ticks = top % 2 === 0 ? [0, top / 2, top] : [0, top];
  const left = Math.max(...ticks.map((t) => formatValue(t).length)) * 7 + 10;
  const plotWidth = Math.max(1, width - left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const step = plotWidth / Math.max(1, bars.length);
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const every = labelEvery(bars.length, plotWidth, 56);

  return (
    <div ref={ref} className="w-full">
      <svg role="img" aria-label={label} width={width} height={height} className="block">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={left + plotWidth}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
            />
            <text
              x={left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-slate-600 text-[11px]"
            >
              {formatValue(tick)}
            </text>
          </g>
        ))}
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
        {bars.map((bar, i) =>
          (bars.length - 1 - i) % every === 0 ? (
            <text
              key={bar.key}
              x={i === bars.length - 1 ? left + plotWidth : left + step * i + step / 2}
              y={height - 6}
              // The last label ends at the plot's edge, so it is never cut off.
              textAnchor={i === bars.length - 1 ? 'end' : 'middle'}
              className="fill-slate-600 text-[11px]"
            >
              {bar.tick}
            </text>
          ) : null,
        )}
      </svg>
    </div>
  );
}
