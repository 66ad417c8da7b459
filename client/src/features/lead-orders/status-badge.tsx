import type { ListedState } from '../../../../common/contracts/lead-orders';
import { leadOrdersText } from '../../../../content/lead-orders-text';
import { cn } from '../../lib/cn';

// Pending, processing and delivered each have their own colour; an order that did not reach the
// customer (failed, refunded) is red, with its own word.
const tones: Record<ListedState, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-200',
  processing: 'bg-sky-100 text-sky-900 ring-sky-200',
  delivered: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  failed: 'bg-red-100 text-red-900 ring-red-200',
  refunded: 'bg-red-100 text-red-900 ring-red-200',
};

export function LeadStatusBadge({ status }: { status: ListedState }) {
  return (
    <span
      data-testid="lead-order-status"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tones[status] ?? tones.failed,
      )}
    >
      {leadOrdersText.history.statuses[status] ?? leadOrdersText.history.statuses.failed}
    </span>
  );
}
