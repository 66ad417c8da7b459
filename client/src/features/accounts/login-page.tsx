import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authText, timing } from '../../../../content/app-text';
import { Button } from '../../components/ui/button';
import { Input, Label, PasswordInput } from '../../components/ui/fields';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { formValues } from '../../lib/form-values';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { currentUserKey } from './api/current-user';
import { useLogin } from './api/login';
import { AuthCard } from './auth-card';

export function LoginPage() {
  const [isRedirecting, setIsRedirecting] = useState(false);
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const isHydrated = useIsHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Uncontrolled: the page is prerendered, and what was typed before the scripts ran counts.
    const { username, password } = formValues(event.currentTarget, ['username', 'password']);
    if (!username.trim() || !password) {
      toast({ ...authText.loginMissing, variant: 'destructive' });
      return;
    }
    try {
      const user = await loginMutation.mutateAsync({ username: username.trim(), password });
      toast({ ...authText.loginSuccess, variant: 'success' });
      setIsRedirecting(true);
      // Once the user is known, the signed-in route table sends them on to `next` (or /).
      setTimeout(() => queryClient.setQueryData(currentUserKey, user), timing.loginRedirectMs);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({
        title: authText.loginFailed.title,
        description: message ?? authText.loginFailed.fallback,
        variant: 'destructive',
      });
    }
  }

  // Disabled until the page's scripts run: it is prerendered (see useIsHydrated).
  const isBusy = loginMutation.isPending || isRedirecting || !isHydrated;
  return (
    <AuthCard
      title="Sign in to your account"
      subtitle="Pick up where you left off."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            Create one
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="username">Username</Label>
          <Input id="username" name="username" autoComplete="username" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="password">Password</Label>
          <PasswordInput id="password" name="password" autoComplete="current-password" />
        </div>
        <Button type="submit" size="lg" disabled={isBusy} className="mt-2 w-full">
          {loginMutation.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
