import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { timing } from '../../../../../content/app-text';
import {
  DeleteAccountBody,
  deleteConfirmationWord,
} from '../../../../../common/contracts/settings';
import { settingsText } from '../../../../../content/settings-text';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Input, PasswordInput } from '../../../components/ui/fields';
import { fieldAria, FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api';
import { contractResolver } from '../../../lib/contract-resolver';
import { toastFailure } from '../../../lib/toast-failure';
import { toastThen } from '../../../lib/use-toast';
import { expectSignedOut } from '../../../session/unauthorized';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

const text = settingsText.deletion;

function DeleteAccountForm() {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<DeleteAccountBody>({
    resolver: contractResolver(DeleteAccountBody),
    defaultValues: { password: '', confirmation: '' },
  });
  const confirmation = useWatch({ control, name: 'confirmation' });
  const isConfirmed = confirmation.trim().toUpperCase() === deleteConfirmationWord;
  const onSubmit = handleSubmit(async (body) => {
    try {
      // Calls still in flight will be answered 401: that is the deletion, not a lost session.
      expectSignedOut();
      await remove.mutateAsync(body);
      queryClient.clear();
      toastThen({ ...text.done, variant: 'success' }, timing.logoutRedirectMs, () =>
        window.location.assign('/'),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && error.serverMessage) {
        setError(
          'password',
          { type: 'server', message: error.serverMessage },
          { shouldFocus: true },
        );
        return;
      }
      toastFailure(text.failedTitle, error, { onlyRefusals: true });
    }
  });
  const passwordError = errors.password?.message;
  const confirmationError = errors.confirmation?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="delete-password" label={text.dialog.password} error={passwordError}>
        <PasswordInput
          id="delete-password"
          autoComplete="current-password"
          {...fieldAria('delete-password', passwordError)}
          {...register('password')}
        />
      </FormField>
      <FormField
        id="delete-confirmation"
        label={text.dialog.confirmation}
        error={confirmationError}
      >
        <Input
          id="delete-confirmation"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...fieldAria('delete-confirmation', confirmationError)}
          {...register('confirmation')}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">{text.dialog.cancel}</Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={!isConfirmed || remove.isPending}>
          {remove.isPending ? text.dialog.confirming : text.dialog.confirm}
        </Button>
      </div>
    </form>
  );
}

/** Deleting the account: asked for in a dialog with the password and a typed word. */
export function DeleteAccountSection() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SettingsSection
      title={text.title}
      description={text.description}
      tone="danger"
      testId="settings-delete"
    >
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <div>
          <Button variant="danger" onClick={() => setIsOpen(true)}>
            {text.open}
          </Button>
        </div>
        <DialogContent title={text.dialog.title} description={text.dialog.description}>
          <DeleteAccountForm />
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
