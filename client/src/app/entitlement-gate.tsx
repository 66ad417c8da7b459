import KeyRound from 'lucide-react/icons/key-round';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Needs } from '../../../common/access';
import { accessPageText, accessText } from '../../../content/access-text';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { useAccess } from '../session/access';

/** The page when its purchase is held (or open access is on); otherwise what unlocks it. */
export function EntitlementGate({ needs, children }: { needs: Needs; children: ReactNode }) {
  const access = useAccess();
  if (access.isPending) return <Spinner className="min-h-[40vh]" />;
  // If the check itself fails the server still guards the data; show the page.
  if (access.isError || access.data[needs]) return <>{children}</>;
  return <LockedPage needs={needs} />;
}

export function LockedPage({ needs }: { needs: Needs }) {
  const text = accessText[needs];
  return (
    <Card className="mx-auto max-w-xl p-8 text-center" data-testid="locked-page">
      <KeyRound className="mx-auto h-10 w-10 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-950">{text.title}</h1>
      <p className="mt-3 text-slate-600">{text.body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild variant="accent">
          <Link to={text.buyHref}>{text.buy}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={text.learnMoreHref}>{text.learnMore}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">{accessPageText.backHome}</Link>
        </Button>
      </div>
    </Card>
  );
}

export default EntitlementGate;
