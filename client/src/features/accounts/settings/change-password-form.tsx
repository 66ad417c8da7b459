import { useForm } from 'react-hook-form';
import {
  type ChangePasswordBody,
  ChangePasswordForm as ChangePasswordSchema,
  type ChangePasswordForm as Values,
} from '../../../../../common/contracts/settings';
import { settingsText } from '../../../../../content/settings-text';
import { Button } from '../../../components/ui/button';
import { PasswordInput } from '../../../components/ui/fields';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api';
import { contractResolver } from '../../../lib/contract-resolver';
import { toastFailure } from '../../../lib/toast-failure';
import { toast } from '../../../lib/use-toast';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

const text = settingsText.password;
const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const autoCompleteOf = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
} as const;

/** Current password, then the new one twice; this device stays signed in, the others do not. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, ChangePasswordBody>({
    resolver: contractResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      const { message } = await change.mutateAsync(body);
      toast({ title: text.savedTitle, description: message, variant: 'success' });
      reset();
    } catch (error) {
      // A wrong current password is said beside that field.
      if (error instanceof ApiError && error.status === 403 && error.serverMessage) {
        setError(
          'currentPassword',
          { type: 'server', message: error.serverMessage },
          { shouldFocus: true },
        );
        return;
      }
      toastFailure(text.failedTitle, error, { onlyRefusals: true });
    }
  });
  return (
    <SettingsSection title={text.title} description={text.description} testId="settings-password">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        {fields.map((name) => {
          const error = errors[name]?.message;
          return (
            <FormField key={name} id={name} label={text.fields[name]} error={error}>
              <PasswordInput
                id={name}
                autoComplete={autoCompleteOf[name]}
                {...fieldAria(name, error)}
                {...register(name)}
              />
            </FormField>
          );
        })}
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? text.saving : text.save}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
