import { type PurchaseRow } from '../../../../../common/contracts/operator';
import { operatorApi } from '../../../../../common/contracts/operator-api';
import {
  type OperatorListEndpoints,
  type OperatorListFilters,
  useOperatorList,
} from './operator-list';

export const purchasesEndpoints = {
  rows: operatorApi.purchases,
  csv: operatorApi.purchasesCsv,
} satisfies OperatorListEndpoints;

export const usePurchases = (filters: OperatorListFilters) =>
  useOperatorList<PurchaseRow>(purchasesEndpoints, filters);
