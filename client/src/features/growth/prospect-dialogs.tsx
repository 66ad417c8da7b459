import { lazy, Suspense } from 'react';
import type { Prospect } from '../../../../common/contracts/growth';
import { growthText } from '../../../../content/growth-text';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { FormSkeleton } from '../../components/ui/form-skeleton';
import { Skeleton, SkeletonRows } from '../../components/ui/states';
import { formatDateTime } from '../../lib/date-time';
import { usePlanFollowUp } from './api/plan-follow-up';
import { useProspectHistory } from './api/prospect-history';
import { ProspectStatusBadge } from './prospect-badges';

export type ProspectDialogState = { mode: 'add' } | { mode: 'edit'; prospect: Prospect } | null;

export const loadProspectForm = () => import('./prospect-form');
const ProspectForm = lazy(() => loadProspectForm().then((m) => ({ default: m.ProspectForm })));

export const loadFollowUpForm = () => import('../../components/follow-up-form');
const FollowUpForm = lazy(() => loadFollowUpForm().then((m) => ({ default: m.FollowUpForm })));

const text = growthText.prospects;

const followUpText = {
  title: 'Plan follow-up',
  description: (person: string, company: string) =>
    `The next step with ${person} of ${company}. It is kept with their other follow-ups in your CRM.`,
};

/** Add Prospect and Edit Prospect. */
export function ProspectFormDialog({
  state,
  onOpenChange,
}: {
  state: ProspectDialogState;
  onOpenChange: (open: boolean) => void;
}) {
  const isEdit = state?.mode === 'edit';
  return (
    <Dialog open={state !== null} onOpenChange={onOpenChange}>
      {state ? (
        <DialogContent
          title={isEdit ? text.form.editTitle : text.form.addTitle}
          description={isEdit ? text.form.editDescription : text.form.addDescription}
          size="lg"
        >
          <Suspense fallback={<FormSkeleton fields={6} />}>
            <ProspectForm
              key={state.mode === 'edit' ? state.prospect.id : 'new'}
              prospect={state.mode === 'edit' ? state.prospect : null}
              onDone={() => onOpenChange(false)}
            />
          </Suspense>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** A prospect's statuses, oldest first. */
export function ProspectHistoryDialog({
  prospect,
  onOpenChange,
}: {
  prospect: Prospect | null;
  onOpenChange: (open: boolean) => void;
}) {
  const history = useProspectHistory(prospect?.id ?? null);
  const t = text.historyDialog;
  return (
    <Dialog open={prospect !== null} onOpenChange={onOpenChange}>
      {prospect ? (
        <DialogContent title={t.title(prospect.companyName)} description={t.description}>
          {history.isPending ? (
            <SkeletonRows
              count={3}
              label={t.loading}
              row={<Skeleton className="mb-2 h-8 w-full" />}
            />
          ) : history.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t.loadError}
            </p>
          ) : (
            <ol className="space-y-2" data-testid="prospect-history">
              {history.data.map((change, i) => (
                <li
                  key={`${change.changedAt}-${i}`}
                  className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
                >
                  {change.fromStatus ? (
                    <>
                      <ProspectStatusBadge status={change.fromStatus} />
                      <span aria-hidden>→</span>
                    </>
                  ) : (
                    <span className="text-slate-600">{t.added}</span>
                  )}
                  <ProspectStatusBadge status={change.toStatus} />
                  <span className="ml-auto text-slate-600">{formatDateTime(change.changedAt)}</span>
                </li>
              ))}
            </ol>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Asks before a prospect is deleted. */
export function DeleteProspectDialog({
  prospect,
  isDeleting,
  onConfirm,
  onOpenChange,
}: {
  prospect: Prospect | null;
  isDeleting: boolean;
  onConfirm: (prospect: Prospect) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const t = text.confirmDelete;
  return (
    <Dialog open={prospect !== null} onOpenChange={onOpenChange}>
      {prospect ? (
        <DialogContent title={t.title} description={t.body(prospect.companyName)}>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{growthText.common.cancel}</Button>
            </DialogClose>
            <Button variant="danger" disabled={isDeleting} onClick={() => onConfirm(prospect)}>
              {t.confirm}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** A follow-up with the prospect's person (it must have one: `contactId`), kept in the CRM. */
export function PlanFollowUpDialog({
  prospect,
  onOpenChange,
}: {
  prospect: Prospect | null;
  onOpenChange: (open: boolean) => void;
}) {
  const planMutation = usePlanFollowUp();
  return (
    <Dialog open={prospect !== null} onOpenChange={onOpenChange}>
      {prospect?.contactId ? (
        <DialogContent
          title={followUpText.title}
          description={followUpText.description(
            prospect.contactName || prospect.email,
            prospect.companyName,
          )}
        >
          <Suspense fallback={<FormSkeleton fields={4} />}>
            <FollowUpForm
              key={prospect.id}
              contactId={prospect.contactId}
              writes={{ create: planMutation }}
              onDone={() => onOpenChange(false)}
            />
          </Suspense>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
