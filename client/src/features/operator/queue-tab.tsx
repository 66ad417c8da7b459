import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { Link } from 'react-router';
import type { OperatorQueueItem } from '../../../../common/contracts/lead-orders';
import { operatorText } from '../../../../content/operator';
import { Badge } from '../../components/ui/card';
import { EmptyState, ErrorState, Skeleton, SkeletonRows } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/date-time';
import { useNow } from '../../lib/use-now';
import { useLeadOrderQueue } from './api/lead-order-queue';
import { dueStatus } from './due';

const text = operatorText.queue;

export const leadOrderPagePath = (orderId: string) => `/operator/lead-order?id=${orderId}`;

export const deliveryTone = {
  pending: 'yellow',
  processing: 'blue',
  delivered: 'green',
  failed: 'red',
} as const;

// The whole card opens the order, but its link is the order number alone (stretched over the card
// by its ::after), so the link's name is what it shows and a screen reader hears the card's
// details as text, not as one long link name.
function QueueItem({ item, now }: { item: OperatorQueueItem; now: Date }) {
  const due = dueStatus(item.dueAt, now);
  return (
    <li
      className={cn(
        'relative rounded-xl border bg-white p-4 shadow-sm hover:border-brand-400 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-200',
        due.isLate ? 'border-red-300' : 'border-slate-200',
      )}
      data-testid="queue-item"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={leadOrderPagePath(item.id)}
          className="font-mono text-sm font-semibold text-slate-950 after:absolute after:inset-0 after:rounded-xl focus:outline-none"
        >
          {text.order(item.number)}
        </Link>
        <Badge tone={deliveryTone[item.deliveryStatus]}>
          {operatorText.deliveryStates[item.deliveryStatus]}
        </Badge>
        <span
          className={cn(
            'ml-auto inline-flex items-center gap-1 text-sm font-semibold',
            due.isLate ? 'text-red-700' : 'text-slate-800',
          )}
          data-testid="due-status"
        >
          {due.isLate ? (
            <AlertTriangle className="h-4 w-4" aria-hidden />
          ) : (
            <Clock className="h-4 w-4" aria-hidden />
          )}
          {due.label}
        </span>
      </div>
      <div className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-3">
        <p className="font-medium text-slate-900">{text.leads(item.quantity)}</p>
        <p className="sm:col-span-2">
          {item.filters.map((f) => `${f.type}: ${f.value}`).join(' · ')}
        </p>
        <p className="sm:col-span-2">
          {item.customerName}{' '}
          <span className="text-slate-600 [overflow-wrap:anywhere]">{item.customerEmail}</span>
        </p>
        <p className="text-slate-600">{operatorText.due.dueAt(formatDateTime(item.dueAt))}</p>
      </div>
    </li>
  );
}

/** Paid lead orders waiting for delivery, soonest due first, with time left or how late. */
export function QueueTab() {
  const queue = useLeadOrderQueue();
  const now = useNow(30_000);
  if (queue.isPending) {
    return (
      <SkeletonRows
        count={3}
        label={text.loading}
        className="space-y-3"
        row={<Skeleton className="h-28 w-full rounded-xl" />}
      />
    );
  }
  if (queue.isError) {
    return (
      <ErrorState
        message={text.loadFailed}
        onRetry={() => void queue.refetch()}
        retryLabel={operatorText.lists.retry}
      />
    );
  }
  const items = queue.data.items;
  const late = items.filter((item) => dueStatus(item.dueAt, now).isLate).length;
  return (
    <section aria-labelledby="queue-heading" className="space-y-4">
      <div>
        <h2 id="queue-heading" className="text-lg font-semibold text-slate-950">
          {text.heading}
        </h2>
        <p className="text-sm text-slate-600">{text.caption}</p>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={CheckCircle2} title={text.empty.title} body={text.empty.body} />
      ) : (
        <>
          <p className={cn('text-sm font-medium', late > 0 ? 'text-red-700' : 'text-slate-700')}>
            {text.count(items.length, late)}
          </p>
          <ul className="space-y-3" aria-label={text.heading}>
            {items.map((item) => (
              <QueueItem key={item.id} item={item} now={now} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
