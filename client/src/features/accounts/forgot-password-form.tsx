import MailCheck from 'lucide-react/icons/mail-check';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ForgotPasswordBody } from '../../../../common/contracts/accounts';
import { forgotPasswordText as text } from '../../../../content/accounts-text';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { toastFailure } from '../../lib/toast-failure';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useForgotPassword } from './api/forgot-password';
import { contractResolver } from '../../lib/contract-resolver';

/** The address, then the server's answer, which is the same whether or not it has an account. */
export function ForgotPasswordForm() {
  const [params] = useSearchParams();
  const [answer, setAnswer] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const isHydrated = useIsHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: contractResolver(ForgotPasswordBody),
    defaultValues: { email: params.get('email') ?? '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      setAnswer((await forgot.mutateAsync(body)).message);
    } catch (error) {
      toastFailure(text.failedTitle, error, { onlyRefusals: true });
    }
  });

  if (answer) {
    return (
      <div role="status" data-testid="reset-link-sent" className="grid gap-4 text-center">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <MailCheck className="h-6 w-6" aria-hidden />
        </span>
        <h2 className="font-semibold text-slate-950">{text.sent.title}</h2>
        <p className="text-sm text-slate-600">{answer}</p>
        <Button variant="secondary" onClick={() => setAnswer(null)}>
          {text.sent.again}
        </Button>
      </div>
    );
  }

  const error = errors.email?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="email" label={text.fields.email} error={error}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          {...fieldAria('email', error)}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={forgot.isPending || !isHydrated} className="w-full">
        {forgot.isPending ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
