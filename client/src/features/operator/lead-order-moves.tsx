import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { formatUsd } from '../../../../common/catalogue';
import {
  FailLeadOrderBody,
  leadFieldLimits,
  leadFileLimits,
  LeadNoteBody,
  leadOrderMessages,
  type OperatorLeadOrder,
  type RefundLeadOrderBody,
} from '../../../../common/contracts/lead-orders';
import { RefundForm } from '../../../../common/contracts/operator';
import {
  type CheckedLeads,
  checkLeadFileText,
  LeadFileRefusal,
} from '../../../../common/lead-file';
import { operatorText } from '../../../../content/operator';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../lib/use-toast';
import { contractResolver } from '../../lib/contract-resolver';
import { toastFailure } from '../../lib/toast-failure';
import { useMoveLeadOrder, type LeadOrderMove } from './api/move-lead-order';
import { ConfirmDialog } from './confirm-dialog';

const text = operatorText.order.moves;

type Pending = {
  move: LeadOrderMove;
  title: string;
  body: string;
  confirm: string;
  isDanger?: boolean;
  done: (order: OperatorLeadOrder) => { title: string; description?: string };
} | null;

/** Start processing, deliver with a file, fail with a reason, refund, and notes: each asks first. */
export function LeadOrderMoves({ order }: { order: OperatorLeadOrder }) {
  const mutation = useMoveLeadOrder(order.id);
  const [pending, setPending] = useState<Pending>(null);
  const isOpen = order.deliveryStatus === 'pending' || order.deliveryStatus === 'processing';
  const canRefund = order.refundableCents > 0;

  async function run(next: NonNullable<Pending>) {
    try {
      const moved = await mutation.mutateAsync(next.move);
      setPending(null);
      toast({ ...next.done(moved), variant: 'success' });
      return true;
    } catch (error) {
      setPending(null);
      toastFailure(text.failed, error, { onlyRefusals: true });
      return false;
    }
  }

  return (
    <div className="space-y-4">
      <Card className="space-y-5 p-5">
        <h2 className="text-lg font-semibold text-slate-950">{text.heading}</h2>
        {!isOpen ? <p className="text-sm text-slate-700">{text.closed}</p> : null}
        {order.deliveryStatus === 'pending' ? (
          <Button
            onClick={() =>
              setPending({
                move: { kind: 'start-processing' },
                title: text.startConfirm.title,
                body: text.startConfirm.body,
                confirm: text.startConfirm.confirm,
                done: () => ({ title: text.started }),
              })
            }
          >
            {text.startProcessing}
          </Button>
        ) : null}
        {isOpen ? <DeliverForm order={order} onAsk={setPending} /> : null}
        {isOpen ? <FailForm onAsk={setPending} /> : null}
        {canRefund ? <RefundSection order={order} onAsk={setPending} /> : null}
      </Card>
      <NoteForm orderId={order.id} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !mutation.isPending) setPending(null);
        }}
        title={pending?.title ?? ''}
        body={pending?.body ?? ''}
        confirmLabel={pending?.confirm ?? ''}
        isDanger={pending?.isDanger}
        isPending={mutation.isPending}
        onConfirm={() => {
          if (pending) void run(pending);
        }}
      />
    </div>
  );
}

/**
 * The file is checked here, by the same rules the server applies, before anything is sent: a file
 * the server would refuse shows every row to fix under the field, and the confirmation says the
 * exact number of leads the customer will receive.
 */
function DeliverForm({ order, onAsk }: { order: OperatorLeadOrder; onAsk: (p: Pending) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isChecking, setIsChecking] = useState(false);
  const id = 'lead-file';
  const errorId = `${id}-error`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(text.deliver.chooseFirst);
      return;
    }
    setError(undefined);
    // Past the limit the server would refuse it unread: said here without reading it either.
    if (file.size > leadFileLimits.maxBytes) {
      setError(leadOrderMessages.fileTooLarge);
      return;
    }
    setIsChecking(true);
    try {
      const checked = checkLeadFileText(await file.text(), order.quantity);
      onAsk(deliverMove(order, file, checked));
    } catch (refusal) {
      if (!(refusal instanceof LeadFileRefusal)) throw refusal;
      setError(refusal.message);
    } finally {
      setIsChecking(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-3 border-t border-slate-100 pt-4"
      noValidate
    >
      <h3 className="font-semibold text-slate-900">{text.deliver.heading}</h3>
      <FormField id={id} label={text.deliver.fileLabel}>
        <Input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className="h-auto py-2"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${id}-columns` : `${id}-columns`}
        />
      </FormField>
      {error ? (
        <div id={errorId} className="space-y-1 text-sm font-medium text-red-700">
          {error.split('\n').map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>
      ) : null}
      <div id={`${id}-columns`} className="space-y-2 text-xs text-slate-600">
        <p>{text.deliver.columnsHeading}</p>
        <dl className="grid gap-1 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-3">
          <dt className="font-semibold text-slate-800">{text.deliver.requiredLabel}</dt>
          <dd data-testid="required-columns">{leadFileLimits.requiredColumns.join(', ')}</dd>
          <dt className="font-semibold text-slate-800">{text.deliver.optionalLabel}</dt>
          <dd data-testid="optional-columns">{leadFileLimits.optionalColumns.join(', ')}</dd>
        </dl>
        <p>{text.deliver.help}</p>
      </div>
      <Button type="submit" disabled={isChecking}>
        {isChecking ? text.deliver.checking : text.deliver.button}
      </Button>
    </form>
  );
}

function deliverMove(
  order: OperatorLeadOrder,
  file: File,
  checked: CheckedLeads,
): NonNullable<Pending> {
  return {
    move: { kind: 'deliver', file },
    title: text.deliver.confirmTitle,
    body: text.deliver.confirmBody(
      file.name,
      checked.leads.length,
      order.quantity,
      checked.leftOut,
    ),
    confirm: text.deliver.confirm,
    done: (moved) => ({
      title: text.deliver.done,
      description: text.deliver.doneBody(
        moved.deliveredCount ?? 0,
        moved.refundedCents > order.refundedCents
          ? formatUsd(moved.refundedCents - order.refundedCents)
          : null,
      ),
    }),
  };
}

function FailForm({ onAsk }: { onAsk: (p: Pending) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FailLeadOrderBody>({
    resolver: contractResolver(FailLeadOrderBody),
    defaultValues: { reason: '' },
  });
  const id = 'fail-reason';
  const error = errors.reason?.message;
  return (
    <form
      noValidate
      className="space-y-3 border-t border-slate-100 pt-4"
      onSubmit={handleSubmit((body) =>
        onAsk({
          move: { kind: 'fail', body },
          title: text.fail.confirmTitle,
          body: text.fail.confirmBody,
          confirm: text.fail.confirm,
          isDanger: true,
          done: () => ({ title: text.fail.done }),
        }),
      )}
    >
      <h3 className="font-semibold text-slate-900">{text.fail.heading}</h3>
      <FormField id={id} label={text.fail.reasonLabel} error={error}>
        <Textarea
          id={id}
          maxLength={leadFieldLimits.reason}
          rows={2}
          {...register('reason')}
          {...fieldAria(id, error)}
        />
      </FormField>
      <Button type="submit" variant="danger">
        {text.fail.button}
      </Button>
    </form>
  );
}

function RefundSection({
  order,
  onAsk,
}: {
  order: OperatorLeadOrder;
  onAsk: (p: Pending) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RefundForm, unknown, RefundLeadOrderBody>({
    resolver: contractResolver(RefundForm),
    defaultValues: { amount: '', reason: '' },
  });
  const amountError = errors.amount?.message ?? errors.root?.message;
  return (
    <form
      noValidate
      className="space-y-3 border-t border-slate-100 pt-4"
      onSubmit={handleSubmit((body) =>
        onAsk({
          move: { kind: 'refund', body },
          title: text.refund.confirmTitle,
          body: text.refund.confirmBody(formatUsd(body.amountCents ?? order.refundableCents)),
          confirm: text.refund.confirm,
          isDanger: true,
          done: () => ({ title: text.refund.done }),
        }),
      )}
    >
      <h3 className="font-semibold text-slate-900">{text.refund.heading}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="refund-amount"
          label={text.refund.amountLabel}
          hint={text.refund.amountHint}
          error={amountError}
        >
          <Input
            id="refund-amount"
            inputMode="decimal"
            placeholder={(order.refundableCents / 100).toFixed(2)}
            {...register('amount')}
            {...fieldAria('refund-amount', amountError)}
          />
        </FormField>
        <FormField id="refund-reason" label={text.refund.reasonLabel}>
          <Input id="refund-reason" maxLength={leadFieldLimits.reason} {...register('reason')} />
        </FormField>
      </div>
      <Button type="submit" variant="secondary">
        {text.refund.button}
      </Button>
    </form>
  );
}

function NoteForm({ orderId }: { orderId: string }) {
  const mutation = useMoveLeadOrder(orderId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LeadNoteBody>({
    resolver: contractResolver(LeadNoteBody),
    defaultValues: { note: '' },
  });
  const id = 'order-note';
  const error = errors.note?.message;
  return (
    <Card className="p-5">
      <form
        noValidate
        className="space-y-3"
        onSubmit={handleSubmit(async (body) => {
          try {
            await mutation.mutateAsync({ kind: 'note', body });
            reset();
            toast({ title: operatorText.order.note.added, variant: 'success' });
          } catch (failure) {
            toastFailure(text.failed, failure, { onlyRefusals: true });
          }
        })}
      >
        <h2 className="text-lg font-semibold text-slate-950">{operatorText.order.note.heading}</h2>
        <FormField id={id} label={operatorText.order.note.label} error={error}>
          <Textarea
            id={id}
            rows={3}
            maxLength={leadFieldLimits.note}
            {...register('note')}
            {...fieldAria(id, error)}
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={mutation.isPending}>
          {operatorText.order.note.button}
        </Button>
      </form>
    </Card>
  );
}
