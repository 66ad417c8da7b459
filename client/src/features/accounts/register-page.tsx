import { lazy, Suspense } from 'react';
import { registerText as text } from '../../../../content/accounts-text';
import { FormSkeleton } from '../../components/ui/form-skeleton';
import { AuthCard } from './auth-card';

// Its own chunk, like the login form (see login-page.tsx).
const RegisterForm = lazy(() =>
  import('./register-form').then((m) => ({ default: m.RegisterForm })),
);

export function RegisterPage() {
  return (
    <AuthCard title={text.title} subtitle={text.subtitle} footer={text.footer}>
      <Suspense fallback={<FormSkeleton fields={5} />}>
        <RegisterForm />
      </Suspense>
    </AuthCard>
  );
}
