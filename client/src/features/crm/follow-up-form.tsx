import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Contact, FollowUp } from '../../../../common/contracts/crm';
import { crmLimits } from '../../../../common/crm-rules';
import { crmText } from '../../../../content/crm';
import {
  FollowUpForm as SharedFollowUpForm,
  type ContactField,
} from '../../components/follow-up-form';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/fields';
import { SearchInput } from '../../components/ui/search-input';
import { Select } from '../../components/ui/select';
import { refetchProspects } from '../../lib/pipeline-queries';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCreateFollowUp } from './api/create-follow-up';
import { useContactChoices } from './api/list-contacts';
import { useUpdateFollowUp } from './api/update-follow-up';

// Loaded when the follow-up dialog first opens (or when the browser is idle on /crm).

const text = crmText.followUpForm;

type ContactOption = { value: string; label: string };
const toOption = (c: Contact): ContactOption => ({
  value: c.id,
  label: c.company ? `${c.name} (${c.company})` : c.name,
});

/** The follow-up form with the CRM's contact picker and writes. */
export function FollowUpForm({
  contact,
  followUp,
  onDone,
}: {
  contact?: Contact;
  /** Editing this follow-up; without it the form adds one. */
  followUp?: FollowUp;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const createMutation = useCreateFollowUp();
  const updateMutation = useUpdateFollowUp();
  const initial = contact
    ? toOption(contact)
    : followUp
      ? { value: followUp.contactId, label: followUp.contactName }
      : undefined;
  return (
    <SharedFollowUpForm
      contactId={contact?.id}
      followUp={followUp}
      contactPicker={(field) => <ContactPicker initial={initial} {...field} />}
      writes={{ create: createMutation, update: updateMutation }}
      onDone={() => {
        // A prospect's row shows its person's next follow-up.
        void refetchProspects(queryClient);
        onDone();
      }}
    />
  );
}

/**
 * A search and the contacts it finds. The list is the first page of a server-side search, so any
 * contact can be found however many there are.
 */
function ContactPicker({
  initial,
  value,
  onChange,
  error,
}: ContactField & { initial: ContactOption | undefined }) {
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), crmText.timing.searchDebounceMs);
  const choices = useContactChoices({ search: settledSearch || undefined });
  // The chosen contact stays a choice while another search shows other names.
  const [chosen, setChosen] = useState<ContactOption | undefined>(initial);
  const found = (choices.data?.items ?? []).map(toOption);
  const options =
    chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="follow-up-contact-search">{text.findContact}</Label>
        <SearchInput
          id="follow-up-contact-search"
          // The dialog opens on its first field, also when the form arrives after the dialog.
          autoFocus
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={text.findContactPlaceholder}
          maxLength={crmLimits.search}
          autoComplete="off"
          aria-describedby={
            found.length === 0 && settledSearch ? 'follow-up-contact-none' : undefined
          }
        />
        {found.length === 0 && settledSearch && !choices.isFetching ? (
          <p id="follow-up-contact-none" className="text-sm text-slate-600" role="status">
            {text.noContactMatches}
          </p>
        ) : null}
      </div>
      <FormField id="follow-up-contact" label={text.fields.contact} error={error}>
        <Select
          id="follow-up-contact"
          value={value}
          onValueChange={(next) => {
            setChosen(options.find((o) => o.value === next));
            onChange(next);
          }}
          options={options}
          placeholder={text.chooseContact}
          invalid={Boolean(error)}
          describedBy={error ? 'follow-up-contact-error' : undefined}
        />
      </FormField>
    </>
  );
}
