import { Controller, useForm } from 'react-hook-form';
import {
  ContactBody,
  type Contact,
  type ContactFormValues,
} from '../../../../common/contracts/crm';
import { contactStatuses, crmLimits, crmRules, crmSuccess } from '../../../../common/crm-rules';
import { pipelineText } from '../../../../common/pipeline-rules';
import { crmText } from '../../../../content/crm';
import {
  PersonCompanyFields,
  type PersonCompanyInput,
  type PersonCompanyPart,
} from '../../components/person-company-fields';
import { Input } from '../../components/ui/fields';
import { DialogForm, FieldColumns, optionalNumber } from '../../components/ui/form-layout';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/use-toast';
import { useCreateContact } from './api/create-contact';
import { useUpdateContact } from './api/update-contact';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { toastFailure } from '../../lib/toast-failure';
import { contractResolver } from '../../lib/contract-resolver';

// Loaded when a contact dialog first opens (or when the browser is idle on /crm): the form
// library and the zod contract stay out of the page's first download.

const text = crmText.contactForm;
const statusOptions = contactStatuses.map((s) => ({ value: s, label: crmText.statusLabels[s] }));

type TextName = Exclude<keyof ContactFormValues, 'dealValue' | 'status' | 'notes'>;

/** The person and company fields, by the contact's own names. */
const personCompanyNames = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  industry: 'industry',
} as const satisfies Record<PersonCompanyPart, TextName>;

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
    setError,
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
        // An email the account already has answers that person, its blank fields filled in,
        // rather than a second one.
        const saved = await createMutation.mutateAsync(body);
        toast(
          saved.existingPerson
            ? {
                title: crmSuccess.contactUpdated,
                description: pipelineText.existingPerson(saved.name),
                variant: 'success',
              }
            : { title: crmSuccess.contactCreated, variant: 'success' },
        );
      }
      onDone();
    } catch (error) {
      // Another contact has this email: said on the field, which keeps the dialog open on it.
      if (contact && error instanceof ApiError && error.status === 409) {
        setError(
          'email',
          { type: 'server', message: error.serverMessage ?? pipelineText.emailTaken },
          { shouldFocus: true },
        );
        return;
      }
      toastFailure(crmText.toasts.saveContactFailed, error);
    }
  });

  const input = (name: TextName): PersonCompanyInput<TextName> => ({
    id: `contact-${name}`,
    label: text.fields[name],
    error: errors[name]?.message,
    maxLength: crmLimits[name],
    registration: register(name),
  });

  const textField = (name: Exclude<TextName, PersonCompanyPart>) => {
    const { id, label, error, maxLength, registration } = input(name);
    return (
      <FormField id={id} label={label} error={error}>
        <Input
          id={id}
          type="text"
          autoComplete="off"
          maxLength={maxLength}
          {...fieldAria(id, error)}
          {...registration}
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
        <PersonCompanyFields field={(part) => input(personCompanyNames[part])} autoFocus="name" />
        {textField('position')}
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
