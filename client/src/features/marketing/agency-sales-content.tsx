import CalendarDays from 'lucide-react/icons/calendar-days';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Handshake from 'lucide-react/icons/handshake';
import Quote from 'lucide-react/icons/quote';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Target from 'lucide-react/icons/target';
import Users from 'lucide-react/icons/users';
import { brand } from '../../../../common/brand';
import { agencySalesContent as content } from '../../../../content/marketing/agency-sales';
import {
  BackHeader,
  Container,
  CtaLink,
  SectionHeading,
  SiteFooter,
} from '../../components/marketing-ui';
import { GuaranteeBlock, OfferCard, PriceTag, FeatureGroupsSection } from './components/sales-ui';

const groupIcons = { GraduationCap, Handshake, Target, Users };

/**
 * What the agency sales page shows (agency-sales-page.tsx): every button goes to the agency
 * checkout.
 */
export function AgencySalesContent() {
  return (
    <>
      <BackHeader brandName={brand.name} backLink={content.backLink} />
      <main id="main">
        <Hero />
        <Problems />
        <FeatureGroupsSection featureGroups={content.featureGroups} icons={groupIcons} />
        <section aria-labelledby="offer-section-heading" className="bg-white py-16 sm:py-20">
          <Container>
            <SectionHeading
              id="offer-section-heading"
              heading={content.offerSection.heading}
              subheading={content.offerSection.subheading}
            />
            <div className="mx-auto max-w-xl">
              <OfferCard offer={content.offer} headingId="offer-heading" isFeatured />
            </div>
          </Container>
        </section>
        <Testimonials />
        <div className="bg-white py-16">
          <Container>
            <GuaranteeBlock
              title={content.guarantee.title}
              body={content.guarantee.body}
              headingId="guarantee-heading"
            />
          </Container>
        </div>
        <FinalCta />
      </main>
      <SiteFooter />
    </>
  );
}

function Hero() {
  const { hero } = content;
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-brand-950 text-white"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_left,var(--color-brand-700),transparent_60%)] opacity-70"
      />
      <Container className="relative py-16 sm:py-24">
        <div className="max-w-3xl">
          <p className="mb-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            <CalendarDays className="h-4 w-4" aria-hidden /> {hero.badge}
          </p>
          <h1
            id="hero-heading"
            className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {hero.headline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-brand-100 sm:text-xl">
            {hero.subheadline}
          </p>
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center">
            <PriceTag
              originalPrice={hero.originalPrice}
              price={hero.price}
              note={`${hero.priceNote} (${hero.regularPriceNote})`}
              tone="light"
              size="xl"
            />
            <CtaLink link={hero.button} variant="accent" className="px-8 sm:ml-4" />
          </div>
          {hero.priceRiseNotice.isShown && (
            <p className="mt-4 text-sm font-semibold text-amber-300">{hero.priceRiseNotice.text}</p>
          )}
        </div>
      </Container>
    </section>
  );
}

function Problems() {
  const { problems } = content;
  return (
    <section aria-labelledby="problems-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="problems-heading"
          heading={problems.heading}
          subheading={problems.subheading}
        />
        <ol className="grid gap-6 sm:grid-cols-2">
          {problems.items.map((problem, index) => (
            <li key={problem.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <p className="text-sm font-bold text-red-700" aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="mt-1 text-xl font-bold text-slate-950">{problem.title}</h3>
              <p className="mt-2 text-slate-700">{problem.body}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function Testimonials() {
  const { testimonials } = content;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-brand-900 py-16 sm:py-20">
      <Container>
        <SectionHeading id="testimonials-heading" heading={testimonials.heading} tone="light" />
        <ul className="grid gap-6 lg:grid-cols-3">
          {testimonials.items.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm">
                <Quote className="h-8 w-8 text-brand-600" aria-hidden />
                <blockquote className="mt-3 flex-1 text-slate-800">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-slate-200 pt-4">
                  <p className="font-bold text-slate-950">{item.name}</p>
                  <p className="text-sm text-slate-600">
                    {item.role}, {item.business} &middot; {item.location}
                  </p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function FinalCta() {
  const { finalCta } = content;
  return (
    <section aria-labelledby="final-cta-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container className="text-center">
        <SectionHeading
          id="final-cta-heading"
          heading={finalCta.heading}
          subheading={finalCta.body}
        />
        <CtaLink link={finalCta.button} variant="accent" className="px-8" />
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-700">
          {finalCta.reassurances.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <ShieldCheck className="h-4 w-4 text-emerald-700" aria-hidden /> {item}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
