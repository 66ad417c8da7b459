import CalendarCheck from 'lucide-react/icons/calendar-check';
import Mail from 'lucide-react/icons/mail';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import SquareCheck from 'lucide-react/icons/square-check';
import Trash2 from 'lucide-react/icons/trash';
import Users from 'lucide-react/icons/users';
import type { FollowUp } from '../../../../common/contracts/crm';
import type { FollowUpType } from '../../../../common/crm-rules';
import { followUpTiming } from '../../../../common/crm-analytics';
import { crmText } from '../../../../content/crm';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { FollowUpBadges } from './crm-badges';
import { formatDateTime } from '../../lib/date-time';

const text = crmText.followUps;
const typeIcons: Record<FollowUpType, typeof Phone> = {
  call: Phone,
  email: Mail,
  meeting: Users,
  task: SquareCheck,
};

/** One follow-up: what, with whom, when, its labels, and Mark complete or Reopen. */
export function FollowUpItem({
  followUp,
  now,
  isBusy,
  onToggle,
  onEdit,
  onDelete,
}: {
  followUp: FollowUp;
  now: Date;
  isBusy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const timing = followUpTiming(followUp, now);
  const Icon = typeIcons[followUp.type];
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-l-4 bg-white p-3 sm:flex-row sm:items-start sm:p-4',
        timing === 'overdue'
          ? 'border-red-200 border-l-red-600'
          : timing === 'due_today'
            ? 'border-amber-200 border-l-amber-500'
            : timing === 'completed'
              ? 'border-slate-200 border-l-emerald-500 bg-slate-50'
              : 'border-slate-200 border-l-brand-500',
      )}
      data-testid="follow-up-item"
    >
      <span
        className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700 sm:flex"
        aria-hidden
      >
        <Icon className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p
            className={cn(
              'break-words font-semibold',
              timing === 'completed' ? 'text-slate-600' : 'text-slate-950',
            )}
          >
            {followUp.title}
          </p>
          <FollowUpBadges timing={timing} />
        </div>
        <p className="mt-0.5 text-sm text-slate-600">
          {crmText.typeLabels[followUp.type]} {text.with}{' '}
          <span className="font-medium text-slate-800">{followUp.contactName}</span>
          {' · '}
          <time dateTime={followUp.followUpDate}>{formatDateTime(followUp.followUpDate)}</time>
        </p>
        {followUp.description ? (
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">
            {followUp.description}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-1 self-start">
        <Button
          variant={followUp.completed ? 'ghost' : 'secondary'}
          size="sm"
          onClick={onToggle}
          disabled={isBusy}
        >
          {followUp.completed ? (
            <RotateCcw className="h-4 w-4" aria-hidden />
          ) : (
            <CalendarCheck className="h-4 w-4" aria-hidden />
          )}
          {followUp.completed ? text.reopen : text.complete}
          <span className="sr-only">: {followUp.title}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onEdit} disabled={isBusy}>
          <Pencil className="h-4 w-4" aria-hidden /> {text.edit}
          <span className="sr-only">: {followUp.title}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} disabled={isBusy}>
          <Trash2 className="h-4 w-4" aria-hidden /> {text.delete}
          <span className="sr-only">: {followUp.title}</span>
        </Button>
      </div>
    </li>
  );
}
