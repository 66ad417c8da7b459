import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Contact, ContactListQuery } from '../../../../../common/contracts/crm';
import { apiGet } from '../../../lib/api';

/** Every contacts list (any filter) lives under this key; writes invalidate it as a whole. */
export const contactsKey = ['/api/crm/contacts'] as const;

export type ContactFilter = Partial<ContactListQuery>;

/** Empty parts are left out, so "no filter" is always one cache entry and one URL. */
function normalise(filter: ContactFilter): ContactFilter {
  return {
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

export const contactsQueryKey = (filter: ContactFilter = {}) =>
  [...contactsKey, normalise(filter)] as const;

export function getContacts(filter: ContactFilter = {}): Promise<Contact[]> {
  const params = new URLSearchParams(normalise(filter) as Record<string, string>).toString();
  return apiGet<Contact[]>(`/api/crm/contacts${params ? `?${params}` : ''}`);
}

/** The signed-in user's contacts; while a new filter loads, the previous answer stays on screen. */
export function useContacts(filter: ContactFilter = {}) {
  return useQuery({
    queryKey: contactsQueryKey(filter),
    queryFn: () => getContacts(filter),
    placeholderData: keepPreviousData,
  });
}
