import { Controller, useForm } from 'react-hook-form';
import {
  ContactBody,
  type Contact,
  type ContactFormValues,
} from '../../../../common/contracts/crm';
import { contactStatuses, crmLimits, crmRules, crmSuccess } from '../../../../common/crm-rules';
import { crmText } from '../../../../content/crm';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { Input } from '../../components/ui/fields';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useCreateContact } from './api/create-contact';
import { useUpdateContact } from './api/update-contact';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { toastFailure } from '../../lib/toast-failure';
import { contractResolver } from '../../lib/contract-resolver';

// Loaded when a contact dialog first opens (or when the browser is idle on /crm): the form
// library and the zod contract stay out of the page's first download.

const text = crmText.contactForm;
const statusOptions = contactStatuses.map((s) => ({ value: s, label: crmText.statusLabels[s] }));

function initialValues(contact: Contact | null): ContactFormValues {
  return {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    company: contact?.company ?? '',
    position: contact?.position ?? '',
    industry: contact?.industry ?? '',
    address: contact?.address ?? '',
    leadSource: contact?.leadSource ?? '',
    dealValue: contact?.dealValue ?? null,
    notes: contact?.notes ?? '',
    status: contact?.status ?? crmRules.defaultStatus,
  };
}

/** Every field of a contact, checked by the API's own contract before anything is sent. */
export function ContactForm({ contact, onDone }: { contact: Contact | null; onDone: () => void }) {
  const createMutation = useCreateContact();
  const updateMutation = useUpdateContact();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactBody>({
    resolver: contractResolver(ContactBody),
    defaultValues: initialValues(contact),
  });
  const isSaving = createMutation.isPending || updateMutation.isPending;

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (contact) {
        await updateMutation.mutateAsync({ id: contact.id, body });
        toast({ title: crmSuccess.contactUpdated, variant: 'success' });
      } else {
        await createMutation.mutateAsync(body);
        toast({ title: crmSuccess.contactCreated, variant: 'success' });
      }
      onDone();
    } catch (error) {
      toastFailure(crmText.toasts.saveContactFailed, error);
    }
  });

  const textField = (
    name: Exclude<keyof ContactFormValues, 'dealValue' | 'status' | 'notes'>,
    options: { type?: string; autoComplete?: string; inputMode?: 'email' | 'tel' } = {},
  ) => {
    const id = `contact-${name}`;
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={text.fields[name]} error={error}>
        <Input
          id={id}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
          maxLength={crmLimits[name]}
          {...fieldAria(id, error)}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {textField('name')}
        {textField('email', { type: 'email', inputMode: 'email' })}
        {textField('phone', { type: 'tel', inputMode: 'tel' })}
        {textField('company')}
        {textField('position')}
        {textField('industry')}
        {textField('leadSource')}
        <FormField
          id="contact-dealValue"
          label={text.fields.dealValue}
          error={errors.dealValue?.message}
        >
          <Input
            id="contact-dealValue"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...fieldAria('contact-dealValue', errors.dealValue?.message)}
            {...register('dealValue', {
              setValueAs: (value: unknown) =>
                value === '' || value === null || value === undefined ? null : Number(value),
            })}
          />
        </FormField>
        <FormField id="contact-status" label={text.fields.status} error={errors.status?.message}>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select
                id="contact-status"
                value={field.value ?? crmRules.defaultStatus}
                onValueChange={field.onChange}
                options={statusOptions}
                invalid={Boolean(errors.status)}
              />
            )}
          />
        </FormField>
        {textField('address')}
      </div>
      <FormField id="contact-notes" label={text.fields.notes} error={errors.notes?.message}>
        <Textarea
          id="contact-notes"
          rows={3}
          maxLength={crmLimits.notes}
          {...fieldAria('contact-notes', errors.notes?.message)}
          {...register('notes')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{text.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? text.saving : contact ? text.save : text.create}
        </Button>
      </div>
    </form>
  );
}
