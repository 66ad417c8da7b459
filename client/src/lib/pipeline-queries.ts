import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LeadImportResult } from '../../../common/contracts/growth';
import { crmApi } from '../../../common/contracts/crm-api';
import { growthApi } from '../../../common/contracts/growth-api';
import { callApi } from './api';

// The CRM's contacts and the prospect tracker show one set of people: a write on one side changes
// what the other shows. Each feature keys its queries by its contract's paths, so the other side's
// queries are named here by those paths, not by importing the other feature.

const crmPaths: ReadonlySet<unknown> = new Set(Object.values(crmApi).map((call) => call.path));

/**
 * After a deal is written (added, moved, edited, deleted or loaded from a lead order): the person's
 * status may have moved with it, so every CRM answer (contacts, a contact's deals, follow-ups that
 * name them, the figures) is asked again when next shown.
 */
export const refetchCrm = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => crmPaths.has(query.queryKey[0]) });

/** After a follow-up is planned or a person changes: the tracker's rows show their next one. */
export const refetchProspects = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [growthApi.listProspects.path] });

/**
 * "Load into tracker", from the tracker and from the order in /blu-leads: each lead added is a
 * deal in the tracker with a new person in the CRM, so both sides are asked again.
 */
export function useLoadLeadOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      callApi<LeadImportResult>(growthApi.importProspects, { body: { orderId } }),
    onSuccess: () => Promise.all([refetchProspects(queryClient), refetchCrm(queryClient)]),
  });
}
