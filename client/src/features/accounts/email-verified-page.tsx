import CheckCircle2 from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import { Link, useSearchParams } from 'react-router';
import { emailVerifiedText as text } from '../../../../content/accounts-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuth } from '../../session/current-user';

type Outcome = keyof typeof text.outcomes;
const isOutcome = (value: string | null): value is Outcome =>
  value !== null && Object.hasOwn(text.outcomes, value);

/** /email-verified?status=…: where the verification link lands (the server decided the status). */
export function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const status = params.get('status');
  const outcome: Outcome = isOutcome(status) ? status : 'invalid';
  const isGood = outcome === 'verified' || outcome === 'already';
  const next = user ? text.signedIn : text.signedOut;
  const Icon = isGood ? CheckCircle2 : Info;
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16">
      <Card className="w-full max-w-md p-8 text-center" data-testid="email-verified">
        <Icon
          className={
            isGood ? 'mx-auto h-12 w-12 text-emerald-700' : 'mx-auto h-12 w-12 text-slate-700'
          }
          aria-hidden
        />
        <h1 className="mt-4 text-2xl font-bold text-slate-950">{text.outcomes[outcome].title}</h1>
        <p className="mt-2 text-slate-600">{text.outcomes[outcome].body}</p>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to={next.to}>{next.label}</Link>
        </Button>
      </Card>
    </main>
  );
}
