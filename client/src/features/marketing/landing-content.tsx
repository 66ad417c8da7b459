import ArrowRight from 'lucide-react/icons/arrow-right';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChartColumn from 'lucide-react/icons/chart-column';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Handshake from 'lucide-react/icons/handshake';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import ShieldCheck from 'lucide-react/icons/shield-check';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { landingContent as content } from '../../../../content/marketing/landing';
import type { FeatureCard } from '../../../../content/marketing/types';
import { cn } from '../../lib/cn';
import { useAuth } from '../../session/current-user';
import {
  BrandMark,
  Container,
  CtaLink,
  IconBadge,
  SectionHeading,
  SiteFooter,
  StatList,
} from '../../components/marketing-ui';
import { FaqList, OfferCard } from './components/sales-ui';
import { featureCardTarget } from './feature-card-target';

const featureIcons = {
  GraduationCap,
  TrendingUp,
  ChartColumn,
  MessageSquareText,
  Handshake,
  Users,
};

/** What the landing page shows (landing-page.tsx). */
export function LandingContent() {
  return (
    <>
      <LandingHeader />
      <main id="main">
        <Hero />
        <Offers />
        <Steps />
        <Features />
        <SocialProof />
        <section aria-labelledby="faq-heading" className="bg-slate-50 py-16 sm:py-20">
          <Container>
            <SectionHeading id="faq-heading" heading={content.faq.heading} />
            <FaqList items={content.faq.items} />
          </Container>
        </section>
        <FinalCta />
      </main>
      <SiteFooter />
    </>
  );
}

function LandingHeader() {
  const { header } = content;
  return (
    <header className="border-b border-slate-200 bg-white">
      <Container className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
        <BrandMark name={header.brandName} />
        {/* On a phone: Login and Get Started Free side by side, the leads link below them. */}
        <nav
          aria-label="Account"
          className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-center"
        >
          <CtaLink
            link={header.orderLeads}
            variant="ghost"
            size="md"
            className="order-last col-span-2 sm:order-none"
          />
          <CtaLink link={header.login} variant="secondary" size="md" />
          <CtaLink link={header.getStarted} size="md" />
        </nav>
      </Container>
    </header>
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
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%)] opacity-70"
      />
      <Container className="relative py-16 sm:py-24">
        <div className="max-w-3xl">
          <p className="mb-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            <CalendarDays className="h-4 w-4" aria-hidden /> {hero.launchBadge}
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
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <HeroLink link={hero.primaryButton} variant="accent" />
            <HeroLink link={hero.secondaryButton} variant="onDark" />
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            {hero.reassurances.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <ShieldCheck className="h-4 w-4 text-emerald-300" aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

/** Hero buttons: large, and readable on the dark background. */
function HeroLink({
  link,
  variant,
}: {
  link: { label: string; to: string };
  variant: 'accent' | 'onDark';
}) {
  return variant === 'accent' ? (
    <CtaLink link={link} variant="accent" className="px-7" />
  ) : (
    <Link
      to={link.to}
      className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/40 px-7 text-base font-medium text-white transition-colors hover:bg-white/10"
    >
      {link.label} <ArrowRight className="h-4 w-4" aria-hidden />
    </Link>
  );
}

function Offers() {
  const { offers } = content;
  return (
    <section aria-labelledby="offers-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="offers-heading"
          heading={offers.heading}
          subheading={offers.subheading}
        />
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          <OfferCard offer={offers.toolbox} headingId="offer-toolbox" buttonVariant="secondary" />
          <OfferCard offer={offers.agency} headingId="offer-agency" isFeatured />
        </div>
      </Container>
    </section>
  );
}

function Steps() {
  const { steps } = content;
  return (
    <section aria-labelledby="steps-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <SectionHeading id="steps-heading" heading={steps.heading} subheading={steps.subheading} />
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.items.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6"
            >
              <span
                className="mb-4 flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <h3 className="text-xl font-bold text-slate-950">{step.title}</h3>
              <p className="mt-2 mb-4 text-slate-700">{step.body}</p>
              {step.link && (
                <Link
                  to={step.link.to}
                  className="mt-auto inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
                >
                  {step.link.label} <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function Features() {
  const { features } = content;
  const { status } = useAuth();
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="features-heading"
          heading={features.heading}
          subheading={features.subheading}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.cards.map((card) => (
            <li key={card.title} className="flex">
              <FeatureCardLink card={card} to={featureCardTarget(status, card.to)}>
                <IconBadge icon={card.icon} icons={featureIcons} />
                <h3 className="mt-4 text-lg font-bold text-slate-950">{card.title}</h3>
                <p className="mt-2 text-slate-700">{card.description}</p>
              </FeatureCardLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** A feature card is a link once auth is known; while it loads, a click goes nowhere. */
function FeatureCardLink({
  card,
  to,
  children,
}: {
  card: FeatureCard;
  to: string | null;
  children: ReactNode;
}) {
  const className = cn(
    'group flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition',
    to && 'hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md',
  );
  if (!to) {
    return (
      <a className={className} data-card={card.title}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} data-card={card.title}>
      {children}
    </Link>
  );
}

function SocialProof() {
  const { socialProof } = content;
  return (
    <section aria-labelledby="proof-heading" className="bg-brand-900 py-16 text-white sm:py-20">
      <Container>
        <SectionHeading id="proof-heading" heading={socialProof.heading} tone="light" />
        <StatList stats={socialProof.stats} tone="light" />
      </Container>
    </section>
  );
}

function FinalCta() {
  const { finalCta } = content;
  return (
    <section aria-labelledby="final-cta-heading" className="bg-white py-16 sm:py-20">
      <Container className="text-center">
        <SectionHeading
          id="final-cta-heading"
          heading={finalCta.heading}
          subheading={finalCta.body}
        />
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <CtaLink link={finalCta.primaryButton} />
          <CtaLink link={finalCta.secondaryButton} variant="secondary" />
        </div>
      </Container>
    </section>
  );
}
