import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/** A console list's filters as the API takes them; empty parts are left out. */
export type OperatorListFilters = {
  from?: string;
  to?: string;
  search?: string;
  product?: string;
  status?: string;
  payment?: string;
};

/** Every console list lives under this key. */
export const operatorListsKey = ['/api/operator/lists'] as const;

function queryOf(filters: OperatorListFilters, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The CSV download of the same filters: a link (the session cookie goes with it). */
export const operatorExportUrl = (path: string, filters: OperatorListFilters) =>
  `${path}/export.csv${queryOf(filters)}`;

/** A console list a page at a time, newest first; the previous answer stays while filters change. */
export function useOperatorList<Row>(path: string, filters: OperatorListFilters) {
  return useInfiniteQuery({
    queryKey: [...operatorListsKey, path, filters] as const,
    queryFn: ({ pageParam }) =>
      apiGet<{ items: Row[]; nextCursor: string | null }>(`${path}${queryOf(filters, pageParam)}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
