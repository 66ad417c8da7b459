import PackageOpen from 'lucide-react/icons/package-open';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { claimText as text } from '../../../../content/accounts-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../lib/use-toast';
import { toastFailure } from '../../lib/toast-failure';
import { useAuth } from '../../session/current-user';
import { useClaimOrder, type ClaimOrderInput } from './api/claim-order';

const CLAIM_PARAM = 'claim';

/**
 * "Open your purchase": a purchase made signed out joins an account only when its buyer claims
 * it with its proof (the order id and its email) while signed in. Signed out, this offers sign-in
 * or registration (the email filled in) and comes back here with `claim=1`, which claims on
 * arrival; signed in, one button claims. Hidden when the account already has what it gives.
 */
export function ClaimPurchase({ proof, isOwned }: { proof: ClaimOrderInput; isOwned: boolean }) {
  const { user, status } = useAuth();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const claim = useClaimOrder();
  const wantsClaim = params.get(CLAIM_PARAM) === '1';
  const hasStarted = useRef(false);

  const start = () => {
    hasStarted.current = true;
    claim.mutate(proof, {
      onSuccess: () => toast({ ...text.done, variant: 'success' }),
      onError: (error) => toastFailure(text.failedTitle, error, { onlyRefusals: true }),
      onSettled: () => {
        const next = new URLSearchParams(params);
        next.delete(CLAIM_PARAM);
        setParams(next, { replace: true });
      },
    });
  };

  useEffect(() => {
    if (user && wantsClaim && !hasStarted.current) start();
    // Runs once per arrival: start() is stable enough for that and must not re-run on change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, wantsClaim]);

  if (status === 'loading' || claim.isSuccess || (user && isOwned && !wantsClaim)) return null;

  if (!user) {
    const back = new URLSearchParams(params);
    back.set(CLAIM_PARAM, '1');
    const next = `${location.pathname}?${back}`;
    return (
      <Offer title={text.offer.title} body={text.offer.body}>
        <Button asChild size="lg">
          <Link to={`/login?${new URLSearchParams({ next })}`}>{text.offer.signIn}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={`/register?${new URLSearchParams({ email: proof.email, next })}`}>
            {text.offer.register}
          </Link>
        </Button>
      </Offer>
    );
  }

  return (
    <Offer title={text.signedIn.title} body={text.signedIn.body(user.username)}>
      <Button size="lg" disabled={claim.isPending} onClick={start}>
        {claim.isPending ? text.signedIn.adding : text.signedIn.button}
      </Button>
    </Offer>
  );
}

function Offer({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <Card data-testid="claim-purchase" className="mx-auto mt-6 max-w-xl p-6 text-center">
      <span className="mx-auto flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <PackageOpen className="h-5 w-5" aria-hidden />
      </span>
      <h2 className="mt-3 text-lg font-semibold text-slate-950">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{body}</p>
      <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </Card>
  );
}
