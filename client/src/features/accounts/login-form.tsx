import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import {
  accountMessages,
  isFieldMissing,
  LoginForm as LoginFormSchema,
  type LoginBody,
  type LoginForm as Values,
} from '../../../../common/contracts/accounts';
import { safeNextPath } from '../../../../common/next-path';
import { loginText as text } from '../../../../content/accounts-text';
import { timing } from '../../../../content/app-text';
import { Button } from '../../components/ui/button';
import { Input, PasswordInput } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { toast, toastThen } from '../../lib/use-toast';
import { firstMessage } from '../../lib/form-errors';
import { toastFailure } from '../../lib/toast-failure';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { currentUserKey } from '../../session/current-user';
import { useLogin } from './api/login';
import { contractResolver } from '../../lib/contract-resolver';

/**
 * A refused form is one toast: one sentence for all missing fields (each field names itself
 * beside it), or the contract's sentence.
 */
function toastProblem(errors: FieldErrors<Values>) {
  const messages = [errors.username?.message, errors.password?.message];
  if (messages.some(isFieldMissing)) {
    toast({
      title: text.toasts.missingTitle,
      description: accountMessages.missingLogin,
      variant: 'destructive',
    });
    return;
  }
  const message = firstMessage(errors, ['username', 'password']);
  if (!message) return;
  toast({ title: text.toasts.failedTitle, description: message, variant: 'destructive' });
}

/**
 * The greeting says where the visitor goes next: the dashboard, or back to the page that sent
 * them to sign in (`next`, the same one the signed-in route table sends them on to).
 */
function greetingFor(isFirstSignIn: boolean, next: string) {
  const greeting = isFirstSignIn ? text.toasts.firstSuccess : text.toasts.success;
  if (next === '/') return greeting;
  const path = new URL(next, 'http://localhost').pathname;
  const place = text.returnPlaces[path] ?? text.returnPlaceFallback;
  return { ...greeting, description: text.toasts.returning(place) };
}

export function LoginForm() {
  const [isRedirecting, setIsRedirecting] = useState(false);
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const isHydrated = useIsHydrated();
  // Registration sends the new username along (router state, never the address).
  const location = useLocation();
  const [params] = useSearchParams();
  const typed = useTypedBeforeHydration({ username: 'username', password: 'password' });
  const [defaultValues] = useState(() => {
    const state = location.state as { username?: unknown } | null;
    const fromRegister = typeof state?.username === 'string' ? { username: state.username } : {};
    return {
      ...fromRegister,
      ...typed,
    };
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, LoginBody>({
    resolver: contractResolver(LoginFormSchema),
    defaultValues,
    // A toast says what is wrong and the field says it too; the first refused field gets focus.
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const user = await loginMutation.mutateAsync(body);
      setIsRedirecting(true);
      // Once the user is known, the signed-in route table sends them on to `next` (or /).
      const greeting = greetingFor(user.isFirstSignIn, safeNextPath(params.get('next')));
      toastThen({ ...greeting, variant: 'success' }, timing.loginRedirectMs, () =>
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
      <FormField id="username" label={text.fields.username} error={errors.username?.message}>
        <Input
          id="username"
          autoComplete="username"
          {...fieldAria('username', errors.username?.message)}
          {...register('username')}
        />
      </FormField>
      <FormField id="password" label={text.fields.password} error={errors.password?.message}>
        <PasswordInput
          id="password"
          autoComplete="current-password"
          {...fieldAria('password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isBusy} className="mt-2 w-full">
        {loginMutation.isPending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
