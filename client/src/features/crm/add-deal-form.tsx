import { Controller, useForm } from 'react-hook-form';
import type { Contact } from '../../../../common/contracts/crm';
import { ProspectBody, type ProspectFormValues } from '../../../../common/contracts/growth';
import { prospectLimits, prospectStatuses } from '../../../../common/growth-rules';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { optionalNumber } from '../../components/ui/form-layout';
import { Select } from '../../components/ui/select';
import { contractResolver } from '../../lib/contract-resolver';
import { toastFailure } from '../../lib/toast-failure';
import { toast } from '../../lib/use-toast';
import { useAddDeal } from './api/add-deal';
import { dealsText } from '../../../../content/crm-deals-text';

// Loaded when a card's "Add deal" is first pressed: the form library and the zod contract stay
// out of the page's first download.

const text = dealsText.form;
const stageOptions = prospectStatuses.map((s) => ({ value: s, label: dealsText.stageLabels[s] }));

/** The fields of a deal this form asks for, checked by the prospect route's own contract. */
const DealFields = ProspectBody.pick({ companyName: true, estimatedValue: true, status: true });
type DealFields = Pick<ProspectBody, 'companyName' | 'estimatedValue' | 'status'>;
type DealValues = Pick<ProspectFormValues, 'companyName' | 'estimatedValue' | 'status'>;

/** A new deal with this person: its company (theirs to start with), its value and its stage. */
export function AddDealForm({ contact, onDone }: { contact: Contact; onDone: () => void }) {
  const addMutation = useAddDeal();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DealValues, unknown, DealFields>({
    resolver: contractResolver(DealFields),
    defaultValues: { companyName: contact.company, estimatedValue: null, status: 'new' },
  });
  const idOf = (name: keyof DealValues) => `contact-${contact.id}-deal-${name}`;

  const onSubmit = handleSubmit(async (fields) => {
    try {
      const saved = await addMutation.mutateAsync({ ...fields, contactId: contact.id });
      toast({
        title: dealsText.toasts.added,
        description: dealsText.toasts.addedDescription(saved.companyName, contact.name),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      toastFailure(dealsText.toasts.addFailed, error, { onlyRefusals: true });
    }
  });

  const companyId = idOf('companyName');
  const valueId = idOf('estimatedValue');
  const stageId = idOf('status');
  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        // Escape in the stage list (drawn outside the form) closes only the list.
        const { target } = event;
        if (
          event.key === 'Escape' &&
          target instanceof Node &&
          event.currentTarget.contains(target)
        )
          onDone();
      }}
      noValidate
      aria-label={text.label(contact.name)}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
      data-testid="add-deal-form"
    >
      <FormField id={companyId} label={text.fields.companyName} error={errors.companyName?.message}>
        <Input
          id={companyId}
          autoComplete="off"
          // The form opens on its first field.
          autoFocus
          maxLength={prospectLimits.companyName}
          {...fieldAria(companyId, errors.companyName?.message)}
          {...register('companyName')}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={valueId}
          label={text.fields.estimatedValue}
          error={errors.estimatedValue?.message}
        >
          <Input
            id={valueId}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...fieldAria(valueId, errors.estimatedValue?.message)}
            {...register('estimatedValue', optionalNumber)}
          />
        </FormField>
        <FormField id={stageId} label={text.fields.status} error={errors.status?.message}>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select
                id={stageId}
                value={field.value ?? 'new'}
                onValueChange={field.onChange}
                options={stageOptions}
              />
            )}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {text.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={addMutation.isPending}>
          {addMutation.isPending ? text.saving : text.submit}
        </Button>
      </div>
    </form>
  );
}
