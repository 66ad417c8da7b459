import { type LeadOrderRow } from '../../../../../common/contracts/operator';
import { operatorApi } from '../../../../../common/contracts/operator-api';
import {
  type OperatorListEndpoints,
  type OperatorListFilters,
  useOperatorList,
} from './operator-list';

export const leadOrderListEndpoints = {
  rows: operatorApi.leadOrders,
  csv: operatorApi.leadOrdersCsv,
} satisfies OperatorListEndpoints;

export const useLeadOrderRows = (filters: OperatorListFilters) =>
  useOperatorList<LeadOrderRow>(leadOrderListEndpoints, filters);
