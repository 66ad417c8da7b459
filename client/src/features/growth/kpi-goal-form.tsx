import { useForm } from 'react-hook-form';
import {
  KpiGoalBody,
  type KpiGoalFormValues,
  type KpiPeriod,
  type KpiType,
} from '../../../../common/contracts/growth';
import { growthSuccess } from '../../../../common/growth-rules';
import { kpiLimits } from '../../../../common/kpi-rules';
import { growthText } from '../../../../content/growth-text';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { toast } from '../../lib/use-toast';
import { contractResolver } from '../../lib/contract-resolver';
import { toastFailure } from '../../lib/toast-failure';
import { useDeleteKpiGoal, useSaveKpiGoal } from './api/kpi-goals';

const text = growthText.kpi.goals;

/** One goal: its target for a type and period, saved or removed. Loaded with the Goals tab. */
export function KpiGoalForm({
  kpiType,
  period,
  current,
  suggested,
}: {
  kpiType: KpiType;
  period: KpiPeriod;
  current: number | null;
  suggested: number | null;
}) {
  const save = useSaveKpiGoal();
  const remove = useDeleteKpiGoal();
  const label = growthText.kpi.typeLabels[kpiType];
  const id = `goal-${period}-${kpiType}`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<KpiGoalFormValues, unknown, KpiGoalBody>({
    resolver: contractResolver(KpiGoalBody),
    defaultValues: { kpiType, period, target: current ?? suggested ?? undefined },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast({ title: growthSuccess.goalSaved, description: label, variant: 'success' });
    } catch (error) {
      toastFailure(text.saveFailed, error, { onlyRefusals: true });
    }
  });

  async function clear() {
    try {
      await remove.mutateAsync({ kpiType, period });
      toast({ title: growthSuccess.goalCleared, description: label, variant: 'success' });
    } catch (error) {
      toastFailure(text.clearFailed, error, { onlyRefusals: true });
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      data-testid={id}
    >
      <FormField
        id={id}
        label={text.targetLabel(label)}
        hint={current === null ? text.none : text.current(current)}
        error={errors.target?.message}
        className="flex-1"
      >
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={kpiLimits.valueMax}
          step={1}
          {...fieldAria(id, errors.target?.message)}
          {...register('target', {
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? undefined : Number(value),
          })}
        />
      </FormField>
      <div className="flex gap-2 sm:mb-6">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? text.saving : text.save}
          <span className="sr-only"> {label}</span>
        </Button>
        {current !== null ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void clear()}
            disabled={remove.isPending}
          >
            {text.clear}
            <span className="sr-only"> {label}</span>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
