import type { LucideIcon } from 'lucide-react';
import Building2 from 'lucide-react/icons/building-complex';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import History from 'lucide-react/icons/rotate-ccw-clock';
import Mail from 'lucide-react/icons/mail';
import Pencil from 'lucide-react/icons/pencil';
import Phone from 'lucide-react/icons/phone';
import Search from 'lucide-react/icons/search';
import Trash2 from 'lucide-react/icons/trash';
import UserPlus from 'lucide-react/icons/user-plus';
import UserRound from 'lucide-react/icons/user-round';
import Handshake from 'lucide-react/icons/handshake';
import Microscope from 'lucide-react/icons/microscope';
import PhoneCall from 'lucide-react/icons/phone-call';
import { useMemo, useState } from 'react';
import type { Prospect } from '../../../../common/contracts/growth';
import {
  growthSuccess,
  prospectLimits,
  prospectStatuses,
  type ProspectStatus,
} from '../../../../common/growth-rules';
import { growthText } from '../../../../content/growth-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/fields';
import { LoadMoreFooter } from '../../components/ui/load-more';
import { SearchInput } from '../../components/ui/search-input';
import { Select } from '../../components/ui/select';
import { EmptyState, ErrorState, Skeleton, SkeletonRows } from '../../components/ui/states';
import { toast } from '../../lib/use-toast';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/date-time';
import { useLoadAhead } from '../../lib/use-load-ahead';
import { toastFailure } from '../../lib/toast-failure';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDeleteProspect } from './api/delete-prospect';
import { useProspects } from './api/list-prospects';
import { useUpdateProspect } from './api/update-prospect';
import { GrowthPageHeader } from './growth-ui';
import { LeadOrderImport } from './lead-order-import';
import { formatDollars, ProspectStatusBadge } from './prospect-badges';
import {
  DeleteProspectDialog,
  loadFollowUpForm,
  loadProspectForm,
  PlanFollowUpDialog,
  ProspectFormDialog,
  ProspectHistoryDialog,
  type ProspectDialogState,
} from './prospect-dialogs';

const text = growthText.prospects;
const ALL = 'all';
const filterOptions = [
  { value: ALL, label: text.allStatuses },
  ...prospectStatuses.map((s) => ({ value: s, label: growthText.statusLabels[s] })),
];
const statusOptions = prospectStatuses.map((s) => ({
  value: s,
  label: growthText.statusLabels[s],
}));
const strategyIcons: LucideIcon[] = [Microscope, PhoneCall, Handshake];
const followUpText = growthText.prospects.followUp;
const SEARCH_DEBOUNCE_MS = 250;

const AddProspectButton = ({ onClick }: { onClick?: () => void }) => (
  <Button onClick={onClick}>
    <UserPlus className="h-4 w-4" aria-hidden /> {text.add}
  </Button>
);

/** The page's title, its action and the strategy, which need no answer: drawn in the shell's HTML. */
function ProspectingTop({ onAdd }: { onAdd?: () => void }) {
  return (
    <>
      <GrowthPageHeader
        title={text.title}
        subtitle={text.subtitle}
        actions={<AddProspectButton onClick={onAdd} />}
      />

      <section aria-labelledby="strategy-heading">
        <h2 id="strategy-heading" className="sr-only">
          {text.strategy.heading}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {text.strategy.steps.map((step, i) => {
            const Icon = strategyIcons[i];
            return (
              <Card key={step.title} className="p-4">
                <p className="flex items-center gap-2 font-semibold text-slate-950">
                  <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon className="h-4 w-4" aria-hidden />
                  </span>
                  {step.title}
                </p>
                <p className="mt-2 text-sm text-slate-600">{step.body}</p>
              </Card>
            );
          })}
        </div>
      </section>
    </>
  );
}

/** What the prospect tracker shows before any answer arrives: the shell draws it while the code loads. */
export function PageTop() {
  return (
    <div className="space-y-6">
      <ProspectingTop />
    </div>
  );
}

/** /growth/prospecting: add, find, move and follow every prospect. */
export function ProspectingPage() {
  const [dialog, setDialog] = useState<ProspectDialogState>(null);
  const [historyOf, setHistoryOf] = useState<Prospect | null>(null);
  const [deleting, setDeleting] = useState<Prospect | null>(null);
  const [planningFor, setPlanningFor] = useState<Prospect | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ProspectStatus | typeof ALL>(ALL);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const isFiltered = settledSearch !== '' || status !== ALL;
  const prospects = useProspects({
    search: settledSearch || undefined,
    status: status === ALL ? undefined : status,
  });
  const list = useMemo(
    () => prospects.data?.pages.flatMap((page) => page.items) ?? [],
    [prospects.data],
  );
  const updateMutation = useUpdateProspect();
  const deleteMutation = useDeleteProspect();

  // The forms are their own download, fetched ahead of the click that opens one.
  useLoadAhead(loadProspectForm, loadFollowUpForm);

  async function changeStatus(prospect: Prospect, next: ProspectStatus) {
    try {
      await updateMutation.mutateAsync({ id: prospect.id, body: { status: next } });
      toast({ title: growthSuccess.prospectStatusUpdated, variant: 'success' });
    } catch (error) {
      toastFailure(growthText.common.errorTitle, error, {
        fallback: text.toasts.updateFailed,
        onlyRefusals: true,
      });
    }
  }

  async function remove(prospect: Prospect) {
    try {
      await deleteMutation.mutateAsync(prospect.id);
      setDeleting(null);
      toast({
        title: growthSuccess.prospectDeleted,
        description: prospect.companyName,
        variant: 'success',
      });
    } catch (error) {
      toastFailure(growthText.common.errorTitle, error, {
        fallback: text.toasts.deleteFailed,
        onlyRefusals: true,
      });
    }
  }

  return (
    <div className="space-y-6">
      <ProspectingTop onAdd={() => setDialog({ mode: 'add' })} />

      <LeadOrderImport />

      <section aria-labelledby="prospects-heading" className="space-y-4">
        <h2 id="prospects-heading" className="text-xl font-semibold text-slate-950">
          {text.listHeading}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="prospect-search" className="sr-only">
              {text.searchLabel}
            </Label>
            <SearchInput
              id="prospect-search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={text.searchPlaceholder}
              maxLength={prospectLimits.search}
            />
          </div>
          <div className="sm:w-52">
            <Select
              id="prospect-status-filter"
              aria-label={text.statusFilterLabel}
              value={status}
              onValueChange={(value) => setStatus(value as ProspectStatus | typeof ALL)}
              options={filterOptions}
            />
          </div>
        </div>

        {prospects.isPending ? (
          <SkeletonRows
            count={3}
            label={text.loading}
            className="grid gap-3"
            row={
              <div
                className="rounded-xl border border-slate-200 bg-white p-4"
                data-testid="prospect-skeleton"
              >
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="mt-2 h-4 w-1/2" />
                <Skeleton className="mt-3 h-9 w-48" />
              </div>
            }
          />
        ) : prospects.isError && !prospects.data ? (
          <ErrorState
            message={text.loadError}
            onRetry={() => void prospects.refetch()}
            retryLabel={growthText.common.retry}
          />
        ) : list.length === 0 ? (
          isFiltered ? (
            <EmptyState icon={Search} title={text.noMatches.title} body={text.noMatches.body} />
          ) : (
            <EmptyState
              icon={Building2}
              title={text.empty}
              body={text.emptyBody}
              action={<AddProspectButton onClick={() => setDialog({ mode: 'add' })} />}
            />
          )
        ) : (
          <>
            <ul className="grid gap-3" aria-busy={prospects.isPlaceholderData || undefined}>
              {list.map((prospect) => (
                <ProspectRow
                  key={prospect.id}
                  prospect={prospect}
                  isBusy={
                    (updateMutation.isPending && updateMutation.variables?.id === prospect.id) ||
                    (deleteMutation.isPending && deleteMutation.variables === prospect.id)
                  }
                  onStatus={(next) => void changeStatus(prospect, next)}
                  onEdit={() => setDialog({ mode: 'edit', prospect })}
                  onHistory={() => setHistoryOf(prospect)}
                  onPlanFollowUp={() => setPlanningFor(prospect)}
                  onDelete={() => setDeleting(prospect)}
                />
              ))}
            </ul>
            <LoadMoreFooter list={prospects} shown={list.length} text={text} />
          </>
        )}
      </section>

      <ProspectFormDialog state={dialog} onOpenChange={(open) => !open && setDialog(null)} />
      <ProspectHistoryDialog
        prospect={historyOf}
        onOpenChange={(open) => !open && setHistoryOf(null)}
      />
      <PlanFollowUpDialog
        prospect={planningFor}
        onOpenChange={(open) => !open && setPlanningFor(null)}
      />
      <DeleteProspectDialog
        prospect={deleting}
        isDeleting={deleteMutation.isPending}
        onConfirm={(p) => void remove(p)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}

function ProspectRow({
  prospect,
  isBusy,
  onStatus,
  onEdit,
  onHistory,
  onPlanFollowUp,
  onDelete,
}: {
  prospect: Prospect;
  isBusy: boolean;
  onStatus: (status: ProspectStatus) => void;
  onEdit: () => void;
  onHistory: () => void;
  onPlanFollowUp: () => void;
  onDelete: () => void;
}) {
  const headingId = `prospect-${prospect.id}-name`;
  const missing = 'text-slate-500 italic';
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        isBusy && 'opacity-60',
      )}
      data-testid="prospect-row"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="break-words font-semibold text-slate-950">
              {prospect.companyName}
            </h3>
            <ProspectStatusBadge status={prospect.status} />
          </div>
          <dl className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2 md:flex md:flex-wrap md:gap-x-5">
            <div className="flex min-w-0 items-center gap-1.5">
              <dt>
                <UserRound className="h-4 w-4 text-slate-500" aria-hidden />
                <span className="sr-only">{text.form.fields.contactName}</span>
              </dt>
              <dd className={cn('truncate', !prospect.contactName && missing)}>
                {prospect.contactName || text.noContact}
              </dd>
            </div>
            <div className="flex min-w-0 items-center gap-1.5">
              <dt>
                <Mail className="h-4 w-4 text-slate-500" aria-hidden />
                <span className="sr-only">{text.form.fields.email}</span>
              </dt>
              <dd className={cn('truncate', !prospect.email && missing)}>
                {prospect.email ? (
                  <a href={`mailto:${prospect.email}`} className="text-brand-700 hover:underline">
                    {prospect.email}
                  </a>
                ) : (
                  text.noEmail
                )}
              </dd>
            </div>
            {prospect.phone ? (
              <div className="flex items-center gap-1.5">
                <dt>
                  <Phone className="h-4 w-4 text-slate-500" aria-hidden />
                  <span className="sr-only">{text.form.fields.phone}</span>
                </dt>
                <dd>
                  <a href={`tel:${prospect.phone}`} className="hover:underline">
                    {prospect.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            <div className="flex items-center gap-1.5">
              <dt className="text-slate-500">{text.form.fields.estimatedValue}:</dt>
              <dd
                className={
                  prospect.estimatedValue === null ? missing : 'font-semibold text-slate-900'
                }
              >
                {prospect.estimatedValue === null
                  ? text.noValue
                  : formatDollars(prospect.estimatedValue)}
              </dd>
            </div>
          </dl>
          {prospect.industry || prospect.source ? (
            <p className="mt-1 text-xs text-slate-500">
              {[prospect.industry, prospect.source ? text.fromOrder(prospect.source) : '']
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          {prospect.notes ? (
            <p className="mt-2 line-clamp-2 whitespace-pre-line text-sm text-slate-600">
              {prospect.notes}
            </p>
          ) : null}
          {prospect.contactId ? (
            <p
              className="mt-2 flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700"
              data-testid="prospect-next-follow-up"
            >
              <CalendarClock className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              {prospect.nextFollowUpAt ? (
                <>
                  <span className="text-slate-500">{followUpText.next}</span>
                  <time dateTime={prospect.nextFollowUpAt} className="font-medium text-slate-900">
                    {formatDateTime(prospect.nextFollowUpAt)}
                  </time>
                </>
              ) : (
                <span className={missing}>{followUpText.none}</span>
              )}
            </p>
          ) : null}
        </div>
        <div className="w-full shrink-0 md:w-48">
          <Select
            aria-label={text.statusLabel(prospect.companyName)}
            value={prospect.status}
            onValueChange={(value) => onStatus(value as ProspectStatus)}
            options={statusOptions}
            disabled={isBusy}
          />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" size="sm" onClick={onEdit} disabled={isBusy}>
          <Pencil className="h-4 w-4" aria-hidden /> {text.edit}
          <span className="sr-only"> {prospect.companyName}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onHistory}>
          <History className="h-4 w-4" aria-hidden /> {text.history}
          <span className="sr-only"> {prospect.companyName}</span>
        </Button>
        {prospect.contactId ? (
          <Button variant="secondary" size="sm" onClick={onPlanFollowUp} disabled={isBusy}>
            <CalendarPlus className="h-4 w-4" aria-hidden /> {followUpText.plan}
            <span className="sr-only"> {prospect.companyName}</span>
          </Button>
        ) : (
          <p className="self-center text-sm text-slate-500 italic">{followUpText.needsPerson}</p>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          disabled={isBusy}
          className="text-red-700 hover:bg-red-50 sm:ml-auto"
        >
          <Trash2 className="h-4 w-4" aria-hidden /> {text.delete}
          <span className="sr-only"> {prospect.companyName}</span>
        </Button>
      </div>
    </li>
  );
}
