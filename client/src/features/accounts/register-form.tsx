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
import { fieldProblems, serverFieldProblems, type FieldProblem } from '../../lib/form-errors';
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

// A form refused for one of these alone gets a title that names it.
const titledProblems = [
  [accountMessages.passwordMismatch, text.toasts.mismatchTitle],
  [accountMessages.passwordTooShort, text.toasts.tooShortTitle],
] as const;

/** Several wrong fields: one notice names them all, and each field says what is wrong with it. */
const severalProblems = (problems: ReadonlyArray<FieldProblem<keyof Values>>) =>
  text.toasts.several(problems.map(({ name }) => text.fieldNames[name]));

/**
 * A refused form is one toast that covers every wrong field. Empty required fields alone get one
 * sentence for all of them (each names itself beside it); one problem is named with its own
 * title; several are listed by field.
 */
function toastProblem(errors: FieldErrors<Values>) {
  const problems = fieldProblems(errors, fieldOrder);
  if (problems.length === 0) return;
  if (problems.every(({ message }) => isFieldMissing(message))) {
    toast({
      title: text.toasts.missingTitle,
      description: accountMessages.registerMissing,
      variant: 'destructive',
    });
    return;
  }
  if (problems.length > 1) {
    toast({
      title: text.toasts.invalidTitle,
      description: severalProblems(problems),
      variant: 'destructive',
    });
    return;
  }
  const [{ message }] = problems;
  const title = titledProblems.find(([known]) => known === message)?.[1];
  toast({ title: title ?? text.toasts.invalidTitle, description: message, variant: 'destructive' });
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
    setError,
    formState: { errors },
  } = useForm<Values, unknown, RegisterBody>({
    resolver: contractResolver(RegisterFormSchema),
    defaultValues,
    // A toast names every wrong field and each says what is wrong; the first one gets focus.
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
      // A server that refuses fields (a browser running older checks) marks each of them too.
      const problems = serverFieldProblems(error, fieldOrder);
      problems.forEach(({ name, message }, index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (problems.length > 1) {
        toast({
          title: text.toasts.failedTitle,
          description: severalProblems(problems),
          variant: 'destructive',
        });
      } else {
        toastFailure(text.toasts.failedTitle, error);
      }
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
