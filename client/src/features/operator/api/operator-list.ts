import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type Endpoint, urlOf } from '../../../../../common/contracts/endpoint';
import { callApi } from '../../../lib/api';

/** A console list's filters as the API takes them; empty parts are left out. */
export type OperatorListFilters = {
  from?: string;
  to?: string;
  search?: string;
  product?: string;
  status?: string;
  payment?: string;
};

/** A console list's two calls: its rows a page at a time, and the CSV of the same filters. */
export type OperatorListEndpoints = { rows: Endpoint<'GET'>; csv: Endpoint<'GET'> };

/**
 * Every console list lives under this key (then its rows' path and filters), so a move on an
 * order reloads them all. No endpoint is the parent of the lists, hence a name, not a path.
 */
export const operatorListsKey = ['operator-lists'] as const;

/** The CSV download of the same filters: a link (the session cookie goes with it). */
export const operatorExportUrl = (list: OperatorListEndpoints, filters: OperatorListFilters) =>
  urlOf(list.csv, undefined, filters);

/** A console list a page at a time, newest first; the previous answer stays while filters change. */
export function useOperatorList<Row>(list: OperatorListEndpoints, filters: OperatorListFilters) {
  return useInfiniteQuery({
    queryKey: [...operatorListsKey, list.rows.path, filters] as const,
    queryFn: ({ pageParam }) =>
      callApi<{ items: Row[]; nextCursor: string | null }>(list.rows, {
        query: { ...filters, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
