import { labelEvery, niceMax } from './scale';

export type Margin = { top: number; right: number; bottom: number };

/** Where a chart of `count` columns draws: its value axis, its columns and its vertical scale. */
export type Plot = {
  width: number;
  height: number;
  margin: Margin;
  top: number;
  ticks: number[];
  left: number;
  plotWidth: number;
  plotHeight: number;
  /** One column's width. */
  step: number;
  /** The centre of column `i`. */
  x: (i: number) => number;
  y: (value: number) => number;
};

/**
 * The layout of a chart with one value axis: a round top at or above `max`, whole-number ticks, and
 * room on the left for the widest tick label as `formatValue` writes it.
 */
export function plotOf(options: {
  width: number;
  height: number;
  margin: Margin;
  max: number;
  count: number;
  formatValue: (value: number) => string;
}): Plot {
  const { width, height, margin, count, formatValue } = options;
  const top = niceMax(options.max);
  // Whole-number ticks only: half of an odd top would be a fraction of a count or a cent.
  const ticks = top % 2 === 0 ? [0, top / 2, top] : [0, top];
  const left = Math.max(...ticks.map((t) => formatValue(t).length)) * 7 + 10;
  const plotWidth = Math.max(1, width - left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const step = plotWidth / Math.max(1, count);
  return {
    width,
    height,
    margin,
    top,
    ticks,
    left,
    plotWidth,
    plotHeight,
    step,
    x: (i) => left + step * i + step / 2,
    y: (value) => margin.top + plotHeight - (value / top) * plotHeight,
  };
}

/** The horizontal grid lines and the value labels at the plot's ticks. */
export function ValueGrid({
  plot,
  formatValue,
}: {
  plot: Plot;
  formatValue: (value: number) => string;
}) {
  return plot.ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={plot.left}
        x2={plot.left + plot.plotWidth}
        y1={plot.y(tick)}
        y2={plot.y(tick)}
        className="stroke-slate-200"
      />
      <text
        x={plot.left - 6}
        y={plot.y(tick)}
        dy="0.32em"
        textAnchor="end"
        className="fill-slate-600 text-[11px]"
      >
        {formatValue(tick)}
      </text>
    </g>
  ));
}

/**
 * The columns' labels under the plot, as many as fit at about `each` pixels a label, counted from
 * the last column so the latest is always named.
 */
export function ColumnLabels({
  plot,
  columns,
  each,
}: {
  plot: Plot;
  columns: readonly { key: string; tick: string }[];
  each: number;
}) {
  const every = labelEvery(columns.length, plot.plotWidth, each);
  const last = columns.length - 1;
  return columns.map((column, i) =>
    (last - i) % every === 0 ? (
      <text
        key={column.key}
        x={i === last ? plot.left + plot.plotWidth : plot.x(i)}
        y={plot.height - 6}
        // The last label ends at the plot's edge, so it is never cut off.
        textAnchor={i === last ? 'end' : 'middle'}
        className="fill-slate-600 text-[11px]"
      >
        {column.tick}
      </text>
    ) : null,
  );
}
