import type { PurchaseRow } from '../../../../../common/contracts/operator';
import { useOperatorList, type OperatorListFilters } from './operator-list';

export const purchasesPath = '/api/operator/lists/purchases';

export const usePurchases = (filters: OperatorListFilters) =>
  useOperatorList<PurchaseRow>(purchasesPath, filters);
