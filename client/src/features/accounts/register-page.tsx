import { Suspense } from 'react';
import { registerText as text } from '../../../../content/accounts-text';
import { FormSkeleton } from '../../components/ui/form-skeleton';
import { pagePart } from '../../lib/preloadable';
import { AuthCard } from './auth-card';

// Its own chunk, like the login form (see login-page.tsx).
const RegisterForm = pagePart(() => import('./register-form').then((m) => m.RegisterForm));

export function RegisterPage() {
  return (
    <AuthCard title={text.title} subtitle={text.subtitle} footer={text.footer}>
      <Suspense fallback={<FormSkeleton fields={5} />}>
        <RegisterForm />
      </Suspense>
    </AuthCard>
  );
}
