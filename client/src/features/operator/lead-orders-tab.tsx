import { Link } from 'react-router';
import { formatUsd } from '../../../../common/catalogue';
import { deliveryStates, paymentStates } from '../../../../common/contracts/lead-orders';
import type { LeadOrderRow } from '../../../../common/contracts/operator';
import { operatorText } from '../../../../content/operator';
import { Badge } from '../../components/ui/card';
import { formatDateTime } from '../../lib/date-time';
import { leadOrderListEndpoints } from './api/list-lead-orders';
import { OperatorList, type OperatorColumn } from './operator-list';
import { deliveryTone, leadOrderPagePath } from './queue-tab';
import { formatCount } from '../../../../common/format-number';

const text = operatorText.lists.leadOrders;
const paymentLabel = (state: string) =>
  (operatorText.paymentStates as Record<string, string>)[state] ?? state;

const columns: OperatorColumn<LeadOrderRow>[] = [
  {
    header: text.columns.order,
    cell: (r) => (
      <Link
        to={leadOrderPagePath(r.id)}
        className="font-mono text-xs font-semibold text-brand-700 hover:underline"
        aria-label={operatorText.queue.openLabel(r.number)}
      >
        {r.number}
      </Link>
    ),
  },
  {
    header: text.columns.delivery,
    cell: (r) => (
      <span className="flex flex-col items-start gap-1">
        <Badge tone={deliveryTone[r.deliveryStatus]}>
          {operatorText.deliveryStates[r.deliveryStatus]}
        </Badge>
        {r.paymentStatus !== 'paid' ? (
          <span className="text-xs text-slate-600">{paymentLabel(r.paymentStatus)}</span>
        ) : null}
      </span>
    ),
  },
  {
    header: text.columns.quantity,
    cell: (r) => (
      <>
        {formatCount(r.quantity)}
        {r.deliveredCount !== null ? (
          <span className="block text-xs text-slate-600">{text.delivered(r.deliveredCount)}</span>
        ) : null}
      </>
    ),
  },
  {
    header: text.columns.amount,
    cell: (r) => (
      <>
        {formatUsd(r.amountCents)}
        {r.refundedCents > 0 ? (
          <span className="block text-xs text-slate-600">
            {text.refunded(formatUsd(r.refundedCents))}
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: text.columns.customer,
    cell: (r) => (
      <>
        {r.customerName}
        <span className="block break-all text-xs text-slate-600">{r.customerEmail}</span>
      </>
    ),
  },
  { header: text.columns.createdAt, cell: (r) => formatDateTime(r.createdAt) },
];

const statuses = deliveryStates.map((s) => ({ value: s, label: operatorText.deliveryStates[s] }));
const payments = paymentStates.map((s) => ({ value: s, label: operatorText.paymentStates[s] }));

export function LeadOrdersTab() {
  return (
    <OperatorList<LeadOrderRow>
      id="lead-orders"
      endpoints={leadOrderListEndpoints}
      caption={text.caption}
      emptyText={text.empty}
      searchLabel={text.searchLabel}
      selects={[
        { name: 'status', label: operatorText.filters.status, options: statuses },
        { name: 'payment', label: text.payment, options: payments },
      ]}
      columns={columns}
    />
  );
}
