import { Controller, useForm } from 'react-hook-form';
import { FollowUpBody, type FollowUpFormValues } from '../../../../common/contracts/crm';
import { crmLimits, crmRules, crmSuccess, followUpTypes } from '../../../../common/crm-rules';
import { crmText } from '../../../../content/crm';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { Input } from '../../components/ui/fields';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useCreateFollowUp } from './api/create-follow-up';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { fromDateTimeLocal } from '../../lib/date-time';
import { toastFailure } from '../../lib/toast-failure';
import { contractResolver } from '../../lib/contract-resolver';

// Loaded when the follow-up dialog first opens (or when the browser is idle on /crm).

const text = crmText.followUpForm;
const typeOptions = followUpTypes.map((t) => ({ value: t, label: crmText.typeLabels[t] }));

/** Contact, type, title, description and date, checked by the API's own contract. */
export function FollowUpForm({
  options,
  contactId,
  onDone,
}: {
  options: Array<{ value: string; label: string }>;
  contactId?: string;
  onDone: () => void;
}) {
  const createMutation = useCreateFollowUp();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FollowUpFormValues, unknown, FollowUpBody>({
    resolver: contractResolver(FollowUpBody),
    defaultValues: {
      contactId: contactId && options.some((o) => o.value === contactId) ? contactId : '',
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
              onValueChange={field.onChange}
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
