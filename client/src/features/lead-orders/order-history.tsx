import ArrowRight from 'lucide-react/icons/arrow-right';
import Download from 'lucide-react/icons/download';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import { Link } from 'react-router';
import { formatUsd } from '../../../../common/catalogue';
import { urlOf } from '../../../../common/contracts/endpoint';
import { type LeadOrderListed, leadOrderPagePath } from '../../../../common/contracts/lead-orders';
import { leadOrderApi } from '../../../../common/contracts/lead-orders-api';
import { leadOrdersText } from '../../../../content/lead-orders-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState, ErrorState, Skeleton, SkeletonRows } from '../../components/ui/states';
import { formatDateTime } from '../../lib/date-time';
import { useLeadOrders } from './api/list-lead-orders';
import { LeadStatusBadge } from './status-badge';
import { TrackerLoadButton, TrackerLoadResult, useTrackerLoad } from './tracker-load';
import { formatCount } from '../../../../common/format-number';

const text = leadOrdersText.history;

/** The signed-in user's orders, newest first: never an unpaid one (the server leaves them out). */
export function OrderHistory() {
  const orders = useLeadOrders(true);
  return (
    <section aria-labelledby="lead-history-heading" data-testid="lead-order-history">
      <h2 id="lead-history-heading" className="text-xl font-bold text-slate-950">
        {text.heading}
      </h2>
      <div className="mt-4">
        {orders.isPending ? (
          <SkeletonRows
            count={2}
            label={text.loading}
            className="grid gap-3"
            row={<Skeleton className="h-28 w-full" />}
          />
        ) : orders.isError ? (
          <ErrorState
            message={text.loadFailed}
            onRetry={() => void orders.refetch()}
            retryLabel={text.retry}
          />
        ) : orders.data.length === 0 ? (
          <EmptyState icon={FileSpreadsheet} title={text.emptyTitle} body={text.empty} />
        ) : (
          <ul className="grid gap-3">
            {orders.data.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function OrderCard({ order }: { order: LeadOrderListed }) {
  const tracker = useTrackerLoad(order);
  return (
    <Card className="p-4 sm:p-5" data-testid="lead-order" data-order-number={order.number}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono text-sm font-bold text-slate-950">
          {text.orderLabel(order.number)}
        </h3>
        <LeadStatusBadge status={order.status} />
      </div>
      {order.failureReason !== null ? (
        <p
          className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900"
          data-testid="lead-order-failure"
        >
          <span className="font-semibold">{text.failureReason}:</span> {order.failureReason}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">{text.columns.date}</dt>
          <dd className="text-slate-900">{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{text.columns.quantity}</dt>
          <dd className="text-slate-900">
            {formatCount(order.quantity)}
            {order.deliveredCount !== null && order.deliveredCount !== order.quantity && (
              <span className="block text-xs text-slate-600">
                {text.delivered(order.deliveredCount)}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{text.columns.total}</dt>
          <dd className="text-slate-900">
            {formatUsd(order.totalCents)}
            {order.refundedCents > 0 && (
              <span className="block text-xs text-red-700">
                {text.refunded(formatUsd(order.refundedCents))}
              </span>
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500">{text.emailLabel}</dt>
          <dd className="truncate text-slate-900" title={order.customerEmail}>
            {order.customerEmail}
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 text-sm">
          <span className="text-slate-500">{text.filtersLabel}: </span>
          <ul className="inline">
            {order.filters.map((filter, index) => (
              <li
                key={index}
                className="mr-1.5 mt-1 inline-flex rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800"
              >
                <span className="font-medium">{filter.type}:</span>&nbsp;
                <span className="break-all">{filter.value}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <TrackerLoadButton number={order.number} tracker={tracker} />
          {order.hasFile ? (
            <Button asChild variant="secondary" size="sm">
              <a
                href={urlOf(leadOrderApi.file, { orderId: order.id })}
                download
                aria-label={text.downloadLabel(order.number)}
              >
                <Download className="h-4 w-4" aria-hidden /> {text.download}
              </a>
            </Button>
          ) : null}
          <Button asChild variant="ghost" size="sm">
            <Link to={leadOrderPagePath(order.id)}>
              {text.view}
              <span className="sr-only">{text.viewLabel(order.number)}</span>
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
      <TrackerLoadResult tracker={tracker} />
    </Card>
  );
}
