import Building2 from 'lucide-react/icons/building-complex';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Mail from 'lucide-react/icons/mail';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import Trash2 from 'lucide-react/icons/trash';
import type { Contact, FollowUp } from '../../../../common/contracts/crm';
import { followUpTiming } from '../../../../common/crm-analytics';
import { crmText } from '../../../../content/crm';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { FollowUpBadges, StatusBadge } from './crm-badges';
import { formatDateTime } from '../../lib/date-time';
import { formatDealValue } from './format';
import { PersonDeals } from './person-deals';

const text = crmText.contacts;

/**
 * One contact: its details, its next pending follow-up, its deals (opened on demand), and Edit,
 * Follow Up and Delete.
 */
export function ContactCard({
  contact,
  nextFollowUp,
  followUpsStatus,
  now,
  isBusy,
  onEdit,
  onFollowUp,
  onDelete,
}: {
  contact: Contact;
  nextFollowUp: FollowUp | undefined;
  followUpsStatus: 'pending' | 'error' | 'success';
  now: Date;
  isBusy: boolean;
  onEdit: () => void;
  onFollowUp: () => void;
  onDelete: () => void;
}) {
  const headingId = `contact-${contact.id}-name`;
  const role = [contact.position, contact.company].filter(Boolean).join(' · ');
  const timing = nextFollowUp ? followUpTiming(nextFollowUp, now) : null;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className={cn('flex flex-col p-4 sm:p-5', isBusy && 'opacity-60')}
      data-testid="contact-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-base font-semibold text-slate-950">
            {contact.name}
          </h3>
          {role ? (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
              <Building2 className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <span className="break-words">{role}</span>
            </p>
          ) : null}
        </div>
        <StatusBadge status={contact.status} />
      </div>

      <dl className="mt-3 grid gap-1.5 text-sm text-slate-700">
        {contact.email ? (
          <div className="flex min-w-0 items-center gap-2">
            <dt>
              <Mail className="h-4 w-4 text-slate-500" aria-hidden />
              <span className="sr-only">{crmText.contactForm.fields.email}</span>
            </dt>
            <dd className="min-w-0 truncate">
              <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
                {contact.email}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.phone ? (
          <div className="flex items-center gap-2">
            <dt>
              <Phone className="h-4 w-4 text-slate-500" aria-hidden />
              <span className="sr-only">{crmText.contactForm.fields.phone}</span>
            </dt>
            <dd>
              <a href={`tel:${contact.phone}`} className="hover:underline">
                {contact.phone}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.dealValue !== null ? (
          <div className="flex items-center gap-2">
            <dt className="text-slate-500">{text.dealValue}:</dt>
            <dd className="font-semibold text-slate-900">{formatDealValue(contact.dealValue)}</dd>
          </div>
        ) : null}
      </dl>
      {contact.notes ? (
        <p className="mt-2 line-clamp-2 whitespace-pre-line text-sm text-slate-600">
          {contact.notes}
        </p>
      ) : null}

      <div
        className={cn(
          'mb-4 mt-3 rounded-lg border px-3 py-2 text-sm',
          timing === 'overdue'
            ? 'border-red-200 bg-red-50'
            : timing === 'due_today'
              ? 'border-amber-200 bg-amber-50'
              : 'border-slate-200 bg-slate-50',
        )}
        data-testid="next-follow-up"
      >
        <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <CalendarClock className="h-3.5 w-3.5" aria-hidden /> {text.nextFollowUp}
        </p>
        {followUpsStatus === 'pending' ? (
          <Skeleton className="mt-1 h-5 w-2/3" />
        ) : followUpsStatus === 'error' ? (
          <p className="mt-1 text-slate-600">{crmText.followUps.loadError}</p>
        ) : nextFollowUp && timing ? (
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium text-slate-900">{nextFollowUp.title}</span>
            <span className="text-slate-600">{formatDateTime(nextFollowUp.followUpDate)}</span>
            {timing === 'overdue' || timing === 'due_today' ? (
              <FollowUpBadges timing={timing} showState={false} />
            ) : null}
          </div>
        ) : (
          <p className="mt-1 text-slate-600">{text.noFollowUp}</p>
        )}
      </div>

      <PersonDeals contact={contact} />

      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" size="sm" onClick={onEdit} disabled={isBusy}>
          <Pencil className="h-4 w-4" aria-hidden /> {text.edit}
          <span className="sr-only"> {contact.name}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onFollowUp} disabled={isBusy}>
          <CalendarPlus className="h-4 w-4" aria-hidden /> {text.followUp}
          <span className="sr-only"> {contact.name}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          disabled={isBusy}
          className="text-red-700 hover:bg-red-50 sm:ml-auto"
        >
          <Trash2 className="h-4 w-4" aria-hidden /> {text.delete}
          <span className="sr-only"> {contact.name}</span>
        </Button>
      </div>
    </Card>
  );
}
