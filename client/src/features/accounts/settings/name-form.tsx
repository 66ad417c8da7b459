import { useForm } from 'react-hook-form';
import {
  type AccountSettings,
  SaveNameBody,
  type SaveNameForm,
} from '../../../../../common/contracts/settings';
import { settingsText } from '../../../../../content/settings-text';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/fields';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api';
import { contractResolver } from '../../../lib/contract-resolver';
import { toastFailure } from '../../../lib/toast-failure';
import { toast } from '../../../lib/use-toast';
import { useSaveName } from '../api/save-name';
import { SettingsSection } from './settings-section';

const text = settingsText.name;
const fields = ['firstName', 'lastName'] as const;

/** The account's name, which is also the name its certificate prints. */
export function NameForm({ settings }: { settings: AccountSettings }) {
  const save = useSaveName();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SaveNameForm, unknown, SaveNameBody>({
    resolver: contractResolver(SaveNameBody),
    defaultValues: { firstName: settings.firstName, lastName: settings.lastName },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast({ ...text.saved, variant: 'success' });
    } catch (error) {
      // A name the server refuses (the username, say) is said beside the field.
      if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
        setError(
          'firstName',
          { type: 'server', message: error.serverMessage },
          { shouldFocus: true },
        );
        return;
      }
      toastFailure(text.failedTitle, error, { onlyRefusals: true });
    }
  });
  const fullName = `${settings.firstName} ${settings.lastName}`.trim();
  const printed = settings.certificateName;
  return (
    <SettingsSection title={text.title} description={text.description} testId="settings-name">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((name) => {
            const error = errors[name]?.message;
            return (
              <FormField key={name} id={name} label={text[name]} error={error}>
                <Input
                  id={name}
                  type="text"
                  autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
                  maxLength={64}
                  {...fieldAria(name, error)}
                  {...register(name)}
                />
              </FormField>
            );
          })}
        </div>
        {printed !== null ? (
          <p className="text-sm text-slate-700" data-testid="certificate-name">
            {printed === fullName
              ? text.certificatePrints(printed)
              : text.certificateDiffers(printed)}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? text.saving : text.save}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
