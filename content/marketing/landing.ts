import { brand } from '../../common/brand';
import { catalogue, isLaunchUpcoming, type Claim } from '../../common/catalogue';
import {
  agencyCheckout,
  agencyOriginalPrice,
  agencyPaymentTerms,
  agencyPrice,
  leadBlockPrice,
  reassurances,
  toolboxCheckout,
  toolboxOriginalPrice,
  toolboxPrice,
} from './offer-facts';
import { siteFooter } from './site-footer';
import type { Faq, FeatureCard, OfferCard, Step } from './types';
import { formatCount } from '../../common/format-number';

const { toolbox, agency, leadOrders, guarantee, launch, claims } = catalogue;

/** The landing page, / for signed-out visitors. */
export const landingContent = {
  header: {
    brandName: brand.name,
    orderLeads: { label: 'Order Business Leads', to: '/blu-leads' },
    getStarted: { label: 'Get Started Free', to: '/register' },
    login: { label: 'Login', to: '/login' },
  },
  hero: {
    launchBadge: isLaunchUpcoming()
      ? `Launching ${launch.launchDateLabel} with a ${launch.launchPlanDays}-day launch plan`
      : `Launched ${launch.launchDateLabel}, with a ${launch.launchPlanDays}-day launch plan`,
    headline: `Build your Tech + AI agency with a clear ${launch.launchPlanDays}-day plan`,
    subheadline:
      'Small businesses know they should be using AI. Most have no idea where to start. Learn the tools, package an offer they understand and sell it with scripts, a CRM and business leads, all in one place.',
    primaryButton: { label: 'Start Building Today', to: '/register' },
    secondaryButton: { label: toolbox.name, to: '/ai-toolbox' },
    reassurances,
  },
  offers: {
    heading: 'Choose your starting point',
    subheading: `Put AI to work in your own business first, or go straight to building an agency that sells it. Both are one-time payments with a ${guarantee.summary}.`,
    toolbox: {
      badge: `${toolbox.discountPercent}% off`,
      title: toolbox.name,
      description: toolbox.description,
      originalPrice: toolboxOriginalPrice,
      price: toolboxPrice,
      priceNote: toolbox.paymentTerms,
      bullets: toolbox.includes,
      button: { label: 'See What Is Inside', to: '/ai-toolbox' },
    },
    agency: {
      badge: 'Most complete',
      title: agency.displayName,
      description: agency.description,
      originalPrice: agencyOriginalPrice,
      price: agencyPrice,
      priceNote: agencyPaymentTerms,
      bullets: agency.includes,
      button: { label: `Explore the ${agency.shortName}`, to: '/agency-landing' },
    },
  } satisfies { heading: string; subheading: string; toolbox: OfferCard; agency: OfferCard },
  steps: {
    heading: 'How it works',
    subheading: 'Three steps from your first login to your first paying client.',
    items: [
      {
        title: 'Get the AI Toolbox',
        body: `Start with ${claims.prompts.value} ready-to-use prompts and templates. Use them in your own work this week, so that when you sell AI to others you are speaking from experience.`,
        link: { label: `Get the toolbox for ${toolboxPrice}`, to: toolboxCheckout },
      },
      {
        title: `Join the ${agency.shortName}`,
        body: `Add the sales scripts, proposal templates, CRM, ${leadOrders.includedLeadsWithAgency} free business leads and weekly live coaching calls that turn a skill into a business.`,
        link: { label: `Join for ${agencyPrice}`, to: agencyCheckout },
      },
      {
        title: `Follow the ${launch.launchPlanDays}-day launch plan`,
        body: 'Work through the plan week by week: pick a niche, package your first offer, contact your leads and close your first clients, with coaches and the community there when you get stuck.',
        link: null,
      },
    ] satisfies readonly Step[],
  },
  features: {
    heading: 'Everything you need to start, sell and grow',
    subheading:
      'Create a free account to explore the platform. Every tool is built for people selling AI services to small businesses.',
    cards: [
      {
        title: 'Structured Learning',
        description:
          'Short, ordered modules take you from AI foundations to the automation platforms agencies build on, one lesson at a time.',
        icon: 'GraduationCap',
        to: '/structured-learning',
      },
      {
        title: 'Growth Tools',
        description:
          'Prospecting, social media and agency tools that help you find clients and keep your pipeline full.',
        icon: 'TrendingUp',
        to: '/growth-tools',
      },
      {
        title: 'KPI Tracking',
        description:
          'Log the numbers that matter each week, from calls and meetings to proposals and revenue, and see at a glance what is on track.',
        icon: 'ChartColumn',
        to: '/kpi-tracker',
      },
      {
        title: 'Sales Scripts',
        description:
          'Word-for-word scripts for cold calls, discovery meetings and follow-ups, written for selling AI services to small businesses.',
        icon: 'MessageSquareText',
        to: '/sales-scripts',
      },
      {
        title: 'Closing Tools',
        description:
          'Objection handling, proposal templates and closing techniques that turn a good conversation into a signed client.',
        icon: 'Handshake',
        to: '/closing-tools',
      },
      {
        title: 'Networking',
        description:
          'Conversation starters, event ideas and follow-up templates that turn the people you meet into referrals.',
        icon: 'Users',
        to: '/networking',
      },
    ] satisfies readonly FeatureCard[],
  },
  socialProof: {
    heading: 'Trusted by small businesses and new agency owners',
    stats: [
      claims.downloads,
      claims.businesses,
      claims.rating,
      claims.successRate,
    ] satisfies readonly Claim[],
  },
  faq: {
    heading: 'Frequently asked questions',
    items: [
      {
        question: 'Do I need a technical background?',
        answer:
          'No. The lessons start from the basics and every tool is explained step by step. If you can use email and a spreadsheet, you can follow along. What matters more is a willingness to talk to business owners.',
      },
      {
        question: `What is the difference between the ${toolbox.shortName} and the ${agency.shortName}?`,
        answer: `The ${toolbox.name} (${toolboxPrice}) teaches you to use AI in a business: prompts, templates and lessons for sales, marketing and operations. The ${agency.shortName} (${agencyPrice}) includes the toolbox and adds everything needed to sell AI services to others: sales scripts, proposal templates, a CRM, ${leadOrders.includedLeadsWithAgency} free business leads, weekly live coaching calls and the ${launch.launchPlanDays}-day launch plan.`,
      },
      {
        question: 'Is this a subscription?',
        answer: `No. Both offers are a one-time payment. The ${agency.shortName} comes with lifetime access, and the toolbox includes lifetime updates and new content every week at no extra cost.`,
      },
      {
        question: 'What if it is not right for me?',
        answer: `Both offers come with a ${guarantee.summary}. ${guarantee.terms}`,
      },
      {
        question: 'How do the business leads work?',
        answer: `Choose how many leads you need, from ${leadOrders.quantityOptions[0]} to ${formatCount(leadOrders.quantityOptions[leadOrders.quantityOptions.length - 1])}, and narrow them with up to ${leadOrders.maxFilters} filters such as industry, city or employee count. Each block of ${leadOrders.blockSize} costs ${leadBlockPrice}, and your list is delivered ${leadOrders.delivery}. The ${agency.shortName} includes your first ${leadOrders.includedLeadsWithAgency} leads free.`,
      },
    ],
  } satisfies Faq,
  finalCta: {
    heading: 'Your agency starts with one small step',
    body: `Create a free account to look around the lessons and tools, then pick the offer that fits when you are ready. Both come with a ${guarantee.summary}.`,
    primaryButton: { label: 'Start Building Today', to: '/register' },
    secondaryButton: { label: 'Get the Free AI Guide', to: '/ai-download' },
  },
  footer: siteFooter,
} as const;
