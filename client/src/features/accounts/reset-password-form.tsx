import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  accountMessages,
  ResetPasswordForm as ResetPasswordSchema,
  type ResetPasswordForm as Values,
} from '../../../../common/contracts/accounts';
import { resetPasswordText as text } from '../../../../content/accounts-text';
import { Button } from '../../components/ui/button';
import { PasswordInput } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { toast } from '../../lib/use-toast';
import { ApiError } from '../../lib/api';
import { toastFailure } from '../../lib/toast-failure';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useResetPassword } from './api/reset-password';
import { contractResolver } from '../../lib/contract-resolver';

const fields = ['password', 'confirmPassword'] as const;

/** The new password twice; on success the account is signed out everywhere, so sign in again. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const isHydrated = useIsHydrated();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, { password: string }>({
    resolver: contractResolver(ResetPasswordSchema),
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await reset.mutateAsync({ token, password });
      toast({ title: text.success.title, description: message, variant: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      // An expired or used link cannot be fixed on this page: say so and offer a new one.
      if (error instanceof ApiError && error.serverMessage === accountMessages.resetLinkInvalid) {
        setLinkProblem(error.serverMessage);
      }
      toastFailure(text.failedTitle, error, { onlyRefusals: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {fields.map((name) => {
        const error = errors[name]?.message;
        return (
          <FormField key={name} id={name} label={text.fields[name]} error={error}>
            <PasswordInput
              id={name}
              autoComplete="new-password"
              {...fieldAria(name, error)}
              {...register(name)}
            />
          </FormField>
        );
      })}
      {linkProblem && (
        <p role="alert" className="text-sm text-red-700">
          {linkProblem}{' '}
          <Link to={text.requestNew.to} className="font-semibold text-brand-700 hover:underline">
            {text.requestNew.label}
          </Link>
        </p>
      )}
      <Button type="submit" size="lg" disabled={reset.isPending || !isHydrated} className="w-full">
        {reset.isPending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
