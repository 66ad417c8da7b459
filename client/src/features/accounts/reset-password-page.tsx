import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordText as text } from '../../../../content/accounts-text';
import { FormSkeleton } from '../../components/ui/form-skeleton';
import { AuthCard } from './auth-card';

// Its own chunk, like the login form (see login-page.tsx).
const ResetPasswordForm = lazy(() =>
  import('./reset-password-form').then((m) => ({ default: m.ResetPasswordForm })),
);

/** /reset-password?token=…: the emailed link's page, where the new password is chosen. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title={text.title} subtitle={text.subtitle} footer={text.footer}>
      {token ? (
        <Suspense fallback={<FormSkeleton fields={2} />}>
          <ResetPasswordForm token={token} />
        </Suspense>
      ) : (
        <div className="grid gap-4 text-center">
          <p role="alert" className="text-sm text-slate-700">
            {text.missingToken}
          </p>
          <Link to={text.requestNew.to} className="font-semibold text-brand-700 hover:underline">
            {text.requestNew.label}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
