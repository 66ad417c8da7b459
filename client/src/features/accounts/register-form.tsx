import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  accountMessages,
  isFieldMissing,
  RegisterForm as RegisterFormSchema,
  type RegisterBody,
  type RegisterForm as Values,
} from '../../../../common/contracts/accounts';
import { registerText as text } from '../../../../content/accounts-text';
import { timing } from '../../../../content/app-text';
import { Button } from '../../components/ui/button';
import { Input, PasswordInput } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { toast, toastThen } from '../../lib/use-toast';
import { firstMessage } from '../../lib/form-errors';
import { toastFailure } from '../../lib/toast-failure';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
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

// Passwords that differ, then a short password: the first of these is the one shown, whichever
// field it is on; anything else shows the first field's message.
const titledProblems = [
  [accountMessages.passwordMismatch, text.toasts.mismatchTitle],
  [accountMessages.passwordTooShort, text.toasts.tooShortTitle],
] as const;

/**
 * A refused form is one toast. Missing fields come first, with one sentence for all of them (each
 * empty field names itself beside it); then the first problem in the order above.
 */
function toastProblem(errors: FieldErrors<Values>) {
  const messages = fieldOrder.map((name) => errors[name]?.message);
  if (messages.some(isFieldMissing)) {
    toast({
      title: text.toasts.missingTitle,
      description: accountMessages.registerMissing,
      variant: 'destructive',
    });
    return;
  }
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
  const typed = useTypedBeforeHydration(
    Object.fromEntries(fieldOrder.map((name) => [name, name])) as Record<keyof Values, string>,
  );
  const [defaultValues] = useState(() => ({ email: params.get('email') ?? '', ...typed }));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, RegisterBody>({
    resolver: contractResolver(RegisterFormSchema),
    defaultValues,
    // A toast says what is wrong and each field says it too; the first refused field gets focus.
    reValidateMode: 'onSubmit',
  });
  const field = (name: keyof Values) => ({
    id: name,
    ...fieldAria(name, errors[name]?.message),
    ...register(name),
  });
  const formField = (name: keyof Values) => ({
    id: name,
    label: text.fields[name],
    error: errors[name]?.message,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await registerMutation.mutateAsync(body);
      setIsRedirecting(true);
      const login = next ? `/login?${new URLSearchParams({ next })}` : '/login';
      // The sign-in form arrives with the new username filled in.
      toastThen({ ...text.toasts.success, variant: 'success' }, timing.registerRedirectMs, () =>
        navigate(login, { state: { username: body.username } }),
      );
    } catch (error) {
      toastFailure(text.toasts.failedTitle, error);
    }
  }, toastProblem);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...formField('firstName')}>
          <Input autoComplete="given-name" {...field('firstName')} />
        </FormField>
        <FormField {...formField('lastName')}>
          <Input autoComplete="family-name" {...field('lastName')} />
        </FormField>
      </div>
      <FormField {...formField('username')}>
        <Input autoComplete="username" {...field('username')} />
      </FormField>
      <FormField {...formField('email')}>
        <Input type="email" autoComplete="email" {...field('email')} />
      </FormField>
      <FormField {...formField('password')}>
        <PasswordInput autoComplete="new-password" {...field('password')} />
      </FormField>
      <FormField {...formField('confirmPassword')}>
        <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
      </FormField>
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
