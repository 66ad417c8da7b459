import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { growthApi } from '../../../../../common/contracts/growth-api';
import type { ProspectListQuery, ProspectPage } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';

/** Every prospects list (any filter, any page) lives under this key; writes invalidate it whole. */
export const prospectsKey = [growthApi.listProspects.path] as const;

export type ProspectFilter = Pick<ProspectListQuery, 'search' | 'status'>;

function normalise(filter: ProspectFilter): ProspectFilter {
  return {
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

export function getProspectPage(
  filter: ProspectFilter = {},
  cursor?: string,
): Promise<ProspectPage> {
  return callApi<ProspectPage>(growthApi.listProspects, {
    query: { ...normalise(filter), cursor },
  });
}

/** The user's prospects a page at a time, newest first; a new filter keeps the old answer shown. */
export function useProspects(filter: ProspectFilter = {}) {
  return useInfiniteQuery({
    queryKey: [...prospectsKey, normalise(filter), 'pages'] as const,
    queryFn: ({ pageParam }) => getProspectPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The first page of matches only: enough for a picker that narrows by searching on the server. */
export function useProspectChoices(search: string) {
  const filter = normalise({ search });
  return useQuery({
    queryKey: [...prospectsKey, filter, 'first'] as const,
    queryFn: () => getProspectPage(filter),
    placeholderData: keepPreviousData,
  });
}
