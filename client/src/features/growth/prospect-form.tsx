import { Controller, useForm } from 'react-hook-form';
import {
  ProspectBody,
  type Prospect,
  type ProspectFormValues,
} from '../../../../common/contracts/growth';
import { growthSuccess, prospectLimits, prospectStatuses } from '../../../../common/growth-rules';
import { pipelineText } from '../../../../common/pipeline-rules';
import { growthText } from '../../../../content/growth-text';
import {
  PersonCompanyFields,
  type PersonCompanyPart,
} from '../../components/person-company-fields';
import { Input } from '../../components/ui/fields';
import { DialogForm, FieldColumns, optionalNumber } from '../../components/ui/form-layout';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { contractResolver } from '../../lib/contract-resolver';
import { toastFailure } from '../../lib/toast-failure';
import { toast } from '../../lib/use-toast';
import { useCreateProspect } from './api/create-prospect';
import { useUpdateProspect } from './api/update-prospect';

// Loaded when the dialog first opens: the form library and the zod contract stay out of the
// page's first download.

const text = growthText.prospects.form;
const statusOptions = prospectStatuses.map((s) => ({
  value: s,
  label: growthText.statusLabels[s],
}));

/** The person and company fields, by the prospect's own names. */
const personCompanyNames = {
  name: 'contactName',
  email: 'email',
  phone: 'phone',
  company: 'companyName',
  industry: 'industry',
} as const satisfies Record<PersonCompanyPart, keyof ProspectFormValues>;

function initialValues(prospect: Prospect | null): ProspectFormValues {
  return {
    companyName: prospect?.companyName ?? '',
    contactName: prospect?.contactName ?? '',
    email: prospect?.email ?? '',
    phone: prospect?.phone ?? '',
    industry: prospect?.industry ?? '',
    estimatedValue: prospect?.estimatedValue ?? null,
    notes: prospect?.notes ?? '',
    status: prospect?.status ?? 'new',
  };
}

/** Add Prospect and Edit Prospect, checked by the API's own contract before anything is sent. */
export function ProspectForm({
  prospect,
  onDone,
}: {
  prospect: Prospect | null;
  onDone: () => void;
}) {
  const createMutation = useCreateProspect();
  const updateMutation = useUpdateProspect();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProspectFormValues, unknown, ProspectBody>({
    resolver: contractResolver(ProspectBody),
    defaultValues: initialValues(prospect),
  });
  const isSaving = createMutation.isPending || updateMutation.isPending;
  const onSubmit = handleSubmit(async (body) => {
    try {
      if (prospect) {
        await updateMutation.mutateAsync({ id: prospect.id, body });
        toast({ title: growthSuccess.prospectUpdated, variant: 'success' });
      } else {
        // An email the account already has makes this a deal of that person, not a new one.
        const saved = await createMutation.mutateAsync(body);
        toast({
          title: growthSuccess.prospectAdded,
          description: saved.existingPerson
            ? pipelineText.existingPerson(saved.contactName || saved.email)
            : undefined,
          variant: 'success',
        });
      }
      onDone();
    } catch (error) {
      toastFailure(growthText.common.errorTitle, error, {
        fallback: prospect
          ? growthText.prospects.toasts.updateFailed
          : growthText.prospects.toasts.addFailed,
        onlyRefusals: true,
      });
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      cancelLabel={growthText.common.cancel}
      submitLabel={
        prospect ? (isSaving ? text.saving : text.save) : isSaving ? text.creating : text.create
      }
      isSaving={isSaving}
    >
      <FieldColumns>
        <PersonCompanyFields
          field={(part) => {
            const name = personCompanyNames[part];
            const id = `prospect-${name}`;
            return {
              id,
              label: text.fields[name],
              error: errors[name]?.message,
              maxLength: prospectLimits[name],
              registration: register(name),
            };
          }}
          first="company"
        />
        <FormField
          id="prospect-estimatedValue"
          label={text.fields.estimatedValue}
          error={errors.estimatedValue?.message}
        >
          <Input
            id="prospect-estimatedValue"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...fieldAria('prospect-estimatedValue', errors.estimatedValue?.message)}
            {...register('estimatedValue', optionalNumber)}
          />
        </FormField>
        {prospect ? (
          <FormField id="prospect-status" label={text.fields.status} error={errors.status?.message}>
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select
                  id="prospect-status"
                  value={field.value ?? 'new'}
                  onValueChange={field.onChange}
                  options={statusOptions}
                />
              )}
            />
          </FormField>
        ) : null}
      </FieldColumns>
      <FormField id="prospect-notes" label={text.fields.notes} error={errors.notes?.message}>
        <Textarea
          id="prospect-notes"
          rows={3}
          maxLength={prospectLimits.notes}
          {...fieldAria('prospect-notes', errors.notes?.message)}
          {...register('notes')}
        />
      </FormField>
    </DialogForm>
  );
}
