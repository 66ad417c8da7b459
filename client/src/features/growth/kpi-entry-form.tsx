import { Controller, useForm } from 'react-hook-form';
import { KpiEntryBody, type KpiEntryFormValues } from '../../../../common/contracts/growth';
import { growthSuccess } from '../../../../common/growth-rules';
import { kpiLimits, kpiPeriods, kpiRules, kpiTypes } from '../../../../common/kpi-rules';
import { growthText } from '../../../../content/growth-text';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { Input } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Select } from '../../components/ui/select';
import { toast } from '../../lib/use-toast';
import { contractResolver } from '../../lib/contract-resolver';
import { toastFailure } from '../../lib/toast-failure';
import { useCreateKpiEntry } from './api/create-kpi-entry';

// Loaded when the Add KPI dialog first opens, with the form library and the zod contract.

const text = growthText.kpi;
const typeOptions = kpiTypes.map((t) => ({ value: t, label: text.typeLabels[t] }));
const periodOptions = kpiPeriods.map((p) => ({ value: p, label: text.periodNames[p] }));

/** Today on the viewer's calendar, as the date input writes it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const numberOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** Add KPI: type, value, target, period (monthly) and date (today). */
export function KpiEntryForm({ onDone }: { onDone: () => void }) {
  const mutation = useCreateKpiEntry();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<KpiEntryFormValues, unknown, KpiEntryBody>({
    resolver: contractResolver(KpiEntryBody),
    defaultValues: {
      kpiType: undefined,
      value: undefined,
      target: null,
      period: kpiRules.defaultPeriod,
      date: localToday(),
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync(body);
      toast({ title: growthSuccess.kpiRecorded, variant: 'success' });
      reset();
      onDone();
    } catch (error) {
      toastFailure(growthText.common.errorTitle, error, {
        fallback: text.toasts.recordFailed,
        onlyRefusals: true,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="kpi-kpiType"
          label={text.form.fields.kpiType}
          error={errors.kpiType?.message}
        >
          <Controller
            control={control}
            name="kpiType"
            render={({ field }) => (
              <Select
                id="kpi-kpiType"
                value={field.value ?? ''}
                onValueChange={field.onChange}
                options={typeOptions}
                placeholder={text.form.typePlaceholder}
                invalid={Boolean(errors.kpiType)}
                describedBy={errors.kpiType ? 'kpi-kpiType-error' : undefined}
              />
            )}
          />
        </FormField>
        <FormField id="kpi-value" label={text.form.fields.value} error={errors.value?.message}>
          <Input
            id="kpi-value"
            type="number"
            inputMode="numeric"
            min={0}
            max={kpiLimits.valueMax}
            step={1}
            {...fieldAria('kpi-value', errors.value?.message)}
            {...register('value', { setValueAs: numberOrUndefined })}
          />
        </FormField>
        <FormField id="kpi-target" label={text.form.fields.target} error={errors.target?.message}>
          <Input
            id="kpi-target"
            type="number"
            inputMode="numeric"
            min={1}
            max={kpiLimits.valueMax}
            step={1}
            {...fieldAria('kpi-target', errors.target?.message)}
            {...register('target', {
              setValueAs: (value: unknown) => numberOrUndefined(value) ?? null,
            })}
          />
        </FormField>
        <FormField
          id="kpi-period"
          label={text.form.fields.period}
          hint={text.form.periodHint}
          error={errors.period?.message}
        >
          <Controller
            control={control}
            name="period"
            render={({ field }) => (
              <Select
                id="kpi-period"
                value={field.value ?? kpiRules.defaultPeriod}
                onValueChange={field.onChange}
                options={periodOptions}
              />
            )}
          />
        </FormField>
        <FormField id="kpi-date" label={text.form.fields.date} error={errors.date?.message}>
          <Input
            id="kpi-date"
            type="date"
            {...fieldAria('kpi-date', errors.date?.message)}
            {...register('date')}
          />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{growthText.common.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? text.form.submitting : text.form.submit}
        </Button>
      </div>
    </form>
  );
}
