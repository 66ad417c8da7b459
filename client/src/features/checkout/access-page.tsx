import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import FolderOpen from 'lucide-react/icons/folder-open';
import Hourglass from 'lucide-react/icons/hourglass';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Mail from 'lucide-react/icons/mail';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Users from 'lucide-react/icons/users';
import Workflow from 'lucide-react/icons/workflow';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { accessText as text, orderSuccessText } from '../../../../content/checkout-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/use-toast';
import { useAuth } from '../../session/current-user';
import { useToolboxAccess } from './api/toolbox-access';
import { ClaimPurchase } from './claim-purchase';
import { CommerceFrame } from './commerce-frame';

const tileIcons: Record<string, LucideIcon> = {
  MessageSquareText,
  BookOpen,
  Workflow,
  FolderOpen,
};

/**
 * /ai-toolbox/success: the welcome page once access is granted. Without an order number (and no
 * signed-in access) there is nothing to wait for: the page says what works instead.
 */
export function AccessPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const order = params.get('order');
  const { user, status } = useAuth();
  const canAsk = status !== 'loading' && (email !== null || user !== null);
  const access = useToolboxAccess(email, order, canAsk);

  useEffect(() => {
    if (access.isError) toast({ ...text.error, variant: 'destructive' });
  }, [access.isError]);

  let body;
  if (status === 'loading' || (canAsk && access.isPending)) {
    body = <Spinner label={text.loading} className="min-h-[40vh]" />;
  } else if (access.data?.hasAccess) {
    const isOpen = user?.hasToolboxAccess === true;
    body = (
      <Welcome
        isOpen={isOpen}
        isSignedIn={user !== null}
        claim={
          email && order ? (
            <ClaimPurchase proof={{ orderId: order, email }} isOwned={isOpen} />
          ) : null
        }
      />
    );
  } else if (!order) {
    body = <NoOrder isSignedIn={user !== null} />;
  } else {
    body = <Processing hasFailed={access.isError} />;
  }
  return (
    <CommerceFrame backLink={user ? orderSuccessText.dashboardLink : orderSuccessText.homeLink}>
      {body}
    </CommerceFrame>
  );
}

function SupportButtons() {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Button asChild variant="secondary" size="lg">
        <a href={text.supportHref}>
          <LifeBuoy className="h-4 w-4" aria-hidden /> {text.granted.contactSupport}
        </a>
      </Button>
      <Button asChild variant="secondary" size="lg">
        <a href={text.communityHref} target="_blank" rel="noopener noreferrer">
          <Users className="h-4 w-4" aria-hidden /> {text.granted.joinCommunity}
        </a>
      </Button>
    </div>
  );
}

/**
 * `isOpen`: the toolbox is in the account signed in now. Until then `claim` (adding the purchase
 * to an account) is the one thing offered, and the first step names it.
 */
function Welcome({
  isOpen,
  isSignedIn,
  claim,
}: {
  isOpen: boolean;
  isSignedIn: boolean;
  claim: ReactNode;
}) {
  const { firstStep } = text.granted;
  const steps = [
    isOpen ? firstStep.open : isSignedIn ? firstStep.toClaimSignedIn : firstStep.toClaimSignedOut,
    ...text.granted.steps,
  ];
  return (
    <section data-testid="access-granted">
      <div className="text-center">
        <h1 className="text-2xl font-bold text-balance text-slate-950 sm:text-3xl">
          {text.granted.title}
        </h1>
        <p className="mx-auto mt-2 max-w-xl text-slate-600">
          {isOpen ? text.granted.body : text.granted.toClaim}
        </p>
        {isOpen ? (
          <Button asChild size="lg" className="mt-6">
            <Link to={text.granted.openDashboard.to}>{text.granted.openDashboard.label}</Link>
          </Button>
        ) : null}
        {claim}
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {text.granted.tiles.map((tile) => {
          const Icon = tileIcons[tile.icon];
          return (
            <Card key={tile.title} className="p-5">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h2 className="mt-3 font-semibold text-slate-950">{tile.title}</h2>
              <p className="mt-1 text-sm text-slate-600">{tile.description}</p>
            </Card>
          );
        })}
      </div>
      <h2 className="mt-10 text-xl font-bold text-slate-950">{text.granted.stepsTitle}</h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full p-5">
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-950">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{step.body}</p>
            </Card>
          </li>
        ))}
      </ol>
      <SupportButtons />
    </section>
  );
}

function Processing({ hasFailed }: { hasFailed: boolean }) {
  return (
    <section data-testid="access-pending" className="mx-auto max-w-xl text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Hourglass className="h-7 w-7" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-950 sm:text-3xl">{text.pending.title}</h1>
      <p className="mt-2 text-slate-600">{text.pending.body}</p>
      <Button size="lg" className="mt-6" onClick={() => window.location.reload()}>
        <RefreshCw className="h-4 w-4" aria-hidden /> {text.pending.refresh}
      </Button>
      {hasFailed && <SupportButtons />}
    </section>
  );
}

/** No order number to look up: where the purchase really is, and the way to it. */
function NoOrder({ isSignedIn }: { isSignedIn: boolean }) {
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  return (
    <section data-testid="access-no-order" className="mx-auto max-w-xl text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <Mail className="h-7 w-7" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-balance text-slate-950 sm:text-3xl">
        {text.noOrder.title}
      </h1>
      <p className="mt-2 text-slate-600">{text.noOrder.body}</p>
      <ul className="mt-4 space-y-2 text-left text-sm text-slate-700">
        {text.noOrder.steps.map((step) => (
          <li key={step} className="flex gap-2">
            <ArrowRight className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden /> {step}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {!isSignedIn && (
          <Button asChild size="lg">
            <Link to={`/login?${new URLSearchParams({ next })}`}>{text.noOrder.signIn}</Link>
          </Button>
        )}
        <Button asChild size="lg" variant="secondary">
          <a href={text.supportHref}>
            <LifeBuoy className="h-4 w-4" aria-hidden /> {text.noOrder.contactSupport}
          </a>
        </Button>
      </div>
    </section>
  );
}
