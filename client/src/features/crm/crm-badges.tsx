import type { LucideIcon } from 'lucide-react';
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import type { ContactStatus } from '../../../../common/crm-rules';
import type { FollowUpTiming } from '../../../../common/crm-analytics';
import { crmText } from '../../../../content/crm';
import { Badge } from '../../components/ui/card';

type Tone = 'blue' | 'yellow' | 'green' | 'slate' | 'red';

export const statusTone: Record<ContactStatus, Tone> = {
  lead: 'blue',
  prospect: 'yellow',
  client: 'green',
  closed_lost: 'slate',
};

/** Bar colours of the pipeline, one per status (the label beside each bar names it). */
export const statusBarClass: Record<ContactStatus, string> = {
  lead: 'bg-sky-500',
  prospect: 'bg-amber-500',
  client: 'bg-emerald-600',
  closed_lost: 'bg-slate-400',
};

export function StatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={statusTone[status]}>{crmText.statusLabels[status]}</Badge>;
}

const timingBadges: Record<
  Exclude<FollowUpTiming, 'upcoming'>,
  { tone: Tone; icon: LucideIcon; label: string }
> = {
  completed: { tone: 'green', icon: CheckCircle2, label: crmText.followUps.completed },
  overdue: { tone: 'red', icon: AlertCircle, label: crmText.followUps.overdue },
  due_today: { tone: 'yellow', icon: Clock, label: crmText.followUps.dueToday },
};

/** Pending or Completed, and Overdue or Due today in words, never by colour alone. */
export function FollowUpBadges({
  timing,
  showState = true,
}: {
  timing: FollowUpTiming;
  /** Off where every item is pending anyway (a contact's next follow-up). */
  showState?: boolean;
}) {
  const extra = timing === 'completed' || timing === 'upcoming' ? null : timingBadges[timing];
  const state = timing === 'completed' ? timingBadges.completed : null;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {!showState ? null : state ? (
        <Badge tone={state.tone} className="gap-1">
          <state.icon className="h-3.5 w-3.5" aria-hidden /> {state.label}
        </Badge>
      ) : (
        <Badge tone="brand">{crmText.followUps.pending}</Badge>
      )}
      {extra ? (
        <Badge tone={extra.tone} className="gap-1">
          <extra.icon className="h-3.5 w-3.5" aria-hidden /> {extra.label}
        </Badge>
      ) : null}
    </span>
  );
}
