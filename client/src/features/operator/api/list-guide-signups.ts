import type { GuideSignupRow } from '../../../../../common/contracts/operator';
import { useOperatorList, type OperatorListFilters } from './operator-list';

export const guideSignupsPath = '/api/operator/lists/guide-signups';

export const useGuideSignups = (filters: OperatorListFilters) =>
  useOperatorList<GuideSignupRow>(guideSignupsPath, filters);
