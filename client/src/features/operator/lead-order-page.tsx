import Download from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatUsd } from '../../../../common/catalogue';
import { urlOf } from '../../../../common/contracts/endpoint';
import type { OperatorLeadOrder } from '../../../../common/contracts/lead-orders';
import { operatorApi } from '../../../../common/contracts/operator-api';
import { operatorText } from '../../../../content/operator';
import { Badge, Card } from '../../components/ui/card';
import { BackLink, RecordPageState } from '../../components/record-page-state';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/date-time';
import { useNow } from '../../lib/use-now';
import { useLeadOrder } from './api/get-lead-order';
import { dueStatus } from './due';
import { LeadOrderMoves } from './lead-order-moves';
import { deliveryTone } from './queue-tab';

const text = operatorText.order;
const stateLabel = (state: string | null) =>
  state === null
    ? null
    : ((operatorText.deliveryStates as Record<string, string>)[state] ??
      (operatorText.paymentStates as Record<string, string>)[state] ??
      state);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Facts({ order }: { order: OperatorLeadOrder }) {
  const now = useNow(30_000);
  const isOpen = order.deliveryStatus === 'pending' || order.deliveryStatus === 'processing';
  const due = dueStatus(order.dueAt, now);
  return (
    <Card className="p-5">
      <h2 className="sr-only">{text.facts.heading}</h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={text.facts.customer}>
          {order.customerName}
          <span className="block break-all text-slate-700">{order.customerEmail}</span>
        </Fact>
        <Fact label={text.facts.quantity}>{operatorText.queue.leads(order.quantity)}</Fact>
        <Fact label={text.facts.filters}>
          {order.filters.map((f) => `${f.type}: ${f.value}`).join(' · ')}
        </Fact>
        <Fact label={text.facts.amount}>{formatUsd(order.amountCents)}</Fact>
        <Fact label={text.facts.paidAt}>{formatDateTime(order.paidAt)}</Fact>
        <Fact label={text.facts.dueAt}>
          {formatDateTime(order.dueAt)}
          {isOpen ? (
            <span
              className={cn('ml-2 font-semibold', due.isLate ? 'text-red-700' : 'text-slate-700')}
            >
              ({due.label})
            </span>
          ) : null}
        </Fact>
        {order.refundedCents > 0 ? (
          <Fact label={text.facts.refunded}>{formatUsd(order.refundedCents)}</Fact>
        ) : null}
        <Fact label={text.facts.refundable}>{formatUsd(order.refundableCents)}</Fact>
        {order.deliveredAt ? (
          <Fact label={text.facts.delivered}>
            {formatDateTime(order.deliveredAt)}:{' '}
            {text.facts.deliveredCount(order.deliveredCount ?? 0, order.quantity)}
          </Fact>
        ) : null}
        {order.fileName ? (
          <Fact label={text.facts.file}>
            <a
              href={urlOf(operatorApi.leadOrderFile, { orderId: order.id })}
              download
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              <Download className="h-4 w-4" aria-hidden /> {text.facts.downloadFile(order.fileName)}
            </a>
          </Fact>
        ) : null}
        {order.failureReason ? (
          <Fact label={text.facts.failureReason}>{order.failureReason}</Fact>
        ) : null}
      </dl>
    </Card>
  );
}

function History({ order }: { order: OperatorLeadOrder }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-950">{text.history.heading}</h2>
      {order.events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{text.history.empty}</p>
      ) : (
        <ol className="mt-3 space-y-3" aria-label={text.history.heading}>
          {order.events.map((event) => (
            <li
              key={event.id}
              className="border-l-2 border-brand-200 pl-3 text-sm"
              data-testid="order-event"
            >
              <p className="font-medium text-slate-900">
                {text.history.kinds[event.kind]}
                {event.from || event.to ? (
                  <span className="font-normal text-slate-700">
                    {': '}
                    {text.history.change(stateLabel(event.from), stateLabel(event.to))}
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-slate-600">
                {formatDateTime(event.at)} · {event.actor?.username ?? text.history.system}
              </p>
              {event.note ? (
                <p className="mt-1 whitespace-pre-wrap text-slate-800">{event.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {order.refunds.length > 0 ? (
        <>
          <h3 className="mt-5 font-semibold text-slate-900">{text.refunds.heading}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {formatUsd(refund.amountCents)} · {text.refunds.statuses[refund.status]} ·{' '}
                {formatDateTime(refund.at)} · {refund.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

/** /operator/lead-order?id=: one lead order, its moves, notes and history (operators only). */
export function LeadOrderPage() {
  const [params] = useSearchParams();
  const orderId = params.get('id') ?? '';
  const order = useLeadOrder(orderId);
  const isMissing =
    orderId === '' ||
    (order.isError && order.error instanceof ApiError && order.error.status === 404);
  const back = { to: '/operator', label: text.back };
  if (isMissing || !order.isSuccess) {
    return (
      <RecordPageState
        isMissing={isMissing}
        isPending={order.isPending}
        onRetry={() => void order.refetch()}
        back={back}
        text={{ ...text, retry: operatorText.lists.retry }}
      />
    );
  }
  const data = order.data;
  return (
    <div className="space-y-6">
      <BackLink {...back} />
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-950 sm:text-3xl">{text.title(data.number)}</h1>
        <Badge tone={deliveryTone[data.deliveryStatus]}>
          {operatorText.deliveryStates[data.deliveryStatus]}
        </Badge>
        <Badge tone={data.paymentStatus === 'paid' ? 'green' : 'orange'}>
          {operatorText.paymentStates[data.paymentStatus]}
        </Badge>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Facts order={data} />
          <History order={data} />
        </div>
        <LeadOrderMoves order={data} />
      </div>
    </div>
  );
}
