import Search from 'lucide-react/icons/search';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Contact } from '../../../../common/contracts/crm';
import { contactSorts, type ContactSort } from '../../../../common/crm-rules';
import {
  contactStatuses,
  crmLimits,
  crmSuccess,
  type ContactStatus,
} from '../../../../common/crm-rules';
import { crmText } from '../../../../content/crm';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/fields';
import { LoadMoreFooter } from '../../components/ui/load-more';
import { Select } from '../../components/ui/select';
import { EmptyState, ErrorState, Skeleton, SkeletonRows } from '../../components/ui/states';
import { toast } from '../../lib/use-toast';
import { latestParams } from '../../lib/latest-params';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDeleteContact } from './api/delete-contact';
import { useContacts } from './api/list-contacts';
import { useNextFollowUps } from './api/list-follow-ups';
import { useRestoreContact } from './api/restore-contact';
import { ContactCard } from './contact-card';
import { toastFailure } from '../../lib/toast-failure';
import { SearchInput } from '../../components/ui/search-input';
import { useNow } from '../../lib/use-now';

const text = crmText.contacts;
const ALL = 'all';
const statusOptions = [
  { value: ALL, label: text.allStatuses },
  ...contactStatuses.map((s) => ({ value: s, label: crmText.statusLabels[s] })),
];
/** The tab's own order (the API's default is newest first); left out of the address. */
const TAB_SORT: ContactSort = 'next-follow-up';
const sortOptions = [TAB_SORT, ...contactSorts.filter((s) => s !== TAB_SORT)].map((s) => ({
  value: s,
  label: text.sortLabels[s],
}));

export function ContactsTab({
  onAdd,
  onEdit,
  onFollowUp,
}: {
  onAdd: () => void;
  onEdit: (contact: Contact) => void;
  onFollowUp: (contact: Contact) => void;
}) {
  // Search, status and order live in the address (?q=&status=&sort=): back, reload and a shared
  // link keep them.
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const requestedStatus = params.get('status');
  const status: ContactStatus | typeof ALL = contactStatuses.includes(
    requestedStatus as ContactStatus,
  )
    ? (requestedStatus as ContactStatus)
    : ALL;
  const setStatus = (next: ContactStatus | typeof ALL) =>
    setParams(
      () => {
        const updated = latestParams();
        if (next === ALL) updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );
  const requestedSort = params.get('sort');
  const sort: ContactSort = contactSorts.includes(requestedSort as ContactSort)
    ? (requestedSort as ContactSort)
    : TAB_SORT;
  const setSort = (next: ContactSort) =>
    setParams(
      () => {
        const updated = latestParams();
        if (next === TAB_SORT) updated.delete('sort');
        else updated.set('sort', next);
        return updated;
      },
      { replace: true },
    );
  const settledSearch = useDebouncedValue(search.trim(), crmText.timing.searchDebounceMs);
  useEffect(() => {
    setParams(
      () => {
        const updated = latestParams();
        if ((updated.get('q') ?? '') === settledSearch) return updated;
        if (settledSearch) updated.set('q', settledSearch);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
  }, [settledSearch, setParams]);
  const isFiltered = settledSearch !== '' || status !== ALL;
  const contacts = useContacts({
    search: settledSearch || undefined,
    status: status === ALL ? undefined : status,
    sort,
  });
  const list = useMemo(
    () => contacts.data?.pages.flatMap((page) => page.items) ?? [],
    [contacts.data],
  );
  // Each page of contacts asks for its contacts' next follow-ups once it is on screen.
  const pageIds = useMemo(
    () => contacts.data?.pages.map((page) => page.items.map((contact) => contact.id)) ?? [],
    [contacts.data],
  );
  const nextFollowUps = useNextFollowUps(pageIds);
  const now = useNow();
  const deleteMutation = useDeleteContact();
  const restoreMutation = useRestoreContact();

  async function onUndo(contactId: string) {
    try {
      const restored = await restoreMutation.mutateAsync(contactId);
      toast({
        title: crmSuccess.contactRestored,
        description: crmText.toasts.restoredDescription(restored.contact.name),
        variant: 'success',
      });
    } catch (error) {
      toastFailure(crmText.toasts.restoreContactFailed, error);
    }
  }

  async function onDelete(contact: Contact) {
    try {
      const deleted = await deleteMutation.mutateAsync(contact.id);
      toast({
        title: crmSuccess.contactDeleted,
        description: crmText.toasts.deletedDescription(
          deleted.contact.name,
          deleted.followUps.length,
        ),
        action: { ...crmText.toasts.undo, onClick: () => void onUndo(deleted.contact.id) },
        duration: crmText.timing.undoToastMs,
      });
    } catch (error) {
      toastFailure(crmText.toasts.deleteContactFailed, error);
    }
  }

  return (
    <section aria-labelledby="contacts-heading" className="space-y-4">
      <h2 id="contacts-heading" className="sr-only">
        {text.heading}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="contact-search" className="sr-only">
            {text.searchLabel}
          </Label>
          <SearchInput
            id="contact-search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={text.searchPlaceholder}
            maxLength={crmLimits.search}
          />
        </div>
        <div className="sm:w-52">
          <Select
            id="contact-status-filter"
            aria-label={text.statusFilterLabel}
            value={status}
            onValueChange={(value) => setStatus(value as ContactStatus | typeof ALL)}
            options={statusOptions}
          />
        </div>
        <div className="sm:w-52">
          <Select
            id="contact-sort"
            aria-label={text.sortLabel}
            value={sort}
            onValueChange={(value) => setSort(value as ContactSort)}
            options={sortOptions}
          />
        </div>
      </div>

      {contacts.isPending ? (
        <SkeletonRows
          count={4}
          label={text.loading}
          className="grid gap-4 md:grid-cols-2"
          row={
            <div className="rounded-xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="mt-2 h-4 w-2/3" />
              <Skeleton className="mt-4 h-14 w-full" />
              <Skeleton className="mt-4 h-9 w-3/4" />
            </div>
          }
        />
      ) : contacts.isError && !contacts.data ? (
        <ErrorState
          message={text.loadError}
          onRetry={() => void contacts.refetch()}
          retryLabel={crmText.states.retry}
        />
      ) : list.length === 0 ? (
        isFiltered ? (
          <EmptyState icon={Search} title={text.noMatches.title} body={text.noMatches.body} />
        ) : (
          <EmptyState
            icon={Users}
            title={text.empty.title}
            body={text.empty.body}
            action={
              <Button onClick={onAdd}>
                <UserPlus className="h-4 w-4" aria-hidden /> {crmText.page.addContact}
              </Button>
            }
          />
        )
      ) : (
        <>
          <div
            className="grid gap-4 md:grid-cols-2"
            aria-busy={contacts.isPlaceholderData || undefined}
          >
            {list.map((contact) => (
              <ContactCard
                key={contact.id}
                contact={contact}
                nextFollowUp={nextFollowUps.byContact.get(contact.id)}
                followUpsStatus={nextFollowUps.statusOf(contact.id)}
                now={now}
                isBusy={deleteMutation.isPending && deleteMutation.variables === contact.id}
                onEdit={() => onEdit(contact)}
                onFollowUp={() => onFollowUp(contact)}
                onDelete={() => void onDelete(contact)}
              />
            ))}
          </div>
          <LoadMoreFooter list={contacts} shown={list.length} text={text} />
        </>
      )}
    </section>
  );
}
