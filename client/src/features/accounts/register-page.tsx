import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { authText, timing } from '../../../../content/app-text';
import { Button } from '../../components/ui/button';
import { Input, Label, PasswordInput } from '../../components/ui/fields';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { formValues } from '../../lib/form-values';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useRegister } from './api/register';
import { AuthCard } from './auth-card';

const empty = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};
type RegisterForm = typeof empty;
const fieldNames = Object.keys(empty) as Array<keyof RegisterForm>;

// The account contract carries zod, which the page does not need to paint (public pages keep
// their first download small): it is fetched on the first submit.
const loadAccountContract = () => import('../../../../common/contracts/accounts');

/** The checks of section 5, in their order, before any call; null when the form may be sent. */
async function firstProblem(
  form: RegisterForm,
): Promise<{ title: string; description: string } | null> {
  if (!form.username.trim() || !form.email.trim() || !form.password)
    return authText.registerMissing;
  if (form.password !== form.confirmPassword) return authText.passwordMismatch;
  if (form.password.length < 6) return authText.passwordTooShort;
  const { accountMessages, RegisterBody } = await loadAccountContract();
  const parsed = RegisterBody.safeParse(toPayload(form));
  if (!parsed.success) {
    const message = parsed.error.issues[0].message;
    return message === accountMessages.passwordTooShort
      ? authText.passwordTooShort
      : { title: authText.registerInvalid.title, description: message };
  }
  return null;
}

// confirmPassword stays in the browser: it is never sent.
const toPayload = ({ confirmPassword: _confirm, ...rest }: RegisterForm) => rest;

export function RegisterPage() {
  const [isRedirecting, setIsRedirecting] = useState(false);
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const isHydrated = useIsHydrated();
  // Uncontrolled: the page is prerendered, and what was typed before the scripts ran counts.
  const field = (name: keyof RegisterForm) => ({ id: name, name });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = formValues(event.currentTarget, fieldNames);
    const problem = await firstProblem(form);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      const { RegisterBody } = await loadAccountContract();
      await registerMutation.mutateAsync(RegisterBody.parse(toPayload(form)));
      toast({ ...authText.registerSuccess, variant: 'success' });
      setIsRedirecting(true);
      setTimeout(() => navigate('/login'), timing.registerRedirectMs);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({
        title: authText.registerFailed.title,
        description: message ?? authText.registerFailed.fallback,
        variant: 'destructive',
      });
    }
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Free to join. Start learning in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="firstName">First name</Label>
            <Input autoComplete="given-name" {...field('firstName')} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="lastName">Last name</Label>
            <Input autoComplete="family-name" {...field('lastName')} />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="username">Username *</Label>
          <Input autoComplete="username" {...field('username')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="email">Email *</Label>
          <Input type="email" autoComplete="email" {...field('email')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="password">Password *</Label>
          <PasswordInput autoComplete="new-password" {...field('password')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="confirmPassword">Confirm password *</Label>
          <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
        </div>
        <Button
          type="submit"
          size="lg"
          // Disabled until the page's scripts run: it is prerendered (see useIsHydrated).
          disabled={registerMutation.isPending || isRedirecting || !isHydrated}
          className="mt-2 w-full"
        >
          {registerMutation.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
