import LogIn from 'lucide-react/icons/log-in';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { brand } from '../../../../common/brand';
import { bluLeadsText as text } from '../../../../content/blu-leads-text';
import { Card } from '../../components/ui/card';
import { toast } from '../../lib/use-toast';
import { appText } from '../../../../content/app-text';
import { useAuth } from '../../session/current-user';
import { BackHeader, Container, CtaLink, SiteFooter } from '../../components/marketing-ui';
import { StaticHtml, staticPart } from '../../components/static-html';

// The form (with the form library and the contract) and the history load only for a signed-in
// user, so a visitor's first load is the marketing content alone.
const LeadOrderFormCard = lazy(() =>
  import('./lead-order-form').then((m) => ({ default: m.LeadOrderFormCard })),
);
const OrderHistory = lazy(() =>
  import('./order-history').then((m) => ({ default: m.OrderHistory })),
);

// The parts that read the same for every visitor, loaded only when drawn.
const Hero = staticPart(() => import('./blu-leads-sections').then((m) => m.BluLeadsHero));
const Details = staticPart(() => import('./blu-leads-sections').then((m) => m.BluLeadsDetails));

/** /blu-leads: marketing content for everyone; the order form and history for signed-in users. */
export function BluLeadsPage() {
  const { status } = useAuth();
  const isSignedIn = status === 'authenticated';
  useSuccessToast();
  return (
    <>
      <StaticHtml>
        <BackHeader brandName={brand.name} backLink={text.backLink} />
      </StaticHtml>
      <main id="main">
        <Hero />
        <section
          id="order"
          aria-label={text.orderHeading}
          className="scroll-mt-4 bg-slate-50 py-12 sm:py-16"
        >
          <Container className="grid gap-8">
            {isSignedIn ? (
              <>
                <Card className="p-5 sm:p-6">
                  <Suspense fallback={<FormPlaceholder />}>
                    <LeadOrderFormCard />
                  </Suspense>
                </Card>
                <Suspense fallback={null}>
                  <OrderHistory />
                </Suspense>
              </>
            ) : (
              <VisitorPrompt />
            )}
          </Container>
        </section>
        <Details />
      </main>
      <StaticHtml>
        <SiteFooter />
      </StaticHtml>
    </>
  );
}

/** ?success=true: the success toast once, and the address cleared to /blu-leads. */
function useSuccessToast() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isSuccess = params.get('success') === 'true';
  useEffect(() => {
    if (!isSuccess) return;
    navigate('/blu-leads', { replace: true });
    // The messages load only when needed: a visitor's first load stays within its budget.
    void import('../../../../common/lead-order-rules').then(({ leadOrderMessages }) =>
      toast({
        title: leadOrderMessages.orderPlaced.title,
        description: leadOrderMessages.orderPlaced.text,
        variant: 'success',
      }),
    );
  }, [isSuccess, navigate]);
}

/** While the form's chunk loads: its outline, announced as loading. */
function FormPlaceholder() {
  return (
    <div role="status" aria-label={appText.loading} className="grid animate-pulse gap-4">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-11 rounded-lg bg-slate-200" />
      ))}
    </div>
  );
}

function VisitorPrompt() {
  return (
    <Card
      className="mx-auto w-full max-w-2xl p-6 text-center sm:p-8"
      data-testid="lead-login-prompt"
    >
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <LogIn className="h-6 w-6" aria-hidden />
      </span>
      <h2 className="mt-3 text-2xl font-bold text-slate-950">{text.visitor.heading}</h2>
      <p className="mt-2 text-slate-600">{text.visitor.body}</p>
      <div className="mt-5 flex flex-col items-center gap-3">
        <CtaLink link={text.visitor.getStarted} className="w-full sm:w-auto sm:px-10" />
        <p className="text-sm text-slate-600">
          {text.visitor.loginPrefix}{' '}
          <Link
            to={`${text.visitor.login.to}?next=%2Fblu-leads`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {text.visitor.login.label}
          </Link>
        </p>
      </div>
    </Card>
  );
}
