import { brand } from './brand';
import { formatCount } from './format-number';

// Every offer fact lives here: names, prices, inclusions, guarantee, delivery time, launch
// date and marketing claims. The server charges from these numbers and the pages display
// them, so no page may repeat a price or a promise as a literal. Each product also says what
// a paid order of it does (its fulfilment), so checkout code never branches on a product key.

export type ProductKey = 'toolbox' | 'agency' | 'blu_leads';

export const productKeys = [
  'toolbox',
  'agency',
  'blu_leads',
] as const satisfies readonly ProductKey[];

/** Access a paid order can grant; current-user's access flags are derived from these. */
export const entitlementKeys = ['toolbox', 'agency'] as const;
export type Entitlement = (typeof entitlementKeys)[number];

/**
 * What a paid order of a product does. Fulfilment, the receipt, the access page and the order
 * success page read this, so a new product adds its entry (and a fulfilment step on the server
 * when its delivery needs work) instead of a branch on its key. See
 * docs/decisions/0016-products-describe-themselves.md.
 */
export interface Fulfilment {
  /** Access the order grants once paid; a full refund removes exactly these grants. */
  grants: readonly Entitlement[];
  /**
   * instant: the order is complete once paid. operator: an operator delivers it after payment
   * (lead lists), so a paid order starts its delivery as pending.
   */
  delivery: 'instant' | 'operator';
  /** The section /order-success shows for it. */
  successPage: 'toolbox' | 'agency' | 'lead-order';
  /** The receipt links to the access page, where a paid order of this product proves access. */
  hasAccessPage: boolean;
  /**
   * Work of its own on the server (opening its order, once paid, once refunded), registered under
   * this name by the feature that delivers the product; null: the catalogue entry says it all.
   */
  step: FulfilmentStep | null;
}

/** The products with work of their own on the server name it here (lead orders: their delivery). */
export type FulfilmentStep = 'lead-order';

export interface Offer {
  key: ProductKey;
  name: string;
  shortName: string;
  description: string;
  /** What the server charges. Lead orders are priced per order by leadOrderTotalCents. */
  priceCents: number;
  originalPriceCents: number | null;
  discountPercent: number | null;
  paymentTerms: string;
  includes: readonly string[];
  fulfilment: Fulfilment;
}

export interface ToolboxOffer extends Offer {
  key: 'toolbox';
  originalPriceCents: number;
  discountPercent: number;
  alsoKnownAs: string;
}

export interface AgencyOffer extends Offer {
  key: 'agency';
  originalPriceCents: number;
  discountPercent: number;
  displayName: string;
  regularPriceNote: string;
  accessTerms: string;
}

export interface LeadOrderOffer extends Offer {
  key: 'blu_leads';
  originalPriceCents: null;
  discountPercent: null;
}

export interface LeadOrderTerms {
  centsPer250: number;
  blockSize: number;
  quantityOptions: readonly number[];
  maxFilters: number;
  filterTypes: readonly string[];
  includedLeadsWithAgency: number;
  delivery: string;
  deliveryHours: number;
}

export interface Upgrade {
  from: ProductKey;
  to: ProductKey;
  priceCents: number;
  savingsCents: number;
  label: string;
}

export interface Guarantee {
  moneyBackDays: number;
  title: string;
  summary: string;
  terms: string;
  isInstantAccess: boolean;
  instantAccessLabel: string;
}

export interface Launch {
  /** The launch day (ISO date, the one place it is configured) and how pages write it. */
  launchDate: string;
  launchDateLabel: string;
  launchPlanDays: number;
  /** Content flag: the "price rises next week" line is hidden unless this is switched on. */
  showPriceRiseNotice: boolean;
  nextAgencyPriceCents: number;
  priceRiseNotice: string;
}

/** A marketing claim as display text: `value` is the big figure, `label` what it measures. */
export interface Claim {
  value: string;
  label: string;
}

export interface Bonus {
  id: string;
  title: string;
  description: string;
  valueCents: number;
}

export interface Bonuses {
  items: readonly Bonus[];
  totalValueCents: number;
  totalValueLabel: string;
}

/** Whole-dollar amounts print without cents: 4700 -> "$47", 150000 -> "$1,500", 4750 -> "$47.50". */
export function formatUsd(cents: number): string {
  if (!Number.isInteger(cents)) {
    throw new RangeError(`formatUsd expects a whole number of cents, got ${cents}`);
  }
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = formatCount(Math.floor(absolute / 100));
  const remainder = absolute % 100;
  const fraction = remainder === 0 ? '' : `.${String(remainder).padStart(2, '0')}`;
  return `${sign}$${dollars}${fraction}`;
}

/** Discount shown on the sales pages, rounded to a whole percent. */
export function percentOff(originalCents: number, priceCents: number): number {
  return Math.round((1 - priceCents / originalCents) * 100);
}

const toolboxPriceCents = 4700;
const toolboxOriginalPriceCents = 19900;
const agencyPriceCents = 14700;
const agencyOriginalPriceCents = 49700;
const upgradePriceCents = 10000;
const nextAgencyPriceCents = 29700;

const claims = {
  downloads: { value: '10,000+', label: 'Downloads' },
  successRate: { value: '95%', label: 'Success rate' },
  aiSupport: { value: '24/7', label: 'AI support' },
  rating: { value: '4.9/5', label: 'Average rating from 500+ businesses' },
  businesses: { value: '2,500+', label: 'Businesses served' },
  timeSavings: { value: '40%', label: 'Average time savings' },
  satisfaction: { value: '95%', label: 'Customer satisfaction' },
  prompts: { value: '300+', label: 'Ready-to-use AI prompts' },
  industryLibraries: { value: '15', label: 'Industry prompt libraries' },
} as const satisfies Record<string, Claim>;

const leadOrders = {
  centsPer250: 2500,
  blockSize: 250,
  quantityOptions: [250, 500, 750, 1000, 1250, 1500, 2000, 2500],
  maxFilters: 3,
  filterTypes: [
    'Company Name',
    'Zip Code',
    'Area Code',
    'City',
    'State',
    'Employee Count',
    'Revenue Range',
    'Industry',
    'Sub-Industry',
  ],
  includedLeadsWithAgency: 250,
  delivery: 'within 24 hours',
  deliveryHours: 24,
} as const satisfies LeadOrderTerms;

export type LeadQuantity = (typeof leadOrders.quantityOptions)[number];

const launch = {
  launchDate: '2026-09-16',
  launchDateLabel: 'September 16, 2026',
  launchPlanDays: 90,
  showPriceRiseNotice: false,
  nextAgencyPriceCents,
  priceRiseNotice: `rises to ${formatUsd(nextAgencyPriceCents)} next week`,
} as const satisfies Launch;

const guarantee = {
  moneyBackDays: 30,
  title: '30-Day Money-Back Guarantee',
  summary: '30-day money-back guarantee',
  terms: `Use everything for 30 days. If it is not the right fit, email ${brand.supportEmail} within 30 days of your purchase and we will refund you in full.`,
  isInstantAccess: true,
  instantAccessLabel: 'Instant access',
} as const satisfies Guarantee;

const toolbox = {
  key: 'toolbox',
  name: 'AI Toolbox for Small Business',
  shortName: 'AI Toolbox',
  alsoKnownAs: `Complete AI Toolbox (${formatUsd(toolboxPriceCents)} value)`,
  description:
    'Practical AI for the work a small business does every day: ready-made prompts, templates and short step-by-step lessons for sales, marketing and operations, organized so you can put them to use the same afternoon.',
  priceCents: toolboxPriceCents,
  originalPriceCents: toolboxOriginalPriceCents,
  discountPercent: percentOff(toolboxOriginalPriceCents, toolboxPriceCents),
  paymentTerms: 'One-time payment',
  includes: [
    'Step-by-step lessons, downloads and modules',
    `${claims.prompts.value} ready-to-use AI prompts`,
    `${claims.industryLibraries.value} industry prompt libraries`,
    'Templates for sales, marketing and operations',
    'New content added weekly',
    'Lifetime updates at no extra cost',
  ],
  fulfilment: {
    grants: ['toolbox'],
    delivery: 'instant',
    successPage: 'toolbox',
    hasAccessPage: true,
    step: null,
  },
} as const satisfies ToolboxOffer;

const agency = {
  key: 'agency',
  // One name everywhere: the checkout, the receipt, the pages and the success page.
  name: 'Elite Agency Program',
  displayName: 'Elite Agency Program',
  shortName: 'Elite Agency Program',
  description:
    'Everything you need to start and run a Tech + AI agency: the training, the sales tools, the scripts and templates, a CRM, your first business leads and a coach in your corner every week.',
  priceCents: agencyPriceCents,
  originalPriceCents: agencyOriginalPriceCents,
  discountPercent: percentOff(agencyOriginalPriceCents, agencyPriceCents),
  // The struck price is the regular one-time price: never "a month" beside it.
  regularPriceNote: `regular one-time price ${formatUsd(agencyOriginalPriceCents)}`,
  paymentTerms: 'One-time payment',
  accessTerms: 'Lifetime access',
  includes: [
    `Everything in the ${toolbox.name}`,
    'Sales tools and CRM system',
    'Sales scripts and proposal templates',
    'Weekly live group coaching calls',
    `${leadOrders.includedLeadsWithAgency} free business leads to start (additional leads ${formatUsd(leadOrders.centsPer250)} per ${leadOrders.blockSize})`,
    `${launch.launchPlanDays}-day agency launch plan`,
    'Private mastermind community (included)',
  ],
  fulfilment: {
    // The agency program includes everything in the toolbox.
    grants: ['agency', 'toolbox'],
    delivery: 'instant',
    successPage: 'agency',
    hasAccessPage: true,
    step: null,
  },
} as const satisfies AgencyOffer;

const bluLeads = {
  key: 'blu_leads',
  name: 'Business Leads Unlimited',
  shortName: 'BLU',
  description: `Targeted B2B lead lists built to your filters: ${formatUsd(leadOrders.centsPer250)} per ${leadOrders.blockSize} leads, delivered ${leadOrders.delivery}.`,
  // Placeholder: a lead order's amount is computed per order by leadOrderTotalCents.
  priceCents: 0,
  originalPriceCents: null,
  discountPercent: null,
  paymentTerms: 'Pay per order',
  includes: [
    `${formatUsd(leadOrders.centsPer250)} per ${leadOrders.blockSize} leads, from ${leadOrders.quantityOptions[0]} up to ${formatCount(leadOrders.quantityOptions[leadOrders.quantityOptions.length - 1])} per order`,
    `Up to ${leadOrders.maxFilters} filters per order, such as industry, city, state or employee count`,
    `Delivered to your inbox ${leadOrders.delivery}`,
    `${leadOrders.includedLeadsWithAgency} leads free with the ${agency.shortName}`,
  ],
  fulfilment: {
    grants: [],
    delivery: 'operator',
    successPage: 'lead-order',
    hasAccessPage: false,
    step: 'lead-order',
  },
} as const satisfies LeadOrderOffer;

const upgrade = {
  from: 'toolbox',
  to: 'agency',
  priceCents: upgradePriceCents,
  // The upgrade credits what a toolbox buyer has already paid against the agency price.
  savingsCents: agencyPriceCents - upgradePriceCents,
  label: `Upgrade to the ${agency.shortName} for ${formatUsd(upgradePriceCents)} (save ${formatUsd(agencyPriceCents - upgradePriceCents)})`,
} as const satisfies Upgrade;

const bonusItems = [
  {
    id: 'ai-implementation-roadmap',
    title: 'AI Implementation Roadmap',
    description: `A ${launch.launchPlanDays}-day plan that tells you what to set up each week, in order, so AI is working in your business by the end of the quarter.`,
    valueCents: 19700,
  },
  {
    id: 'private-community-access',
    title: 'Private Community Access',
    description:
      'A members-only community of business owners and agency founders sharing what works, answering questions and swapping prompts.',
    valueCents: 29700,
  },
] as const satisfies readonly Bonus[];

const bonusTotalValueCents = bonusItems.reduce((sum, bonus) => sum + bonus.valueCents, 0);

const bonuses = {
  items: bonusItems,
  totalValueCents: bonusTotalValueCents,
  // Computed, never typed: the label always equals the sum of the bonuses' stated values.
  totalValueLabel: formatUsd(bonusTotalValueCents),
} as const satisfies Bonuses;

export const catalogue = {
  toolbox,
  agency,
  blu_leads: bluLeads,
  leadOrders,
  upgrade,
  guarantee,
  launch,
  claims,
  bonuses,
} as const;

/**
 * The product every lead order buys: the lead-order form sends it and its contract accepts only
 * it, so client code names the product through this constant instead of writing its key.
 */
export const leadOrderProduct: LeadOrderOffer['key'] = bluLeads.key;

export function isProductKey(value: unknown): value is ProductKey {
  return typeof value === 'string' && (productKeys as readonly string[]).includes(value);
}

export function isLeadQuantity(quantity: number): quantity is LeadQuantity {
  return (leadOrders.quantityOptions as readonly number[]).includes(quantity);
}

/** Price of a lead order: quantity / 250 x $25. Only the listed quantity options are sold. */
export function leadOrderTotalCents(quantity: number): number {
  if (!isLeadQuantity(quantity)) {
    throw new RangeError(
      `Lead quantity must be one of ${leadOrders.quantityOptions.join(', ')}; got ${quantity}`,
    );
  }
  return (quantity / leadOrders.blockSize) * leadOrders.centsPer250;
}

/**
 * True until the launch day has ended (UTC): after it, no page announces the launch as coming.
 * Evaluated when a page is built and again in the browser.
 */
export function isLaunchUpcoming(now: Date = new Date()): boolean {
  return now.getTime() < Date.parse(`${launch.launchDate}T23:59:59Z`);
}
