import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { loginText as text } from '../../../../content/accounts-text';
import { FormSkeleton } from '../../components/ui/form-skeleton';
import { AuthCard } from './auth-card';

// The form (with the form library and the account contract) is its own chunk, so the page paints
// and hydrates without them; on the prerendered page its HTML is there, and it comes alive
// when the chunk arrives.
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

export function LoginPage() {
  return (
    <AuthCard title={text.title} subtitle={text.subtitle} footer={text.footer}>
      <Suspense fallback={<FormSkeleton fields={2} />}>
        <LoginForm />
      </Suspense>
      <p className="mt-4 text-center text-sm">
        <Link to={text.forgotLink.to} className="font-semibold text-brand-700 hover:underline">
          {text.forgotLink.label}
        </Link>
      </p>
    </AuthCard>
  );
}
