import { catalogue, type Claim } from '../../common/catalogue';
import {
  agencyCheckout,
  agencyOriginalPrice,
  agencyPaymentTerms,
  agencyPrice,
  bonusDisplays,
  defaultCheckout,
  priceRiseNotice,
  reassurances,
  toolboxOriginalPrice,
  toolboxPrice,
} from './offer-facts';
import type { ContentBlock, Faq, FeatureGroup, OfferCard } from './types';

const { toolbox, agency, guarantee, claims, bonuses } = catalogue;

/** The toolbox sales page, /ai-toolbox: its buttons go to /checkout. */
export const toolboxSalesContent = {
  backLink: { label: 'Back to Home', to: '/' },
  hero: {
    badge: `${toolbox.discountPercent}% off the regular price`,
    headline: 'Put AI to work in your small business this week',
    subheadline: `${claims.prompts.value} ready-to-use prompts, ${claims.industryLibraries.value} industry libraries and step-by-step lessons for sales, marketing and operations. No technical background needed.`,
    button: { label: 'Get Instant Access', to: defaultCheckout },
  },
  offer: {
    badge: `${toolbox.discountPercent}% OFF`,
    title: toolbox.name,
    description: toolbox.description,
    originalPrice: toolboxOriginalPrice,
    price: toolboxPrice,
    priceNote: toolbox.paymentTerms,
    bullets: toolbox.includes,
    button: { label: `Get Instant Access for ${toolboxPrice}`, to: defaultCheckout },
  } satisfies OfferCard,
  offerReassurances: reassurances,
  ratings: {
    heading: 'Small businesses are already getting hours back',
    stats: [
      claims.rating,
      claims.businesses,
      claims.timeSavings,
      claims.satisfaction,
    ] satisfies readonly Claim[],
  },
  featureGroups: {
    heading: 'What is inside the toolbox',
    subheading:
      'Organized by the job you need done, so you can find the right prompt or template in seconds.',
    groups: [
      {
        title: 'Sales Automation',
        icon: 'Zap',
        bullets: [
          'Follow-up emails drafted from your call notes in under a minute',
          'Lead qualification questions and a simple scoring template',
          'Proposal and quote outlines you can complete in one sitting',
          'Replies to the objections customers raise most often',
        ],
      },
      {
        title: 'Marketing Content',
        icon: 'Megaphone',
        bullets: [
          'A month of social media posts from a single brief',
          'Newsletter, promotion and re-engagement email templates',
          'Website and service descriptions written in your voice',
          'Review replies and customer-story prompts that build trust',
        ],
      },
      {
        title: 'Operations Optimization',
        icon: 'Settings2',
        bullets: [
          'Standard operating procedures written from a voice memo',
          'Meeting summaries with action items and owners',
          'Customer-service reply templates for email and chat',
          'Simple automations that move information between your apps',
        ],
      },
      {
        title: 'Ready-to-Use Prompts',
        icon: 'Sparkles',
        bullets: [
          `${claims.prompts.value} prompts organized by task`,
          `${claims.industryLibraries.value} industry libraries with examples for your kind of business`,
          'Fill-in-the-blank format: add your details and paste',
          'Works with ChatGPT, Claude, Gemini and other AI assistants',
        ],
      },
    ] satisfies readonly FeatureGroup[],
  },
  bonuses: {
    heading: 'Bonuses included with your toolbox',
    subheading: `Two extras worth ${bonuses.totalValueLabel} together, yours at no additional cost.`,
    items: bonusDisplays,
  },
  agencyUpsell: {
    badge: 'Ready to sell AI, not just use it?',
    title: `Launch Your Agency with the ${agency.shortName}`,
    description: `The ${agency.displayName} gives you everything in the toolbox plus the sales system, leads and coaching to turn what you learn into a business serving other companies.`,
    originalPrice: agencyOriginalPrice,
    priceLabel: 'Launch price',
    price: agencyPrice,
    priceNote: agencyPaymentTerms,
    bullets: agency.includes,
    button: { label: `Join the ${agency.shortName}`, to: agencyCheckout },
    priceRiseNotice,
  },
  guarantee: {
    title: guarantee.title,
    body: `${guarantee.terms} You get instant access, new content every week and lifetime updates, so the only risk is not trying it.`,
  } satisfies ContentBlock,
  faq: {
    heading: 'Questions about the toolbox',
    items: [
      {
        question: 'How do I get access after I pay?',
        answer:
          'Access is instant. As soon as your payment is confirmed you can open the toolbox dashboard, and we send a welcome email to the address you used at checkout.',
      },
      {
        question: 'Which AI tools do the prompts work with?',
        answer:
          'Any modern AI assistant, including ChatGPT, Claude and Gemini. The free versions of these tools are enough to get started.',
      },
      {
        question: 'My business is in a niche industry. Will this help?',
        answer: `Most of the toolbox covers work every business does: selling, marketing, customer service and admin. The ${claims.industryLibraries.value} industry libraries then add examples tailored to specific kinds of business.`,
      },
      {
        question: 'Is this a one-time payment?',
        answer: `Yes. You pay ${toolboxPrice} once and keep lifetime access, including every update and the new content we add each week.`,
      },
      {
        question: 'What if it does not work for me?',
        answer: guarantee.terms,
      },
    ],
  } satisfies Faq,
  finalCta: {
    heading: 'Your first hour saved is one prompt away',
    body: `Get the full toolbox today for ${toolboxPrice}, a one-time payment backed by our ${guarantee.summary}.`,
    button: { label: 'Get Instant Access', to: defaultCheckout },
  },
} as const;
