import { brand } from '../common/brand';
import { catalogue, formatUsd, type Claim } from '../common/catalogue';
import { freeGuide } from './guide';

// Copy for the public pages. Every price, percentage, date and promise is read from the
// catalogue so that the pages, the checkout and the server can never disagree.

/** The name of an icon exported by lucide-react, e.g. 'GraduationCap'. */
export type IconName = string;

export interface Link {
  label: string;
  to: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Faq {
  heading: string;
  items: readonly FaqItem[];
}

export interface Step {
  title: string;
  body: string;
  link: Link | null;
}

export interface FeatureCard {
  title: string;
  description: string;
  icon: IconName;
  to: string;
}

export interface FeatureGroup {
  title: string;
  icon: IconName;
  bullets: readonly string[];
}

export interface Problem {
  title: string;
  body: string;
}

export interface Testimonial {
  name: string;
  role: string;
  business: string;
  location: string;
  quote: string;
}

export interface BenefitCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface BonusDisplay {
  title: string;
  description: string;
  value: string;
}

/** Prices shown on an offer card: `originalPrice` is struck through, `price` is charged. */
export interface OfferCard {
  badge: string;
  title: string;
  description: string;
  originalPrice: string;
  price: string;
  priceNote: string;
  bullets: readonly string[];
  button: Link;
}

export interface FormField {
  label: string;
  placeholder: string;
}

export interface PageMeta {
  title: string;
  description: string;
}

export interface ContentBlock {
  title: string;
  body: string;
}

const { toolbox, agency, leads, guarantee, launch, claims, bonuses } = catalogue;

const toolboxCheckout = '/checkout?product=toolbox';
const agencyCheckout = '/checkout?product=agency';

const toolboxPrice = formatUsd(toolbox.priceCents);
const toolboxOriginalPrice = formatUsd(toolbox.originalPriceCents);
const agencyPrice = formatUsd(agency.priceCents);
const agencyOriginalPrice = formatUsd(agency.originalPriceCents);
const leadBlockPrice = formatUsd(leads.centsPer250);
const agencyPaymentTerms = `${agency.paymentTerms}, ${agency.accessTerms.toLowerCase()}`;
const reassurances = [
  guarantee.summary,
  guarantee.instantAccessLabel,
  'One-time payment, no subscription',
] as const;

const bonusDisplays: readonly BonusDisplay[] = bonuses.items.map((bonus) => ({
  title: bonus.title,
  description: bonus.description,
  value: `${formatUsd(bonus.valueCents)} value`,
}));

const priceRiseNotice = {
  isShown: launch.showPriceRiseNotice,
  text: `The launch price ${launch.priceRiseNotice}.`,
} as const;

// ---------------------------------------------------------------------------------------
// Landing page: /
// ---------------------------------------------------------------------------------------

export const landingContent = {
  header: {
    brandName: brand.name,
    orderLeads: { label: 'Order Business Leads', to: '/blu-leads' },
    getStarted: { label: 'Get Started Free', to: '/register' },
    login: { label: 'Login', to: '/login' },
  },
  hero: {
    launchBadge: `Launching ${launch.launchDate} with a ${launch.launchPlanDays}-day launch plan`,
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
      button: { label: 'Explore the Elite Program', to: '/agency-landing' },
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
        title: 'Join the Elite Agency Program',
        body: `Add the sales scripts, proposal templates, CRM, ${leads.includedLeadsWithAgency} free business leads and weekly live coaching calls that turn a skill into a business.`,
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
        answer: `The ${toolbox.name} (${toolboxPrice}) teaches you to use AI in a business: prompts, templates and lessons for sales, marketing and operations. The ${agency.shortName} (${agencyPrice}) includes the toolbox and adds everything needed to sell AI services to others: sales scripts, proposal templates, a CRM, ${leads.includedLeadsWithAgency} free business leads, weekly live coaching calls and the ${launch.launchPlanDays}-day launch plan.`,
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
        answer: `Choose how many leads you need, from ${leads.quantityOptions[0]} to ${leads.quantityOptions[leads.quantityOptions.length - 1].toLocaleString('en-US')}, and narrow them with up to ${leads.maxFilters} filters such as industry, city or employee count. Each block of ${leads.blockSize} costs ${leadBlockPrice}, and your list is delivered ${leads.delivery}. The ${agency.shortName} includes your first ${leads.includedLeadsWithAgency} leads free.`,
      },
    ],
  } satisfies Faq,
  footer: {
    brandName: brand.name,
    tagline: brand.tagline,
    links: [
      { label: toolbox.shortName, to: '/ai-toolbox' },
      { label: agency.shortName, to: '/agency-landing' },
      { label: 'Business Leads', to: '/blu-leads' },
      { label: 'Free AI Guide', to: '/ai-download' },
      { label: 'Create Account', to: '/register' },
      { label: 'Login', to: '/login' },
    ] satisfies readonly Link[],
    supportLabel: 'Questions? Email us at',
    supportEmail: brand.supportEmail,
    copyright: `${brand.name}. All rights reserved.`,
  },
} as const;

// ---------------------------------------------------------------------------------------
// Toolbox sales page: /ai-toolbox
// ---------------------------------------------------------------------------------------

export const toolboxSalesContent = {
  backLink: { label: 'Back to Home', to: '/' },
  hero: {
    badge: `${toolbox.discountPercent}% off the regular price`,
    headline: 'Put AI to work in your small business this week',
    subheadline: `${claims.prompts.value} ready-to-use prompts, ${claims.industryLibraries.value} industry libraries and step-by-step lessons for sales, marketing and operations. No technical background needed.`,
    button: { label: 'Get Instant Access', to: toolboxCheckout },
  },
  offer: {
    badge: `${toolbox.discountPercent}% OFF`,
    title: toolbox.name,
    description: toolbox.description,
    originalPrice: toolboxOriginalPrice,
    price: toolboxPrice,
    priceNote: toolbox.paymentTerms,
    bullets: toolbox.includes,
    button: { label: `Get Instant Access for ${toolboxPrice}`, to: toolboxCheckout },
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
      'Organised by the job you need done, so you can find the right prompt or template in seconds.',
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
          `${claims.prompts.value} prompts organised by task`,
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
    title: 'Launch Your AI Agency Program',
    description: `The ${agency.displayName} gives you everything in the toolbox plus the sales system, leads and coaching to turn what you learn into a business serving other companies.`,
    originalPriceLabel: 'Regular price',
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
    button: { label: 'Get Instant Access', to: toolboxCheckout },
  },
} as const;

// ---------------------------------------------------------------------------------------
// Agency sales page: /agency-landing
// ---------------------------------------------------------------------------------------

export const agencySalesContent = {
  backLink: { label: 'Back to Home', to: '/' },
  hero: {
    badge: `Launching ${launch.launchDate}`,
    headline: 'Build a Tech + AI agency that small businesses are ready to pay for',
    subheadline: `The ${agency.displayName} gives you the training, sales system, first leads and weekly coaching to follow a ${launch.launchPlanDays}-day launch plan, without guessing what to sell or who to sell it to.`,
    originalPrice: agencyOriginalPrice,
    regularPriceNote: agency.regularPriceNote,
    price: agencyPrice,
    priceNote: agencyPaymentTerms,
    button: { label: 'Join the Elite Program', to: agencyCheckout },
    priceRiseNotice,
  },
  problems: {
    heading: 'Why most new agencies stall',
    subheading: 'The demand is real. These are the four things that get in the way.',
    items: [
      {
        title: 'No clear offer',
        body: 'A dentist or a roofer does not buy "AI services". Without a specific, priced offer that solves a problem they recognise, good conversations go nowhere.',
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
          `${leads.includedLeadsWithAgency} free business leads to start`,
          `Additional leads at ${leadBlockPrice} per ${leads.blockSize}`,
          `Up to ${leads.maxFilters} filters per order, by industry, location or company size`,
          `Lead lists delivered ${leads.delivery}`,
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
    body: `Get the training, scripts, CRM, ${leads.includedLeadsWithAgency} free leads and weekly coaching for ${agencyPrice}, a one-time payment with lifetime access.`,
    button: { label: 'Join the Elite Program', to: agencyCheckout },
    reassurances,
  },
} as const;

// ---------------------------------------------------------------------------------------
// Free guide page: /ai-download
// ---------------------------------------------------------------------------------------

export const freeGuideContent = {
  backLink: { label: 'Back to Home', to: '/' },
  hero: {
    badge: 'Free guide',
    headline: freeGuide.title,
    subheadline:
      'Ten practical ways to use AI in sales, marketing and operations. Each one names the kind of tool to use and a first step you can take today.',
  },
  benefits: [
    {
      title: 'Increase Revenue',
      description:
        'Follow up with every lead, answer questions after hours and keep customers coming back without adding staff.',
      icon: 'TrendingUp',
    },
    {
      title: 'Reduce Costs',
      description:
        'Hand routine writing, data entry and admin to AI tools that cost less per month than a single hour of outside help.',
      icon: 'PiggyBank',
    },
    {
      title: 'Save Time',
      description:
        'Turn hours of emails, notes and reports into minutes, and spend the time you get back on customers.',
      icon: 'Clock',
    },
  ] satisfies readonly BenefitCard[],
  consultation: {
    heading: 'Want help putting AI to work?',
    body: 'Book a free consultation call. Tell us how your business runs and we will point out where AI can save you the most time first. No obligation, no hard sell.',
    buttonLabel: 'Book Free AI Consultation',
    email: brand.supportEmail,
    emailSubject: 'Free AI consultation request',
  },
  form: {
    heading: 'Get your free copy',
    subheading: 'Enter your details and the guide downloads straight away.',
    fields: {
      firstName: { label: 'First name', placeholder: 'Jane' },
      email: { label: 'Email', placeholder: 'jane@yourbusiness.com' },
      phone: { label: 'Phone', placeholder: '(555) 123-4567' },
    } satisfies Record<'firstName' | 'email' | 'phone', FormField>,
    submitLabel: 'Download the Free Guide',
    submittingLabel: 'Preparing your guide...',
    privacyNote: `We use your details only to send you practical AI tips from ${brand.name}. Unsubscribe at any time.`,
  },
  confirmation: {
    title: 'Download Started',
    body: `Your copy of "${freeGuide.title}" is downloading as ${freeGuide.fileName}. Pick one idea and try it this week.`,
    downloadAgainLabel: 'Download Again',
    nextStep: {
      text: `Ready for more? The ${toolbox.name} has ${claims.prompts.value} prompts to put these ideas into practice.`,
      link: { label: 'See the AI Toolbox', to: '/ai-toolbox' },
    },
  },
  socialProof: {
    stats: [claims.downloads, claims.successRate, claims.aiSupport] satisfies readonly Claim[],
  },
} as const;

// ---------------------------------------------------------------------------------------
// Page titles and descriptions
// ---------------------------------------------------------------------------------------

export type MetaPath =
  '/' | '/ai-toolbox' | '/agency-landing' | '/ai-download' | '/register' | '/login';

export const pageMeta = {
  '/': {
    title: `${brand.name}: Start Your Tech + AI Agency`,
    description: `Training, sales scripts, a CRM and business leads to start your Tech + AI agency. Begin with the AI Toolbox for ${toolboxPrice} or join the Elite program.`,
  },
  '/ai-toolbox': {
    title: `${toolbox.name} | ${brand.name}`,
    description: `${claims.prompts.value} AI prompts, ${claims.industryLibraries.value} industry libraries and templates for sales, marketing and operations. One payment of ${toolboxPrice}, with lifetime updates.`,
  },
  '/agency-landing': {
    title: `${agency.shortName} | ${brand.name}`,
    description: `A ${launch.launchPlanDays}-day plan to launch your Tech + AI agency, with training, scripts, a CRM, ${leads.includedLeadsWithAgency} free leads and weekly coaching. ${agencyPrice} once, lifetime access.`,
  },
  '/ai-download': {
    title: `Free Guide: 10 Ways to Grow with AI | ${brand.name}`,
    description:
      'Download a free guide to 10 practical ways a small business can use AI to win customers, cut costs and save time, each with a first step to take today.',
  },
  '/register': {
    title: `Create Your Free Account | ${brand.name}`,
    description: `Create your free ${brand.name} account to explore the learning modules, growth tools and resources for building a Tech + AI agency.`,
  },
  '/login': {
    title: `Log In | ${brand.name}`,
    description: `Log in to ${brand.name} to continue your lessons, track your KPIs, manage your CRM and order business leads for your Tech + AI agency.`,
  },
} as const satisfies Record<MetaPath, PageMeta>;
