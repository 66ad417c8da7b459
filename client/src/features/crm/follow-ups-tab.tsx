import CalendarPlus from 'lucide-react/icons/calendar-plus';
import CalendarX from 'lucide-react/icons/calendar-x';
import { useMemo } from 'react';
import type { FollowUp } from '../../../../common/contracts/crm';
import { crmSuccess } from '../../../../common/crm-rules';
import { upcomingFollowUps } from '../../../../common/crm-analytics';
import { crmText } from '../../../../content/crm';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadMoreFooter } from '../../components/ui/load-more';
import { EmptyState, ErrorState, Skeleton, SkeletonRows } from '../../components/ui/states';
import { toast } from '../../lib/use-toast';
import { useFollowUpPages, useUpcomingFollowUps } from './api/list-follow-ups';
import {
  useDeleteFollowUp,
  useRestoreFollowUp,
  useSetFollowUpCompleted,
} from './api/update-follow-up';
import { FollowUpItem } from './follow-up-item';
import { toastFailure } from '../../lib/toast-failure';
import { useNow } from '../../lib/use-now';

const text = crmText.followUps;

export function FollowUpsTab({
  onAdd,
  onEdit,
}: {
  onAdd: () => void;
  onEdit: (followUp: FollowUp) => void;
}) {
  const followUps = useFollowUpPages();
  const upcomingAnswer = useUpcomingFollowUps();
  const list = useMemo(
    () => followUps.data?.pages.flatMap((page) => page.items) ?? [],
    [followUps.data],
  );
  const now = useNow();
  const toggleMutation = useSetFollowUpCompleted();
  const deleteMutation = useDeleteFollowUp();

  const restoreMutation = useRestoreFollowUp();

  // The same Undo as a contact's delete: the server keeps its copy, the toast offers it back.
  async function onUndo(followUpId: string) {
    try {
      const restored = await restoreMutation.mutateAsync(followUpId);
      toast({ title: restored.message, description: restored.followUp.title, variant: 'success' });
    } catch (error) {
      toastFailure(crmText.toasts.restoreFollowUpFailed, error);
    }
  }

  async function onDelete(followUp: FollowUp) {
    try {
      const deleted = await deleteMutation.mutateAsync(followUp.id);
      toast({
        title: text.deleted,
        description: followUp.title,
        action: { ...crmText.toasts.undo, onClick: () => void onUndo(deleted.id) },
        duration: crmText.timing.undoToastMs,
      });
    } catch (error) {
      toastFailure(text.deleteFailed, error);
    }
  }
  // The server's soonest ones from when they were asked for; any that have since passed drop out.
  const upcoming = useMemo(
    () => upcomingFollowUps(upcomingAnswer.data ?? [], now),
    [upcomingAnswer.data, now],
  );

  async function onToggle(followUp: FollowUp) {
    try {
      await toggleMutation.mutateAsync({ id: followUp.id, completed: !followUp.completed });
      toast({
        title: followUp.completed ? crmSuccess.followUpReopened : crmSuccess.followUpCompleted,
        description: followUp.title,
        variant: 'success',
      });
    } catch (error) {
      toastFailure(crmText.toasts.updateFollowUpFailed, error);
    }
  }

  const renderList = (items: FollowUp[]) => (
    <ul className="grid gap-3">
      {items.map((followUp) => (
        <FollowUpItem
          key={followUp.id}
          followUp={followUp}
          now={now}
          isBusy={
            (toggleMutation.isPending && toggleMutation.variables?.id === followUp.id) ||
            (deleteMutation.isPending && deleteMutation.variables === followUp.id)
          }
          onToggle={() => void onToggle(followUp)}
          onEdit={() => onEdit(followUp)}
          onDelete={() => void onDelete(followUp)}
        />
      ))}
    </ul>
  );

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button onClick={onAdd}>
          <CalendarPlus className="h-4 w-4" aria-hidden /> {text.add}
        </Button>
      </div>

      {followUps.isPending ? (
        <SkeletonRows
          count={3}
          label={text.loading}
          className="grid gap-3"
          row={<Skeleton className="h-20 w-full rounded-lg" />}
        />
      ) : followUps.isError && !followUps.data ? (
        <ErrorState
          message={text.loadError}
          onRetry={() => void followUps.refetch()}
          retryLabel={crmText.states.retry}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={CalendarX}
          title={text.empty.title}
          body={text.empty.body}
          action={
            <Button onClick={onAdd}>
              <CalendarPlus className="h-4 w-4" aria-hidden /> {text.add}
            </Button>
          }
        />
      ) : (
        <>
          <section aria-labelledby="upcoming-heading">
            <Card className="p-4 sm:p-5">
              <h2 id="upcoming-heading" className="text-lg font-semibold text-slate-950">
                {text.upcomingTitle}
              </h2>
              <p className="mb-3 text-sm text-slate-600">{text.upcomingHint}</p>
              {upcomingAnswer.isPending ? (
                <Skeleton className="h-20 w-full rounded-lg" />
              ) : upcomingAnswer.isError ? (
                <ErrorState
                  message={text.loadError}
                  onRetry={() => void upcomingAnswer.refetch()}
                  retryLabel={crmText.states.retry}
                />
              ) : upcoming.length === 0 ? (
                <p className="text-sm text-slate-600">{text.upcomingEmpty}</p>
              ) : (
                renderList(upcoming)
              )}
            </Card>
          </section>
          <section aria-labelledby="all-follow-ups-heading">
            <h2 id="all-follow-ups-heading" className="mb-3 text-lg font-semibold text-slate-950">
              {text.allTitle}
            </h2>
            {renderList(list)}
            <div className="mt-4">
              <LoadMoreFooter list={followUps} shown={list.length} text={text} />
            </div>
          </section>
        </>
      )}
    </div>
  );
}
