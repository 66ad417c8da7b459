import { Controller, useForm } from 'react-hook-form';
import {
  ContactBody,
  type Contact,
  type ContactFormValues,
} from '../../../../common/contracts/crm';
import { contactStatuses, crmLimits, crmRules, crmSuccess } from '../../../../common/crm-rules';
import { crmText } from '../../../../content/crm';
import { Input } from '../../components/ui/fields';
import { DialogForm, FieldColumns, optionalNumber } from '../../components/ui/form-layout';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { saveRecord } from '../../lib/save-record';
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
  const { isSaving, save } = saveRecord({
    existingId: contact?.id ?? null,
    create: createMutation,
    update: updateMutation,
    saved: { created: crmSuccess.contactCreated, updated: crmSuccess.contactUpdated },
    onDone,
    onFailure: (error) => toastFailure(crmText.toasts.saveContactFailed, error),
  });
  const onSubmit = handleSubmit(save);

  const textField = (
    name: Exclude<keyof ContactFormValues, 'dealValue' | 'status' | 'notes'>,
    options: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'email' | 'tel';
      autoFocus?: boolean;
    } = {},
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
          // The dialog opens on its first field, also when the form arrives after the dialog.
          autoFocus={options.autoFocus}
          maxLength={crmLimits[name]}
          {...fieldAria(id, error)}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <DialogForm
      onSubmit={onSubmit}
      cancelLabel={text.cancel}
      submitLabel={isSaving ? text.saving : contact ? text.save : text.create}
      isSaving={isSaving}
    >
      <FieldColumns>
        {textField('name', { autoFocus: true })}
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
            {...register('dealValue', optionalNumber)}
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
      </FieldColumns>
      <FormField id="contact-notes" label={text.fields.notes} error={errors.notes?.message}>
        <Textarea
          id="contact-notes"
          rows={3}
          maxLength={crmLimits.notes}
          {...fieldAria('contact-notes', errors.notes?.message)}
          {...register('notes')}
        />
      </FormField>
    </DialogForm>
  );
}
