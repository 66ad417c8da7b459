import { brand } from '../common/brand';
import { catalogue, formatUsd } from '../common/catalogue';
import { normalisePath, type PrerenderedPath } from '../common/routes';
import { agencyPrice, toolboxPrice } from './marketing/offer-facts';
import type { PageMeta } from './marketing/types';

// Titles, descriptions and Open Graph text of the public pages: written into the prerendered
// HTML at build time and applied again on every client-side navigation. The type asks for
// exactly one entry per prerendered page of the route list (common/routes.ts).

const { toolbox, agency, leadOrders, launch, claims } = catalogue;

export type MetaPath = PrerenderedPath;

export const pageMeta = {
  '/': {
    title: `${brand.name}: Start Your Tech + AI Agency`,
    description: `Training, sales scripts, a CRM and business leads to start your Tech + AI agency. Begin with the AI Toolbox for ${toolboxPrice} or join the ${agency.shortName}.`,
  },
  '/ai-toolbox': {
    title: `${toolbox.name} | ${brand.name}`,
    description: `${claims.prompts.value} AI prompts, ${claims.industryLibraries.value} industry libraries and templates for sales, marketing and operations. One payment of ${toolboxPrice}, with lifetime updates.`,
  },
  '/agency-landing': {
    title: `${agency.shortName} | ${brand.name}`,
    description: `A ${launch.launchPlanDays}-day plan to launch your Tech + AI agency, with training, scripts, a CRM, ${leadOrders.includedLeadsWithAgency} free leads and weekly coaching. ${agencyPrice} once, lifetime access.`,
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
  '/blu-leads': {
    title: `B2B Lead Lists for Your Agency | ${brand.name}`,
    description: `Targeted B2B lead lists built to your filters (industry, city, state, employee count and more): ${formatUsd(leadOrders.centsPer250)} per ${leadOrders.blockSize} leads, delivered ${leadOrders.delivery}.`,
  },
} as const satisfies Record<MetaPath, PageMeta>;

/** Pages without an entry of their own (the signed-in app, the 404 screen). */
export const defaultMeta: PageMeta = {
  title: brand.name,
  description: `${brand.tagline}: guided learning, sales tools, a CRM and B2B leads in one place.`,
};

export function isMetaPath(path: string): path is MetaPath {
  return Object.hasOwn(pageMeta, path);
}

/** The title, description and canonical address of a path, trailing slash ignored. */
export function metaForPath(path: string): PageMeta & { url: string } {
  const trimmed = normalisePath(path);
  const meta = isMetaPath(trimmed) ? pageMeta[trimmed] : defaultMeta;
  return { ...meta, url: `${brand.siteUrl}${trimmed}` };
}
