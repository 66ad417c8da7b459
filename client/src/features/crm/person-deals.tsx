import Briefcase from 'lucide-react/icons/briefcase';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Plus from 'lucide-react/icons/plus';
import { lazy, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Contact } from '../../../../common/contracts/crm';
import type { Prospect, ProspectStatus } from '../../../../common/contracts/growth';
import { prospectStatuses } from '../../../../common/growth-rules';
import { Button } from '../../components/ui/button';
import { FormSkeleton } from '../../components/ui/form-skeleton';
import { Select } from '../../components/ui/select';
import { Skeleton, SkeletonRows } from '../../components/ui/states';
import { cn } from '../../lib/cn';
import { toastFailure } from '../../lib/toast-failure';
import { toast } from '../../lib/use-toast';
import { useSetDealStage } from './api/add-deal';
import { useContactDeals } from './api/contact-deals';
import { dealsText as text } from '../../../../content/crm-deals-text';
import { formatDealValue } from './format';

export const loadAddDealForm = () => import('./add-deal-form');
const AddDealForm = lazy(() => loadAddDealForm().then((m) => ({ default: m.AddDealForm })));

const stageOptions = prospectStatuses.map((s) => ({ value: s, label: text.stageLabels[s] }));

/**
 * A contact's deals (the prospect tracker's rows with this person), folded until opened: each
 * with its company, value and a stage list that moves it, then "Add deal".
 */
export function PersonDeals({ contact }: { contact: Contact }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const deals = useContactDeals(contact.id, isOpen);
  const panelId = `contact-${contact.id}-deals`;
  const addId = `${panelId}-add`;

  // Once the form is gone, focus goes back to the button that opened it.
  const closeForm = () => {
    flushSync(() => setIsAdding(false));
    document.getElementById(addId)?.focus();
  };

  return (
    <div className="mb-4" data-testid="contact-deals">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-9 w-full items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-100"
      >
        <span className="flex items-center gap-1.5">
          <Briefcase className="h-3.5 w-3.5" aria-hidden /> {text.heading}
          <span className="sr-only"> {text.headingFor(contact.name)}</span>
        </span>
        <ChevronDown
          className={cn('h-4 w-4 text-slate-500 transition-transform', isOpen && 'rotate-180')}
          aria-hidden
        />
      </button>
      {isOpen ? (
        <div id={panelId} className="mt-2 grid gap-2">
          {deals.isPending ? (
            <SkeletonRows
              count={1}
              label={text.loading}
              row={<Skeleton className="h-14 w-full" />}
            />
          ) : deals.isError ? (
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
              {text.loadError}
              <Button variant="link" size="sm" onClick={() => void deals.refetch()}>
                {text.retry}
              </Button>
            </p>
          ) : deals.data.items.length === 0 ? (
            <p className="text-sm text-slate-600">{text.empty(contact.name)}</p>
          ) : (
            <ul className="grid gap-2" aria-label={text.headingFor(contact.name)}>
              {deals.data.items.map((deal) => (
                <DealRow key={deal.id} deal={deal} />
              ))}
            </ul>
          )}
          {isAdding ? (
            <Suspense fallback={<FormSkeleton fields={3} />}>
              <AddDealForm contact={contact} onDone={closeForm} />
            </Suspense>
          ) : (
            <Button
              id={addId}
              variant="secondary"
              size="sm"
              className="justify-self-start"
              onClick={() => setIsAdding(true)}
            >
              <Plus className="h-4 w-4" aria-hidden /> {text.add}
              <span className="sr-only"> {text.headingFor(contact.name)}</span>
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** One deal: company and value, and its stage, which moves it when changed. */
function DealRow({ deal }: { deal: Prospect }) {
  const stageMutation = useSetDealStage();
  // While the move is on its way, the list shows where the deal is going.
  const stage = stageMutation.isPending ? stageMutation.variables.status : deal.status;

  async function onStage(next: ProspectStatus) {
    if (next === deal.status) return;
    try {
      await stageMutation.mutateAsync({ id: deal.id, status: next });
      toast({
        title: text.toasts.moved(deal.companyName, text.stageLabels[next]),
        variant: 'success',
      });
    } catch (error) {
      toastFailure(text.toasts.moveFailed, error, { onlyRefusals: true });
    }
  }

  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 px-3 py-2"
      data-testid="contact-deal"
    >
      <div className="min-w-0 flex-1 basis-32">
        <p className="break-words text-sm font-medium text-slate-900">{deal.companyName}</p>
        <p className="text-xs text-slate-600">
          {deal.estimatedValue === null ? text.noValue : formatDealValue(deal.estimatedValue)}
        </p>
      </div>
      <div className="w-full sm:w-44">
        <Select
          aria-label={text.stageLabel(deal.companyName)}
          value={stage}
          onValueChange={(value) => void onStage(value as ProspectStatus)}
          options={stageOptions}
          disabled={stageMutation.isPending}
        />
      </div>
    </li>
  );
}
