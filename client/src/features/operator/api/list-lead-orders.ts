import type { LeadOrderRow } from '../../../../../common/contracts/operator';
import { useOperatorList, type OperatorListFilters } from './operator-list';

export const leadOrdersPath = '/api/operator/lists/lead-orders';

export const useLeadOrderRows = (filters: OperatorListFilters) =>
  useOperatorList<LeadOrderRow>(leadOrdersPath, filters);
