import { catalogue, formatUsd } from '../../common/catalogue';
import type { BonusDisplay } from './types';

// Prices, links and promises shared by the public pages, all read from the catalogue.

const { toolbox, agency, leadOrders, guarantee, launch, bonuses } = catalogue;

export const toolboxCheckout = '/checkout?product=toolbox';
/** The checkout's default product is the toolbox; the toolbox sales page links here. */
export const defaultCheckout = '/checkout';
export const agencyCheckout = '/checkout?product=agency';

export const toolboxPrice = formatUsd(toolbox.priceCents);
export const toolboxOriginalPrice = formatUsd(toolbox.originalPriceCents);
export const agencyPrice = formatUsd(agency.priceCents);
export const agencyOriginalPrice = formatUsd(agency.originalPriceCents);
export const leadBlockPrice = formatUsd(leadOrders.centsPer250);
export const agencyPaymentTerms = `${agency.paymentTerms}, ${agency.accessTerms.toLowerCase()}`;
export const reassurances = [
  guarantee.summary,
  guarantee.instantAccessLabel,
  'One-time payment, no subscription',
] as const;

export const bonusDisplays: readonly BonusDisplay[] = bonuses.items.map((bonus) => ({
  title: bonus.title,
  description: bonus.description,
  value: `${formatUsd(bonus.valueCents)} value`,
}));

export const priceRiseNotice = {
  isShown: launch.showPriceRiseNotice,
  text: `The launch price ${launch.priceRiseNotice}.`,
} as const;
