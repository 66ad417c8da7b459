import Download from 'lucide-react/icons/download';
import Search from 'lucide-react/icons/search';
import { useMemo, useState, type ReactNode } from 'react';
import { operatorText } from '../../../../content/operator';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/fields';
import { SearchInput } from '../../components/ui/search-input';
import { Select, type SelectOption } from '../../components/ui/select';
import { EmptyState, ErrorState, Skeleton, SkeletonRows } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  operatorExportUrl,
  type OperatorListEndpoints,
  type OperatorListFilters,
  useOperatorList,
} from './api/operator-list';

const text = operatorText.filters;
const ANY = 'any';
/**
 * Four columns: the dates and pickers first, then the search; the buttons end the search's row
 * when the pickers fill the first one, and take a row of their own otherwise.
 */
const searchSpan: Record<number, string> = {
  0: 'lg:col-span-2',
  1: 'lg:col-span-1',
  2: 'lg:col-span-3',
};
const buttonsSpan: Record<number, string> = { 2: 'lg:col-span-1 lg:justify-end' };

/** A filter picked from a list: its query parameter, label and choices. */
export type OperatorSelectFilter = {
  name: 'product' | 'status' | 'payment';
  label: string;
  options: readonly SelectOption[];
};

export type OperatorColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell's text style (the default is plain slate-800). */
  className?: string;
};

/** A calendar day of the operator's own time zone as the instant it starts. */
const startOfDay = (day: string, addDays = 0) => {
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + addDays);
  return date.toISOString();
};

/**
 * One console list: filters (a date range, optional product and status, a search), the rows a
 * page at a time with Load more, and the CSV export of the same filters.
 */
export function OperatorList<Row extends { id: string }>({
  id,
  endpoints,
  caption,
  emptyText,
  searchLabel,
  selects = [],
  columns,
}: {
  id: string;
  endpoints: OperatorListEndpoints;
  caption: string;
  emptyText: string;
  searchLabel: string;
  selects?: readonly OperatorSelectFilter[];
  columns: readonly OperatorColumn<Row>[];
}) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [picked, setPicked] = useState<Partial<Record<OperatorSelectFilter['name'], string>>>({});
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const filters: OperatorListFilters = useMemo(
    () => ({
      from: from ? startOfDay(from) : undefined,
      // "To" names the last day shown: the API's end is the start of the day after it.
      to: to ? startOfDay(to, 1) : undefined,
      ...picked,
      search: settledSearch || undefined,
    }),
    [from, to, picked, settledSearch],
  );
  const list = useOperatorList<Row>(endpoints, filters);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const isFiltered = Boolean(from || to || search || Object.keys(picked).length > 0);
  const withAny = (options: readonly SelectOption[]) => [
    { value: ANY, label: text.any },
    ...options,
  ];

  const clear = () => {
    setFrom('');
    setTo('');
    setPicked({});
    setSearch('');
  };

  return (
    <section aria-labelledby={`${id}-caption`} className="space-y-4">
      <h2 id={`${id}-caption`} className="sr-only">
        {caption}
      </h2>
      <fieldset className="grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-4">
        <legend className="sr-only">{text.legend}</legend>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-from`}>{text.from}</Label>
          <Input
            id={`${id}-from`}
            type="date"
            className="min-w-0"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-to`}>{text.to}</Label>
          <Input
            id={`${id}-to`}
            type="date"
            className="min-w-0"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        {selects.map((select) => (
          <div key={select.name} className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${id}-${select.name}`}>{select.label}</Label>
            <Select
              id={`${id}-${select.name}`}
              value={picked[select.name] ?? ANY}
              onValueChange={(value) =>
                setPicked((current) => {
                  const next = { ...current };
                  if (value === ANY) delete next[select.name];
                  else next[select.name] = value;
                  return next;
                })
              }
              options={withAny(select.options)}
            />
          </div>
        ))}
        <div className={`col-span-2 grid gap-1.5 ${searchSpan[selects.length] ?? ''}`}>
          <Label htmlFor={`${id}-search`}>{searchLabel}</Label>
          <SearchInput
            id={`${id}-search`}
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div
          className={`col-span-2 flex flex-wrap gap-2 ${buttonsSpan[selects.length] ?? 'lg:col-span-4'}`}
        >
          <Button asChild variant="secondary" size="sm">
            <a href={operatorExportUrl(endpoints, filters)} download>
              <Download className="h-4 w-4" aria-hidden /> {text.exportCsv}
            </a>
          </Button>
          {isFiltered ? (
            <Button variant="ghost" size="sm" onClick={clear}>
              {text.clear}
            </Button>
          ) : null}
        </div>
      </fieldset>

      {list.isPending ? (
        <SkeletonRows
          count={5}
          label={operatorText.lists.loading}
          className="space-y-2"
          row={<Skeleton className="h-10 w-full" />}
        />
      ) : list.isError && !list.data ? (
        <ErrorState
          message={operatorText.lists.loadFailed}
          onRetry={() => void list.refetch()}
          retryLabel={operatorText.lists.retry}
        />
      ) : rows.length === 0 ? (
        <EmptyState icon={Search} title={emptyText} body={caption} />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {operatorText.lists.showing(rows.length, list.hasNextPage)}
          </p>
          {/* A table from sm up; below it each row is a card of labelled values, so a phone
              reads every column without scrolling sideways. */}
          <div className="rounded-xl border border-slate-200 bg-white sm:overflow-x-auto">
            <table className="block w-full text-left text-sm sm:table sm:min-w-[44rem]">
              <caption className="sr-only">{caption}</caption>
              <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-600 sm:table-header-group">
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col" className="px-3 py-2 font-semibold">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="block divide-y divide-slate-100 sm:table-row-group">
                {rows.map((row) => (
                  <tr key={row.id} className="grid gap-2 p-4 align-top sm:table-row sm:p-0">
                    {columns.map((column) => (
                      <td
                        key={column.header}
                        className={cn(
                          'grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 sm:table-cell sm:px-3 sm:py-2',
                          column.className ?? 'text-slate-800',
                        )}
                      >
                        <span className="text-xs font-semibold uppercase tracking-wide text-slate-600 sm:hidden">
                          {column.header}
                        </span>
                        <div className="min-w-0 [overflow-wrap:anywhere] sm:[overflow-wrap:normal]">
                          {column.cell(row)}
                        </div>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? operatorText.lists.loading : operatorText.lists.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
