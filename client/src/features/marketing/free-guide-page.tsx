import CalendarCheck from 'lucide-react/icons/calendar-check';
import Clock from 'lucide-react/icons/clock';
import FileText from 'lucide-react/icons/file-text';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import TrendingUp from 'lucide-react/icons/trending-up';
import { lazy, Suspense, useState } from 'react';
import { brand } from '../../../../common/brand';
import { freeGuideContent as content } from '../../../../content/marketing/free-guide';
import {
  BackHeader,
  Container,
  IconBadge,
  SectionHeading,
  SiteFooter,
  StatList,
} from '../../components/marketing-ui';
import { StaticHtml } from '../../components/static-html';
import { FormSkeleton } from '../../components/ui/form-skeleton';

const benefitIcons = { TrendingUp, PiggyBank, Clock };

// Shown only after a successful submit, so it is not part of the page's first download.
const loadConfirmation = () => import('./guide-confirmation');
const GuideConfirmation = lazy(() =>
  loadConfirmation().then((m) => ({ default: m.GuideConfirmation })),
);
// The form and its library are a chunk of their own, outside the page's first download.
const GuideSignupForm = lazy(() =>
  import('./guide-signup-form').then((m) => ({ default: m.GuideSignupForm })),
);

/** The free guide page, /ai-download. */
export function FreeGuidePage() {
  const [isSignedUp, setIsSignedUp] = useState(false);
  return (
    <>
      <StaticHtml>
        <BackHeader brandName={brand.name} backLink={content.backLink} />
      </StaticHtml>
      <main id="main">
        <section aria-labelledby="hero-heading" className="bg-brand-950 text-white">
          <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr] lg:items-start">
            <div>
              <StaticHtml>
                <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-amber-300 px-3 py-1.5 text-sm font-bold text-slate-950">
                  <FileText className="h-4 w-4" aria-hidden /> {content.hero.badge}
                </p>
                <h1
                  id="hero-heading"
                  className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
                >
                  {content.hero.headline}
                </h1>
                <p className="mt-5 text-lg text-pretty text-brand-100">
                  {content.hero.subheadline}
                </p>
                <Consultation />
              </StaticHtml>
            </div>
            <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:p-8">
              {isSignedUp ? (
                <Suspense fallback={null}>
                  <GuideConfirmation />
                </Suspense>
              ) : (
                <GuideForm onSignedUp={() => setIsSignedUp(true)} />
              )}
            </div>
          </Container>
        </section>
        <StaticHtml>
          <section aria-labelledby="benefits-heading" className="bg-slate-50 py-16">
            <Container>
              <h2 id="benefits-heading" className="sr-only">
                {content.benefitsHeading}
              </h2>
              <ul className="grid gap-6 md:grid-cols-3">
                {content.benefits.map((benefit) => (
                  <li
                    key={benefit.title}
                    className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                  >
                    <IconBadge icon={benefit.icon} icons={benefitIcons} />
                    <h3 className="mt-4 text-lg font-bold text-slate-950">{benefit.title}</h3>
                    <p className="mt-2 text-slate-700">{benefit.description}</p>
                  </li>
                ))}
              </ul>
            </Container>
          </section>
          <section aria-labelledby="proof-heading" className="bg-white py-16">
            <Container>
              <SectionHeading id="proof-heading" heading={content.socialProof.heading} />
              <StatList stats={content.socialProof.stats} />
            </Container>
          </section>
        </StaticHtml>
      </main>
      <StaticHtml>
        <SiteFooter />
      </StaticHtml>
    </>
  );
}

/** A visitor who wants a call writes to us: a prefilled email, with the address shown too. */
function Consultation() {
  const { consultation } = content;
  const mailto = `mailto:${consultation.email}?subject=${encodeURIComponent(consultation.emailSubject)}&body=${encodeURIComponent(consultation.emailBody)}`;
  return (
    <div className="mt-8 rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
      <h2 className="text-lg font-bold">{consultation.heading}</h2>
      <p className="mt-1 text-brand-100">{consultation.body}</p>
      <a
        href={mailto}
        className="mt-4 inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-white px-5 text-sm font-semibold text-brand-900 shadow-sm transition-colors hover:bg-brand-50"
      >
        <CalendarCheck className="h-4 w-4" aria-hidden /> {consultation.buttonLabel}
      </a>
      <p className="mt-3 text-sm text-brand-100">
        {consultation.orEmailLabel}{' '}
        <a
          href={`mailto:${consultation.email}`}
          className="font-semibold text-white underline underline-offset-4"
        >
          {consultation.email}
        </a>
      </p>
    </div>
  );
}

function GuideForm({ onSignedUp }: { onSignedUp: () => void }) {
  return (
    // Fetched while the visitor fills in the form, so the confirmation appears at once.
    <div onFocus={() => void loadConfirmation()}>
      <h2 id="guide-signup-heading" className="text-2xl font-bold text-slate-950">
        {content.form.heading}
      </h2>
      <p className="mt-1 mb-6 text-slate-600">{content.form.subheading}</p>
      <Suspense fallback={<FormSkeleton fields={3} />}>
        <GuideSignupForm onSignedUp={onSignedUp} />
      </Suspense>
    </div>
  );
}
