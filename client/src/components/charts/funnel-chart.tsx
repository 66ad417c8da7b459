export type FunnelRow = { key: string; name: string; value: number; note: string };

/**
 * Stages from the widest to the narrowest, each bar as wide as its share of the first stage. One
 * image to assistive technology, named by `label`; its figures are in the ChartFigure's table.
 */
export function FunnelChart({ label, rows }: { label: string; rows: readonly FunnelRow[] }) {
  const widest = Math.max(1, ...rows.map((row) => row.value));
  return (
    <div role="img" aria-label={label} className="grid gap-3">
      {rows.map((row) => (
        <div key={row.key}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-medium text-slate-800">{row.name}</span>
            <span className="text-slate-600">{row.note}</span>
          </div>
          <div className="mt-1 flex h-8 justify-center rounded-md bg-slate-100">
            {row.value > 0 ? (
              <div
                className="h-full rounded-md bg-brand-600"
                style={{ width: `${Math.max(2, (row.value / widest) * 100)}%` }}
              />
            ) : null}
          </div>
        </div>
      ))}
    </div>
  );
}
