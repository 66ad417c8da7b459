import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  accountMessages,
  RegisterForm as RegisterFormSchema,
  type RegisterBody,
  type RegisterForm as Values,
} from '../../../../common/contracts/accounts';
import { registerText as text } from '../../../../content/accounts-text';
import { timing } from '../../../../content/app-text';
import { Button } from '../../components/ui/button';
import { Input, Label, PasswordInput } from '../../components/ui/fields';
import { toast, toastThen } from '../../components/ui/use-toast';
import { firstMessage } from '../../lib/form-errors';
import { toastFailure } from '../../lib/toast-failure';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useRegister } from './api/register';
import { contractResolver } from '../../lib/contract-resolver';

const fieldOrder = [
  'username',
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
] as const satisfies ReadonlyArray<keyof Values>;

// Missing fields, then passwords that differ, then a short password: the first of these is
// the one shown, whichever field it is on; anything else shows the first field's message.
const titledProblems = [
  [accountMessages.registerMissing, text.toasts.missingTitle],
  [accountMessages.passwordMismatch, text.toasts.mismatchTitle],
  [accountMessages.passwordTooShort, text.toasts.tooShortTitle],
] as const;

/** A refused form is one toast: the first problem in the order above. */
function toastProblem(errors: FieldErrors<Values>) {
  const messages = fieldOrder.map((name) => errors[name]?.message);
  const titled = titledProblems.find(([message]) => messages.includes(message));
  const description = titled?.[0] ?? firstMessage(errors, fieldOrder);
  if (!description) return;
  toast({ title: titled?.[1] ?? text.toasts.invalidTitle, description, variant: 'destructive' });
}

export function RegisterForm() {
  const [isRedirecting, setIsRedirecting] = useState(false);
  const navigate = useNavigate();
  // "Open your purchase" sends buyers here with their email and where to return after sign-in.
  const [params] = useSearchParams();
  const next = params.get('next');
  const registerMutation = useRegister();
  const isHydrated = useIsHydrated();
  const { register, handleSubmit } = useForm<Values, unknown, RegisterBody>({
    resolver: contractResolver(RegisterFormSchema),
    defaultValues: { email: params.get('email') ?? '' },
    // The messages are toasts, not field messages: nothing to refresh while typing.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = (name: keyof Values) => ({ id: name, ...register(name) });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await registerMutation.mutateAsync(body);
      setIsRedirecting(true);
      const login = next ? `/login?${new URLSearchParams({ next })}` : '/login';
      toastThen({ ...text.toasts.success, variant: 'success' }, timing.registerRedirectMs, () =>
        navigate(login),
      );
    } catch (error) {
      toastFailure(text.toasts.failedTitle, error);
    }
  }, toastProblem);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="firstName">{text.fields.firstName}</Label>
          <Input autoComplete="given-name" {...field('firstName')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="lastName">{text.fields.lastName}</Label>
          <Input autoComplete="family-name" {...field('lastName')} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="username">{text.fields.username}</Label>
        <Input autoComplete="username" {...field('username')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="email">{text.fields.email}</Label>
        <Input type="email" autoComplete="email" {...field('email')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="password">{text.fields.password}</Label>
        <PasswordInput autoComplete="new-password" {...field('password')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="confirmPassword">{text.fields.confirmPassword}</Label>
        <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
      </div>
      <Button
        type="submit"
        size="lg"
        // Disabled until the page's scripts run: it is prerendered (see useIsHydrated).
        disabled={registerMutation.isPending || isRedirecting || !isHydrated}
        className="mt-2 w-full"
      >
        {registerMutation.isPending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
