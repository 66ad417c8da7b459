import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  FollowUpBody,
  type FollowUp,
  type FollowUpFormValues,
} from '../../../common/contracts/crm';
import { crmLimits, crmRules, crmSuccess, followUpTypes } from '../../../common/crm-rules';
import { crmText } from '../../../content/crm';
import { contractResolver } from '../lib/contract-resolver';
import { fromDateTimeLocal, toDateTimeLocal } from '../lib/date-time';
import { saveRecord } from '../lib/save-record';
import { toastFailure } from '../lib/toast-failure';
import { Button } from './ui/button';
import { DialogClose } from './ui/dialog';
import { Input } from './ui/fields';
import { fieldAria, FormField } from './ui/form-field';
import { Select } from './ui/select';
import { Textarea } from './ui/textarea';

// Loaded when a follow-up dialog first opens (or when the browser is idle on a page that has one).

const text = crmText.followUpForm;
const typeOptions = followUpTypes.map((t) => ({ value: t, label: crmText.typeLabels[t] }));

/** A write the form starts: a TanStack mutation, or anything with the same two members. */
type Write<Variables> = {
  mutateAsync: (variables: Variables) => Promise<unknown>;
  isPending: boolean;
};

export type FollowUpWrites = {
  create: Write<FollowUpBody>;
  /** Only where a follow-up can be edited. */
  update?: Write<{ id: string; body: FollowUpBody }>;
};

/** What a contact picker is given: the chosen contact's id, its setter and the field's message. */
export type ContactField = {
  value: string;
  onChange: (contactId: string) => void;
  error?: string;
};

const cannotEdit: Write<{ id: string; body: FollowUpBody }> = {
  isPending: false,
  mutateAsync: () => Promise.reject(new Error('This form adds follow-ups only')),
};

/** A date the input shows as typed (no offset) is read as local time, as a typed one is. */
const withOffset = (value: unknown) =>
  typeof value === 'string' && value !== '' && !/(Z|[+-]\d\d:\d\d)$/.test(value)
    ? fromDateTimeLocal(value)
    : value;
const followUpResolver = contractResolver(FollowUpBody);

/**
 * Contact, type, title, description and date, checked by the API's own contract. The contact is
 * either chosen with the picker the caller renders (the CRM's search over its contacts) or fixed
 * (a prospect's person, named by the caller); the writes are the caller's, so each page refreshes
 * what it shows.
 */
export function FollowUpForm({
  contactId,
  contactPicker,
  followUp,
  writes,
  onDone,
}: {
  /** The contact preselected in the picker, or, without a picker, the one the follow-up is with. */
  contactId?: string;
  contactPicker?: (field: ContactField) => ReactNode;
  /** Editing this follow-up; without it the form adds one. */
  followUp?: FollowUp;
  writes: FollowUpWrites;
  onDone: () => void;
}) {
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
          contactId: contactId ?? '',
          type: crmRules.defaultFollowUpType,
          title: '',
          description: '',
          followUpDate: '',
        },
  });

  const { isSaving, save } = saveRecord({
    existingId: followUp?.id ?? null,
    create: writes.create,
    update: writes.update ?? cannotEdit,
    saved: { created: crmSuccess.followUpCreated, updated: text.updated },
    onDone,
    onFailure: (error) => toastFailure(crmText.toasts.saveFollowUpFailed, error),
  });
  const onSubmit = handleSubmit(save);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {contactPicker ? (
        <Controller
          control={control}
          name="contactId"
          render={({ field }) => (
            <>
              {contactPicker({
                value: field.value,
                onChange: field.onChange,
                error: errors.contactId?.message,
              })}
            </>
          )}
        />
      ) : errors.contactId?.message ? (
        // Without a picker the caller names the contact (in the dialog's description).
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.contactId.message}
        </p>
      ) : null}
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
          // Without a picker the dialog opens on the first thing to type.
          autoFocus={!contactPicker}
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
