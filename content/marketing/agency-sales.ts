import { catalogue, isLaunchUpcoming } from '../../common/catalogue';
import {
  agencyCheckout,
  agencyOriginalPrice,
  agencyPaymentTerms,
  agencyPrice,
  leadBlockPrice,
  priceRiseNotice,
  reassurances,
} from './offer-facts';
import type { ContentBlock, FeatureGroup, OfferCard, Problem, Testimonial } from './types';

const { toolbox, agency, leadOrders, guarantee, launch } = catalogue;

/** The agency sales page, /agency-landing: every button goes to the agency checkout. */
export const agencySalesContent = {
  backLink: { label: 'Back to Home', to: '/' },
  hero: {
    badge: isLaunchUpcoming()
      ? `Launching ${launch.launchDateLabel}`
      : `Launched ${launch.launchDateLabel}`,
    headline: 'Build a Tech + AI agency that small businesses are ready to pay for',
    subheadline: `The ${agency.displayName} gives you the training, sales system, first leads and weekly coaching to follow a ${launch.launchPlanDays}-day launch plan, without guessing what to sell or who to sell it to.`,
    originalPrice: agencyOriginalPrice,
    regularPriceNote: agency.regularPriceNote,
    price: agencyPrice,
    priceNote: agencyPaymentTerms,
    button: { label: `Join the ${agency.shortName}`, to: agencyCheckout },
    priceRiseNotice,
  },
  problems: {
    heading: 'Why most new agencies stall',
    subheading: 'The demand is real. These are the four things that get in the way.',
    items: [
      {
        title: 'No clear offer',
        body: 'A dentist or a roofer does not buy "AI services". Without a specific, priced offer that solves a problem they recognize, good conversations go nowhere.',
      },
      {
        title: 'No one to talk to',
        body: 'Building a prospect list by hand eats the hours you should spend selling, and an empty calendar makes it hard to stay motivated.',
      },
      {
        title: 'Selling feels awkward',
        body: 'Most founders are builders, not salespeople. Without scripts and a follow-up system, warm leads go cold and proposals sit unanswered.',
      },
      {
        title: 'Doing it alone',
        body: 'With no one to review your proposal or tell you what to charge, every decision takes a week and small mistakes cost real clients.',
      },
    ] satisfies readonly Problem[],
  },
  featureGroups: {
    heading: 'Everything in one program',
    subheading: 'Each part answers one of those problems, and they are built to be used together.',
    groups: [
      {
        title: 'Training and Toolbox',
        icon: 'GraduationCap',
        bullets: [
          `Everything in the ${toolbox.name}`,
          'Structured modules from AI foundations to automation platforms',
          `A ${launch.launchPlanDays}-day agency launch plan, week by week`,
          'New content added every week',
        ],
      },
      {
        title: 'Sales System',
        icon: 'Handshake',
        bullets: [
          'Sales scripts for cold calls, discovery meetings and follow-ups',
          'Proposal templates you can send the same day',
          'A CRM to track contacts, follow-ups and your pipeline',
          'Closing techniques and answers to common objections',
        ],
      },
      {
        title: 'Leads and Prospecting',
        icon: 'Target',
        bullets: [
          `${leadOrders.includedLeadsWithAgency} free business leads to start`,
          `Additional leads at ${leadBlockPrice} per ${leadOrders.blockSize}`,
          `Up to ${leadOrders.maxFilters} filters per order, by industry, location or company size`,
          `Lead lists delivered ${leadOrders.delivery}`,
        ],
      },
      {
        title: 'Coaching and Community',
        icon: 'Users',
        bullets: [
          'Weekly live group coaching calls',
          'Private mastermind community, included',
          'A KPI tracker to keep your weekly numbers honest',
          'Networking playbooks for referrals and local events',
        ],
      },
    ] satisfies readonly FeatureGroup[],
  },
  offerSection: {
    heading: 'Everything included, one price',
    subheading: `Pay ${agencyPrice} once and keep lifetime access to every part of the program, backed by our ${guarantee.summary}.`,
  },
  offer: {
    badge: `${agency.discountPercent}% off`,
    title: agency.displayName,
    description: agency.description,
    originalPrice: agencyOriginalPrice,
    price: agencyPrice,
    priceNote: agencyPaymentTerms,
    bullets: agency.includes,
    button: { label: `Join for ${agencyPrice}`, to: agencyCheckout },
  } satisfies OfferCard,
  testimonials: {
    heading: 'Founders who started where you are',
    // Illustrative quotes: replace with real, consented customer quotes before public launch,
    // since published testimonials must reflect actual customers' experiences.
    items: [
      {
        name: 'Marcus Bell',
        role: 'Founder',
        business: 'Bell Digital Systems',
        location: 'Columbus, OH',
        quote:
          'I had been building websites for years but never knew how to pitch AI. The discovery-call script gave me the questions to ask, and my first two automation clients, a dental practice and a roofing company, both came from the included leads.',
      },
      {
        name: 'Priya Raman',
        role: 'Co-founder',
        business: 'Northline AI Services',
        location: 'Raleigh, NC',
        quote:
          'The proposal templates alone paid for the program. I used to spend a whole evening on each proposal; now I send one the morning after the call, and clients comment on how clear it is.',
      },
      {
        name: 'Dana Whitfield',
        role: 'Owner',
        business: 'Whitfield Automation',
        location: 'Boise, ID',
        quote:
          'I left an operations job to do this, and the weekly coaching calls kept me on track. Every time I got stuck on pricing or a tricky objection, someone on the call had already solved it.',
      },
    ] satisfies readonly Testimonial[],
  },
  guarantee: {
    title: guarantee.title,
    body: `Join today and work through the first month of the launch plan. ${guarantee.terms}`,
  } satisfies ContentBlock,
  finalCta: {
    heading: `Your ${launch.launchPlanDays}-day launch starts today`,
    body: `Get the training, scripts, CRM, ${leadOrders.includedLeadsWithAgency} free leads and weekly coaching for ${agencyPrice}, a one-time payment with lifetime access.`,
    button: { label: `Join the ${agency.shortName}`, to: agencyCheckout },
    reassurances,
  },
} as const;
