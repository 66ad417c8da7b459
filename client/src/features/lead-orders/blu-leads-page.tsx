import CheckCircle2 from 'lucide-react/icons/circle-check';
import Filter from 'lucide-react/icons/filter';
import LogIn from 'lucide-react/icons/log-in';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { brand } from '../../../../common/brand';
import { leadFileColumns } from '../../../../common/lead-file-columns';
import { bluLeadsText as text } from '../../../../content/blu-leads-text';
import { Card } from '../../components/ui/card';
import { toast } from '../../lib/use-toast';
import { appText } from '../../../../content/app-text';
import { useAuth } from '../../session/current-user';
import {
  BackHeader,
  Container,
  CtaLink,
  SectionHeading,
  SiteFooter,
} from '../../components/marketing-ui';
import { StaticHtml } from '../../components/static-html';

// The form (with the form library and the contract) and the history load only for a signed-in
// user, so a visitor's first load is the marketing content alone.
const LeadOrderFormCard = lazy(() =>
  import('./lead-order-form').then((m) => ({ default: m.LeadOrderFormCard })),
);
const OrderHistory = lazy(() =>
  import('./order-history').then((m) => ({ default: m.OrderHistory })),
);

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
        <StaticHtml>
          <Hero isSignedIn={isSignedIn} />
        </StaticHtml>
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
        <StaticHtml>
          <HowItWorks />
          <FilterList />
          <SampleDelivery />
        </StaticHtml>
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

function Hero({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section
      aria-labelledby="leads-hero-heading"
      className="relative overflow-hidden bg-brand-950 text-white"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%)] opacity-70"
      />
      <Container className="relative py-14 sm:py-20">
        <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-brand-100 ring-1 ring-white/20">
          <Filter className="h-4 w-4" aria-hidden /> {text.hero.badge}
        </p>
        <h1
          id="leads-hero-heading"
          className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          {text.hero.headline}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-brand-100">{text.hero.subheadline}</p>
        <ul className="mt-6 grid max-w-2xl gap-2 sm:grid-cols-2">
          {text.hero.points.map((point) => (
            <li key={point} className="flex items-start gap-2 text-brand-50">
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" aria-hidden />
              {point}
            </li>
          ))}
        </ul>
        <div className="mt-8">
          {isSignedIn ? (
            <CtaLink link={{ label: text.orderHeading, to: '#order' }} variant="accent" />
          ) : (
            <CtaLink link={text.visitor.getStarted} variant="accent" className="px-8" />
          )}
        </div>
      </Container>
    </section>
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

function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="bg-white py-14 sm:py-18">
      <Container>
        <SectionHeading id="how-heading" heading={text.howItWorks.heading} />
        <ol className="grid gap-5 sm:grid-cols-3">
          {text.howItWorks.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <p className="text-sm font-bold text-brand-700" aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-1 text-lg font-bold text-slate-950">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function FilterList() {
  return (
    <section aria-labelledby="filters-heading" className="bg-slate-50 py-14 sm:py-18">
      <Container>
        <SectionHeading
          id="filters-heading"
          heading={text.filters.heading}
          subheading={text.filters.subheading}
        />
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="lead-filter-list">
          {text.filters.items.map((item) => (
            <li key={item.type} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-950">{item.type}</p>
              <p className="mt-1 text-sm text-slate-600">{item.help}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function SampleDelivery() {
  const { sample } = text;
  return (
    <section aria-labelledby="sample-heading" className="bg-white py-14 sm:py-18">
      <Container>
        <SectionHeading
          id="sample-heading"
          heading={sample.heading}
          subheading={sample.subheading}
        />
        <div
          className="overflow-x-auto rounded-xl border border-slate-200"
          tabIndex={0}
          role="region"
          aria-labelledby="sample-caption"
        >
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption id="sample-caption" className="sr-only">
              {sample.caption}
            </caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                {leadFileColumns.map((column) => (
                  <th key={column.name} scope="col" className="px-3 py-2 align-top font-semibold">
                    {column.name}
                    {column.isRequired ? (
                      <span className="block text-xs font-normal text-slate-600">
                        {sample.requiredMark}
                      </span>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {sample.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) => (
                    <td key={index} className="px-3 py-2 text-slate-800">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 max-w-3xl text-sm text-slate-700" data-testid="lead-file-rule">
          {sample.rule}
        </p>
      </Container>
    </section>
  );
}
