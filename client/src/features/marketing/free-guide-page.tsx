import { lazy, Suspense, useState } from 'react';
import { brand } from '../../../../common/brand';
import { freeGuideContent as content } from '../../../../content/marketing/free-guide';
import { BackHeader, Container, SiteFooter } from '../../components/marketing-ui';
import { StaticHtml, staticPart } from '../../components/static-html';
import { FormSkeleton } from '../../components/ui/form-skeleton';

// The parts that read the same for every visitor, loaded only when drawn.
const HeroText = staticPart(() => import('./free-guide-sections').then((m) => m.FreeGuideHeroText));
const Details = staticPart(() => import('./free-guide-sections').then((m) => m.FreeGuideDetails));

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
              <HeroText />
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
        <Details />
      </main>
      <StaticHtml>
        <SiteFooter />
      </StaticHtml>
    </>
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
