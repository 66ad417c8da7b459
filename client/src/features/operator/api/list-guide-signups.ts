import { type GuideSignupRow } from '../../../../../common/contracts/operator';
import { operatorApi } from '../../../../../common/contracts/operator-api';
import {
  type OperatorListEndpoints,
  type OperatorListFilters,
  useOperatorList,
} from './operator-list';

export const guideSignupsEndpoints = {
  rows: operatorApi.guideSignups,
  csv: operatorApi.guideSignupsCsv,
} satisfies OperatorListEndpoints;

export const useGuideSignups = (filters: OperatorListFilters) =>
  useOperatorList<GuideSignupRow>(guideSignupsEndpoints, filters);
