import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { ContactListQuery, ContactPage } from '../../../../../common/contracts/crm';
import { callApi } from '../../../lib/api';

/** Every contacts list (any filter, any page) lives under this key; writes invalidate it as a whole. */
export const contactsKey = [crmApi.listContacts.path] as const;

export type ContactFilter = Pick<ContactListQuery, 'search' | 'status' | 'sort'>;

/** Empty parts are left out, so "no filter" is always one cache entry and one URL. */
function normalise(filter: ContactFilter): ContactFilter {
  return {
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.sort ? { sort: filter.sort } : {}),
  };
}

export const contactsQueryKey = (filter: ContactFilter = {}) =>
  [...contactsKey, normalise(filter)] as const;

/**
 * One page of contacts in the filter's order (newest first unless it names another); `cursor` is
 * the previous page's `nextCursor`.
 */
export function getContactPage(filter: ContactFilter = {}, cursor?: string): Promise<ContactPage> {
  return callApi<ContactPage>(crmApi.listContacts, { query: { ...normalise(filter), cursor } });
}

/**
 * The signed-in user's contacts a page at a time (fetchNextPage loads the next one); while a new
 * filter loads, the previous answer stays on screen.
 */
export function useContacts(filter: ContactFilter = {}) {
  return useInfiniteQuery({
    queryKey: [...contactsQueryKey(filter), 'pages'] as const,
    queryFn: ({ pageParam }) => getContactPage(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The first page only: enough for a picker that narrows by searching on the server. */
export function useContactChoices(filter: ContactFilter = {}) {
  return useQuery({
    queryKey: [...contactsQueryKey(filter), 'first'] as const,
    queryFn: () => getContactPage(filter),
    placeholderData: keepPreviousData,
  });
}
