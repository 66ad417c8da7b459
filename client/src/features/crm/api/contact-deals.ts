import { useQuery } from '@tanstack/react-query';
import { crmApi } from '../../../../../common/contracts/crm-api';
import type { PersonDeals } from '../../../../../common/contracts/growth';
import { callApi } from '../../../lib/api';

/** Every person's deals live under this key; a deal or contact write invalidates it whole. */
export const contactDealsKey = [crmApi.contactDeals.path] as const;

export const getContactDeals = (id: string) =>
  callApi<PersonDeals>(crmApi.contactDeals, { params: { id } });

/** One person's deals, newest first; asked for only once their card's Deals section is open. */
export function useContactDeals(contactId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...contactDealsKey, contactId] as const,
    queryFn: () => getContactDeals(contactId),
    enabled,
  });
}
