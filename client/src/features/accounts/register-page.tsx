import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { accountMessages, RegisterBody } from '../../../../common/contracts/accounts';
import { authText, timing } from '../../../../content/app-text';
import { Button } from '../../components/ui/button';
import { Input, Label, PasswordInput } from '../../components/ui/fields';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
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

/** The checks of section 5, in their order, before any call; null when the form may be sent. */
function firstProblem(form: RegisterForm): { title: string; description: string } | null {
  if (!form.username.trim() || !form.email.trim() || !form.password)
    return authText.registerMissing;
  if (form.password !== form.confirmPassword) return authText.passwordMismatch;
  if (form.password.length < 6) return authText.passwordTooShort;
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
  const [form, setForm] = useState(empty);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const field = (name: keyof RegisterForm) => ({
    id: name,
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) =>
      setForm((f) => ({ ...f, [name]: e.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstProblem(form);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
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
          disabled={registerMutation.isPending || isRedirecting}
          className="mt-2 w-full"
        >
          {registerMutation.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
