import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  FollowUpBody,
  type Contact,
  type FollowUp,
  type FollowUpFormValues,
} from '../../../../common/contracts/crm';
import { crmLimits, crmRules, crmSuccess, followUpTypes } from '../../../../common/crm-rules';
import { crmText } from '../../../../content/crm';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { Input, Label } from '../../components/ui/fields';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { saveRecord } from '../../lib/save-record';
import { useCreateFollowUp } from './api/create-follow-up';
import { useUpdateFollowUp } from './api/update-follow-up';
import { useContactChoices } from './api/list-contacts';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { fromDateTimeLocal, toDateTimeLocal } from '../../lib/date-time';
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
/** A date the input shows as typed (no offset) is read as local time, as a typed one is. */
const withOffset = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/(Z|[+-]\d\d:\d\d)$/.test(value)
    ? fromDateTimeLocal(value)
    : value;
const followUpResolver = contractResolver(FollowUpBody);

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
  const createMutation = useCreateFollowUp();
  const updateMutation = useUpdateFollowUp();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), crmText.timing.searchDebounceMs);
  const choices = useContactChoices({ search: settledSearch || undefined });
  // The chosen contact stays a choice while another search shows other names.
  const [chosen, setChosen] = useState<ContactOption | undefined>(
    contact
      ? toOption(contact)
      : followUp
        ? { value: followUp.contactId, label: followUp.contactName }
        : undefined,
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
    resolver: (values, context, options) =>
      followUpResolver(
        { ...values, followUpDate: withOffset(values.followUpDate) as string },
        context,
        options,
      ),
    defaultValues: followUp
      ? {
          contactId: followUp.contactId,
          type: followUp.type,
          title: followUp.title,
          description: followUp.description,
          followUpDate: toDateTimeLocal(new Date(followUp.followUpDate)),
        }
      : {
          contactId: contact?.id ?? '',
          type: crmRules.defaultFollowUpType,
          title: '',
          description: '',
          followUpDate: '',
        },
  });

  const { isSaving, save } = saveRecord({
    existingId: followUp?.id ?? null,
    create: createMutation,
    update: updateMutation,
    saved: { created: crmSuccess.followUpCreated, updated: text.updated },
    onDone,
    onFailure: (error) => toastFailure(crmText.toasts.saveFollowUpFailed, error),
  });
  const onSubmit = handleSubmit(save);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
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
            // A date input has a wide intrinsic width: it keeps to its column.
            className="min-w-0"
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
      {/* Stays in view at the bottom of the dialog while a phone scrolls its fields. */}
      <div
        className="sticky -bottom-5 z-10 -mx-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6"
        data-testid="dialog-actions"
      >
        <DialogClose asChild>
          <Button variant="secondary">{text.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? text.saving : followUp ? text.save : text.create}
        </Button>
      </div>
    </form>
  );
}
