import Download from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { formatUsd } from '../../../../common/catalogue';
import { urlOf } from '../../../../common/contracts/endpoint';
import type { LeadOrderView } from '../../../../common/contracts/lead-orders';
import { leadOrderApi } from '../../../../common/contracts/lead-orders-api';
import { leadOrdersText } from '../../../../content/lead-orders-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { BackLink, RecordPageState } from '../../components/record-page-state';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/date-time';
import { useLeadOrder } from './api/get-lead-order';
import { LeadStatusBadge } from './status-badge';
import { TrackerLoadButton, TrackerLoadResult, useTrackerLoad } from './tracker-load';
import { formatCount } from '../../../../common/format-number';

const text = leadOrdersText.order;

/** /blu-leads/orders/:id: one of the signed-in user's lead orders, everything about it in one place. */
export function LeadOrderPage() {
  const { id = '' } = useParams();
  const order = useLeadOrder(id);
  // An id that is no order's (400) or no order of this account's (404): there is no such page.
  const isMissing =
    order.isError &&
    order.error instanceof ApiError &&
    (order.error.status === 400 || order.error.status === 404);
  if (isMissing || !order.isSuccess) {
    return (
      <RecordPageState
        isMissing={isMissing}
        isPending={order.isPending}
        onRetry={() => void order.refetch()}
        back={text.back}
        text={text}
      />
    );
  }
  const data = order.data;
  const isPaid = data.paymentStatus !== 'awaiting_payment';
  return (
    <div className="space-y-6" data-testid="lead-order-page">
      <BackLink {...text.back} />
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-950 sm:text-3xl">{text.title(data.number)}</h1>
        {isPaid ? <LeadStatusBadge status={data.status} /> : null}
      </header>
      {isPaid ? null : (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {text.notPaid}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-6">
          {isPaid ? <Delivery order={data} /> : null}
          <Ordered order={data} />
        </div>
        {isPaid ? (
          <div className="space-y-6">
            <Receipt order={data} />
            <History order={data} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card className="p-5">
        <h2 id={id} className="text-lg font-semibold text-slate-950">
          {heading}
        </h2>
        <div className="mt-3">{children}</div>
      </Card>
    </section>
  );
}

/** Where the leads are: coming, here to download and load, or why not. */
function Delivery({ order }: { order: LeadOrderView }) {
  const tracker = useTrackerLoad(order);
  const delivery = text.delivery;
  return (
    <Section id="order-delivery" heading={delivery.heading}>
      <div data-testid="lead-order-delivery" className="space-y-3 text-sm text-slate-800">
        {order.deliveryStatus === 'delivered' ? (
          <>
            <p>
              {delivery.delivered(
                order.deliveredCount ?? order.quantity,
                order.quantity,
                formatDateTime(order.deliveredAt ?? order.createdAt),
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              {order.hasFile && order.fileName ? (
                <Button asChild size="sm" variant="secondary">
                  <a href={urlOf(leadOrderApi.file, { orderId: order.id })} download>
                    <Download className="h-4 w-4" aria-hidden /> {delivery.download(order.fileName)}
                  </a>
                </Button>
              ) : null}
              <TrackerLoadButton number={order.number} tracker={tracker} />
            </div>
            <p className="text-xs text-slate-600">{delivery.columns}</p>
            <TrackerLoadResult tracker={tracker} />
          </>
        ) : order.deliveryStatus === 'failed' ? (
          <>
            <p className="font-medium">{delivery.failed}</p>
            {order.failureReason ? (
              <p className="rounded-md bg-red-50 px-3 py-2 text-red-900">
                <span className="font-semibold">{delivery.failureReason}:</span>{' '}
                {order.failureReason}
              </p>
            ) : null}
          </>
        ) : order.status === 'refunded' ? (
          <p>{delivery.refunded}</p>
        ) : (
          <p>{delivery.pending}</p>
        )}
      </div>
    </Section>
  );
}

function Ordered({ order }: { order: LeadOrderView }) {
  const ordered = text.ordered;
  return (
    <Section id="order-ordered" heading={ordered.heading}>
      <dl className="grid gap-4 sm:grid-cols-2" data-testid="lead-order-ordered">
        <Fact label={ordered.quantity}>{formatCount(order.quantity)}</Fact>
        <Fact label={ordered.price}>
          {order.offer === 'included' ? ordered.included : ordered.priceValue}
        </Fact>
        <Fact label={ordered.filters}>
          <ul className="flex flex-wrap gap-1.5">
            {order.filters.map((filter, index) => (
              <li key={index} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs">
                <span className="font-medium">{filter.type}:</span>{' '}
                <span className="break-all">{filter.value}</span>
              </li>
            ))}
          </ul>
        </Fact>
        <Fact label={ordered.customer}>
          {order.customerName}
          <span className="block text-slate-700 [overflow-wrap:anywhere]">
            {order.customerEmail}
          </span>
        </Fact>
        <Fact label={ordered.placed}>{formatDateTime(order.createdAt)}</Fact>
        {order.dueAt ? <Fact label={ordered.due}>{formatDateTime(order.dueAt)}</Fact> : null}
      </dl>
    </Section>
  );
}

function Receipt({ order }: { order: LeadOrderView }) {
  const receipt = text.receipt;
  const row = 'flex justify-between gap-4';
  return (
    <Section id="order-receipt" heading={receipt.heading}>
      <dl className="grid gap-2 text-sm" data-testid="lead-order-receipt">
        <div className={row}>
          <dt className="text-slate-600">{receipt.number}</dt>
          <dd className="font-mono text-slate-900">{order.number}</dd>
        </div>
        {order.paidAt ? (
          <div className={row}>
            <dt className="text-slate-600">{receipt.paidAt}</dt>
            <dd className="text-right text-slate-900">{formatDateTime(order.paidAt)}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className="text-slate-600">{receipt.item(order.quantity)}</dt>
          <dd className="text-slate-900">{formatUsd(order.totalCents)}</dd>
        </div>
        <div className={`${row} border-t border-slate-200 pt-2 font-semibold`}>
          <dt>{receipt.paid}</dt>
          <dd>{formatUsd(order.totalCents)}</dd>
        </div>
        {order.refundedCents > 0 ? (
          <>
            <div className={`${row} text-red-800`}>
              <dt>{receipt.refunded}</dt>
              <dd>-{formatUsd(order.refundedCents)}</dd>
            </div>
            <div className={`${row} font-semibold`}>
              <dt>{receipt.net}</dt>
              <dd>{formatUsd(order.totalCents - order.refundedCents)}</dd>
            </div>
          </>
        ) : null}
        <div className={`${row} border-t border-slate-200 pt-2`}>
          <dt className="text-slate-600">{receipt.method}</dt>
          <dd className="text-right text-slate-900">{receipt.methods[order.paymentMethod]}</dd>
        </div>
      </dl>
    </Section>
  );
}

function History({ order }: { order: LeadOrderView }) {
  const history = text.history;
  const refunds = text.refunds;
  return (
    <Section id="order-history" heading={history.heading}>
      {order.events.length === 0 ? (
        <p className="text-sm text-slate-600">{history.empty}</p>
      ) : (
        <ol className="space-y-3" aria-labelledby="order-history">
          {order.events.map((event) => (
            <li
              key={event.id}
              className="border-l-2 border-brand-200 pl-3 text-sm"
              data-testid="lead-order-event"
            >
              <p className="font-medium text-slate-900">
                {history.events[`${event.kind}:${event.to}`] ?? history.other}
              </p>
              <p className="text-xs text-slate-600">{formatDateTime(event.at)}</p>
              {event.note ? (
                <p className="mt-1 whitespace-pre-wrap text-slate-800">{event.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <h3 className="mt-5 font-semibold text-slate-900">{refunds.heading}</h3>
      {order.refunds.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{refunds.empty}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm" data-testid="lead-order-refunds">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="rounded-md bg-slate-50 px-3 py-2">
              <p className="flex flex-wrap justify-between gap-2 font-medium text-slate-900">
                <span>{formatUsd(refund.amountCents)}</span>
                <span>{refunds.statuses[refund.status]}</span>
              </p>
              <p className="text-slate-800">{refund.reason}</p>
              <p className="text-xs text-slate-600">{formatDateTime(refund.at)}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
