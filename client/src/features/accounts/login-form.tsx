import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { accountMessages, LoginBody } from '../../../../common/contracts/accounts';
import { loginText as text } from '../../../../content/accounts-text';
import { timing } from '../../../../content/app-text';
import { Button } from '../../components/ui/button';
import { Input, Label, PasswordInput } from '../../components/ui/fields';
import { toast, toastThen } from '../../components/ui/use-toast';
import { firstMessage } from '../../lib/form-errors';
import { toastFailure } from '../../lib/toast-failure';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { currentUserKey } from './api/current-user';
import { useLogin } from './api/login';
import { contractResolver } from '../../lib/contract-resolver';

/** A refused form is one toast: missing fields, or the contract's sentence. */
function toastProblem(errors: FieldErrors<LoginBody>) {
  const message = firstMessage(errors, ['username', 'password']);
  if (!message) return;
  toast({
    title:
      message === accountMessages.missingLogin ? text.toasts.missingTitle : text.toasts.failedTitle,
    description: message,
    variant: 'destructive',
  });
}

export function LoginForm() {
  const [isRedirecting, setIsRedirecting] = useState(false);
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const isHydrated = useIsHydrated();
  const { register, handleSubmit } = useForm<LoginBody>({
    resolver: contractResolver(LoginBody),
    // The messages are toasts, not field messages: nothing to refresh while typing.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const user = await loginMutation.mutateAsync(body);
      setIsRedirecting(true);
      // Once the user is known, the signed-in route table sends them on to `next` (or /).
      toastThen({ ...text.toasts.success, variant: 'success' }, timing.loginRedirectMs, () =>
        queryClient.setQueryData(currentUserKey, user),
      );
    } catch (error) {
      // A wrong password answers 401 with its own sentence: shown here, not a lost session.
      toastFailure(text.toasts.failedTitle, error, {
        fallback: accountMessages.loginFailed,
        isSignIn: true,
      });
    }
  }, toastProblem);

  // Disabled until the page's scripts run: it is prerendered (see useIsHydrated).
  const isBusy = loginMutation.isPending || isRedirecting || !isHydrated;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="username">{text.fields.username}</Label>
        <Input id="username" autoComplete="username" {...register('username')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="password">{text.fields.password}</Label>
        <PasswordInput id="password" autoComplete="current-password" {...register('password')} />
      </div>
      <Button type="submit" size="lg" disabled={isBusy} className="mt-2 w-full">
        {loginMutation.isPending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
