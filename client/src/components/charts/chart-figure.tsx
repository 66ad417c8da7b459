import type { ReactNode } from 'react';
import { chartText } from '../../../../content/charts';
import { cn } from '../../lib/cn';

/** The figures a chart draws, as a table: a caption, the column names and one row a point. */
export type ChartTable = {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
};

/**
 * A chart with its title, its graphics (each one role="img" with a label that says what it shows)
 * and the same figures as a table behind "Show as a table": a native <details>, so a keyboard or a
 * screen reader opens it like any button, and the figures are there to read exactly.
 */
export function ChartFigure({
  title,
  titleAs: Title = 'h3',
  description,
  table,
  children,
  className,
  testId,
}: {
  title: string;
  titleAs?: 'h2' | 'h3';
  description?: ReactNode;
  table: ChartTable;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <figure className={cn('min-w-0', className)} data-testid={testId}>
      <figcaption>
        <Title className="font-semibold text-slate-950">{title}</Title>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </figcaption>
      <div className="mt-3">{children}</div>
      <details className="group mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          {chartText.showTable}
        </summary>
        {/* A region that takes focus, so that a table wider than a phone scrolls from the keyboard. */}
        <div className="mt-2 overflow-x-auto" role="region" aria-label={table.caption} tabIndex={0}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{table.caption}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                {table.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-1.5 py-1.5 font-semibold text-slate-700 sm:px-2"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-100">
                  {row.cells.map((cell, i) =>
                    i === 0 ? (
                      <th
                        key={i}
                        scope="row"
                        className="px-1.5 py-1.5 font-medium whitespace-nowrap text-slate-800 sm:px-2"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="px-1.5 py-1.5 text-slate-700 tabular-nums sm:px-2">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
