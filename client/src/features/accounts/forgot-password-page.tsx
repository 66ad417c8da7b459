import { lazy, Suspense } from 'react';
import { forgotPasswordText as text } from '../../../../content/accounts-text';
import { FormSkeleton } from '../../components/ui/form-skeleton';
import { AuthCard } from './auth-card';

// Its own chunk, like the login form (see login-page.tsx).
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

/** /forgot-password: asks for the address and mails a one-time link to its account. */
export function ForgotPasswordPage() {
  return (
    <AuthCard title={text.title} subtitle={text.subtitle} footer={text.footer}>
      <Suspense fallback={<FormSkeleton fields={1} />}>
        <ForgotPasswordForm />
      </Suspense>
    </AuthCard>
  );
}
