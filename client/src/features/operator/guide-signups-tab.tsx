import type { GuideSignupRow } from '../../../../common/contracts/operator';
import { operatorText } from '../../../../content/operator';
import { formatDateTime } from '../../lib/date-time';
import { guideSignupsEndpoints } from './api/list-guide-signups';
import { OperatorList, type OperatorColumn } from './operator-list';

const text = operatorText.lists.guideSignups;

const columns: OperatorColumn<GuideSignupRow>[] = [
  {
    header: text.columns.name,
    cell: (r) => r.firstName,
    className: 'font-medium text-slate-950',
  },
  { header: text.columns.email, cell: (r) => r.email },
  { header: text.columns.phone, cell: (r) => r.phone },
  { header: text.columns.createdAt, cell: (r) => formatDateTime(r.createdAt) },
];

export function GuideSignupsTab() {
  return (
    <OperatorList<GuideSignupRow>
      id="guide-signups"
      endpoints={guideSignupsEndpoints}
      caption={text.caption}
      emptyText={text.empty}
      searchLabel={operatorText.filters.searchSignups}
      columns={columns}
    />
  );
}
