import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { formatUsd } from '../../../../common/catalogue';
import {
  FailLeadOrderBody,
  leadFieldLimits,
  leadFileLimits,
  LeadNoteBody,
  type OperatorLeadOrder,
  type RefundLeadOrderBody,
} from '../../../../common/contracts/lead-orders';
import { RefundForm } from '../../../../common/contracts/operator';
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
import { countCsvRecords } from './csv-rows';

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

function DeliverForm({ order, onAsk }: { order: OperatorLeadOrder; onAsk: (p: Pending) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const id = 'lead-file';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(text.deliver.chooseFirst);
      return;
    }
    setError(undefined);
    const rows = file.size <= leadFileLimits.maxBytes ? countCsvRecords(await file.text()) : 0;
    onAsk({
      move: { kind: 'deliver', file },
      title: text.deliver.confirmTitle,
      body: text.deliver.confirmBody(file.name, rows, order.quantity),
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
    });
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-3 border-t border-slate-100 pt-4"
      noValidate
    >
      <h3 className="font-semibold text-slate-900">{text.deliver.heading}</h3>
      <FormField
        id={id}
        label={text.deliver.fileLabel}
        hint={text.deliver.help(leadFileLimits.requiredColumns.join(', '))}
        error={error}
      >
        <Input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className="h-auto py-2"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          {...fieldAria(id, error)}
        />
      </FormField>
      <Button type="submit">{text.deliver.button}</Button>
    </form>
  );
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
