import ArrowLeft from 'lucide-react/icons/arrow-left';
import Rocket from 'lucide-react/icons/rocket';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brand } from '../../../../common/brand';
import { appText } from '../../../../content/app-text';
import { Card } from '../../components/ui/card';

/** The frame of the account pages (login, register, forgot and reset password). */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** A question and the link that answers it, under the card ("Don't have an account?"). */
  footer: { question: string; link: string; to: string };
}) {
  return (
    <main className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-8">
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-slate-700 hover:text-slate-950"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> {appText.backToHome}
        </Link>
        <Card className="p-6 sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <span className="mb-3 flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Rocket className="h-6 w-6" aria-hidden />
            </span>
            <p className="text-sm font-semibold text-brand-700">{brand.name}</p>
            <h1 className="mt-1 text-2xl font-bold text-slate-950">{title}</h1>
            <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
          </div>
          {children}
          <p className="mt-6 text-center text-sm text-slate-600">
            {footer.question}{' '}
            <Link to={footer.to} className="font-semibold text-brand-700 hover:underline">
              {footer.link}
            </Link>
          </p>
        </Card>
      </div>
    </main>
  );
}
