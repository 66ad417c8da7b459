import BadgePercent from 'lucide-react/icons/badge-percent';
import Gift from 'lucide-react/icons/gift';
import Megaphone from 'lucide-react/icons/megaphone';
import Settings2 from 'lucide-react/icons/settings-2';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Zap from 'lucide-react/icons/zap';
import { brand } from '../../../../common/brand';
import { toolboxSalesContent as content } from '../../../../content/marketing/toolbox-sales';
import {
  BackHeader,
  Container,
  CtaLink,
  SectionHeading,
  SiteFooter,
  StatList,
} from '../../components/marketing-ui';
import {
  CheckList,
  FaqList,
  GuaranteeBlock,
  OfferCard,
  PriceTag,
  FeatureGroupsSection,
} from './components/sales-ui';

const groupIcons = { Zap, Megaphone, Settings2, Sparkles };

/** What the toolbox sales page shows (toolbox-sales-page.tsx). */
export function ToolboxSalesContent() {
  return (
    <>
      <BackHeader brandName={brand.name} backLink={content.backLink} />
      <main id="main">
        <Hero />
        <section aria-labelledby="ratings-heading" className="bg-brand-900 py-14 text-white">
          <Container>
            <SectionHeading id="ratings-heading" heading={content.ratings.heading} tone="light" />
            <StatList stats={content.ratings.stats} tone="light" />
          </Container>
        </section>
        <FeatureGroupsSection featureGroups={content.featureGroups} icons={groupIcons} />
        <Bonuses />
        <AgencyUpsell />
        <div className="bg-white py-16">
          <Container>
            <GuaranteeBlock
              title={content.guarantee.title}
              body={content.guarantee.body}
              headingId="guarantee-heading"
            />
          </Container>
        </div>
        <section aria-labelledby="faq-heading" className="bg-slate-50 py-16 sm:py-20">
          <Container>
            <SectionHeading id="faq-heading" heading={content.faq.heading} />
            <FaqList items={content.faq.items} />
          </Container>
        </section>
        <section aria-labelledby="final-cta-heading" className="bg-white py-16 sm:py-20">
          <Container className="text-center">
            <SectionHeading
              id="final-cta-heading"
              heading={content.finalCta.heading}
              subheading={content.finalCta.body}
            />
            <CtaLink link={content.finalCta.button} variant="accent" className="px-8" />
          </Container>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}

function Hero() {
  const { hero, offer, offerReassurances } = content;
  return (
    <section aria-labelledby="hero-heading" className="bg-brand-950 text-white">
      <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="mb-6 inline-flex items-center gap-2 rounded-full bg-amber-300 px-3 py-1.5 text-sm font-bold text-slate-950">
            <BadgePercent className="h-4 w-4" aria-hidden /> {hero.badge}
          </p>
          <h1
            id="hero-heading"
            className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {hero.headline}
          </h1>
          <p className="mt-6 text-lg text-pretty text-brand-100 sm:text-xl">{hero.subheadline}</p>
          <CtaLink link={hero.button} variant="accent" className="mt-8 w-full px-8 sm:w-auto" />
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            {offerReassurances.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <ShieldCheck className="h-4 w-4 text-emerald-300" aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="text-slate-900">
          <OfferCard
            offer={offer}
            headingId="offer-heading"
            headingLevel="h2"
            buttonVariant="accent"
          />
        </div>
      </Container>
    </section>
  );
}

function Bonuses() {
  const { bonuses } = content;
  return (
    <section aria-labelledby="bonuses-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="bonuses-heading"
          heading={bonuses.heading}
          subheading={bonuses.subheading}
        />
        <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {bonuses.items.map((bonus) => (
            <article
              key={bonus.title}
              className="flex flex-col rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-6"
            >
              <div className="mb-3 flex items-center justify-between gap-3">
                <Gift className="h-7 w-7 text-amber-700" aria-hidden />
                <p className="rounded-full bg-white px-3 py-1 text-sm font-bold text-amber-900">
                  {bonus.value}
                </p>
              </div>
              <h3 className="text-lg font-bold text-slate-950">{bonus.title}</h3>
              <p className="mt-2 text-slate-700">{bonus.description}</p>
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}

function AgencyUpsell() {
  const { agencyUpsell: upsell } = content;
  return (
    <section aria-labelledby="upsell-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <article className="grid gap-8 overflow-hidden rounded-3xl bg-brand-900 p-6 text-white shadow-lg sm:p-10 lg:grid-cols-2">
          <div>
            <p className="mb-3 text-sm font-bold tracking-wide text-amber-300 uppercase">
              {upsell.badge}
            </p>
            <h2 id="upsell-heading" className="text-3xl font-bold tracking-tight">
              {upsell.title}
            </h2>
            <p className="mt-3 text-brand-100">{upsell.description}</p>
            <div className="mt-6 flex flex-wrap items-end gap-x-8 gap-y-3">
              <PriceTag
                originalPrice={upsell.originalPrice}
                price={upsell.price}
                note={`${upsell.priceLabel}. ${upsell.priceNote}`}
                tone="light"
              />
            </div>
            {upsell.priceRiseNotice.isShown && (
              <p className="mt-3 text-sm font-semibold text-amber-300">
                {upsell.priceRiseNotice.text}
              </p>
            )}
            <CtaLink link={upsell.button} variant="accent" className="mt-8 w-full sm:w-auto" />
          </div>
          <CheckList items={upsell.bullets} tone="light" className="self-center" />
        </article>
      </Container>
    </section>
  );
}
