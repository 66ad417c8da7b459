import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  FollowUpBody,
  type Contact,
  type FollowUpFormValues,
} from '../../../../common/contracts/crm';
import { crmLimits, crmRules, crmSuccess, followUpTypes } from '../../../../common/crm-rules';
import { crmText } from '../../../../content/crm';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/fields';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useCreateFollowUp } from './api/create-follow-up';
import { useContactChoices } from './api/list-contacts';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { fromDateTimeLocal } from '../../lib/date-time';
import { toastFailure } from '../../lib/toast-failure';
import { SearchInput } from '../../components/ui/search-input';
import { contractResolver } from '../../lib/contract-resolver';

// Loaded when the follow-up dialog first opens (or when the browser is idle on /crm).

const text = crmText.followUpForm;
const typeOptions = followUpTypes.map((t) => ({ value: t, label: crmText.typeLabels[t] }));

type ContactOption = { value: string; label: string };
const toOption = (c: Contact): ContactOption => ({
  value: c.id,
  label: c.company ? `${c.name} (${c.company})` : c.name,
});

/**
 * Contact, type, title, description and date, checked by the API's own contract. The contact list
 * is the first page of a server-side search, so any contact can be found however many there are.
 */
export function FollowUpForm({ contact, onDone }: { contact?: Contact; onDone: () => void }) {
  const createMutation = useCreateFollowUp();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), crmText.timing.searchDebounceMs);
  const choices = useContactChoices({ search: settledSearch || undefined });
  // The chosen contact stays a choice while another search shows other names.
  const [chosen, setChosen] = useState<ContactOption | undefined>(
    contact ? toOption(contact) : undefined,
  );
  const found = (choices.data?.items ?? []).map(toOption);
  const options =
    chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FollowUpFormValues, unknown, FollowUpBody>({
    resolver: contractResolver(FollowUpBody),
    defaultValues: {
      contactId: contact?.id ?? '',
      type: crmRules.defaultFollowUpType,
      title: '',
      description: '',
      followUpDate: '',
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await createMutation.mutateAsync(body);
      toast({ title: crmSuccess.followUpCreated, variant: 'success' });
      onDone();
    } catch (error) {
      toastFailure(crmText.toasts.saveFollowUpFailed, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="follow-up-contact-search">{text.findContact}</Label>
        <SearchInput
          id="follow-up-contact-search"
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
      <FormField
        id="follow-up-contact"
        label={text.fields.contact}
        error={errors.contactId?.message}
      >
        <Controller
          control={control}
          name="contactId"
          render={({ field }) => (
            <Select
              id="follow-up-contact"
              value={field.value}
              onValueChange={(value) => {
                setChosen(options.find((o) => o.value === value));
                field.onChange(value);
              }}
              options={options}
              placeholder={text.chooseContact}
              invalid={Boolean(errors.contactId)}
              describedBy={errors.contactId ? 'follow-up-contact-error' : undefined}
            />
          )}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="follow-up-type" label={text.fields.type} error={errors.type?.message}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select
                id="follow-up-type"
                value={field.value ?? crmRules.defaultFollowUpType}
                onValueChange={field.onChange}
                options={typeOptions}
              />
            )}
          />
        </FormField>
        <FormField
          id="follow-up-date"
          label={text.fields.date}
          error={errors.followUpDate?.message}
        >
          <Input
            id="follow-up-date"
            type="datetime-local"
            {...fieldAria('follow-up-date', errors.followUpDate?.message)}
            {...register('followUpDate', { setValueAs: fromDateTimeLocal })}
          />
        </FormField>
      </div>
      <FormField id="follow-up-title" label={text.fields.title} error={errors.title?.message}>
        <Input
          id="follow-up-title"
          maxLength={crmLimits.title}
          autoComplete="off"
          {...fieldAria('follow-up-title', errors.title?.message)}
          {...register('title')}
        />
      </FormField>
      <FormField
        id="follow-up-description"
        label={text.fields.description}
        error={errors.description?.message}
      >
        <Textarea
          id="follow-up-description"
          rows={3}
          maxLength={crmLimits.description}
          {...fieldAria('follow-up-description', errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{text.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={createMutation.isPending}>
          {createMutation.isPending ? text.saving : text.create}
        </Button>
      </div>
    </form>
  );
}
