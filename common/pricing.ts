import {
  catalogue,
  type Entitlement,
  isProductKey,
  type ProductKey,
  productKeys,
} from './catalogue';

// Pure pricing rules for the checkout. The server charges what quotePrice answers; the pages
// use the same function to display a price, so the two can never disagree.

/** The products sold through /checkout; lead orders are priced per order (leadOrderTotalCents). */
export const checkoutProducts = ['toolbox', 'agency'] as const;
export type CheckoutProduct = (typeof checkoutProducts)[number];

/** standard: the offered price; upgrade: the toolbox-to-agency price for toolbox owners. */
export type PriceOffer = 'standard' | 'upgrade';

export const checkoutCurrency = 'usd';

export type PriceQuote = {
  product: CheckoutProduct;
  offer: PriceOffer;
  /** What is charged. */
  amountCents: number;
  /** The struck-through price shown beside it. */
  originalPriceCents: number;
  currency: typeof checkoutCurrency;
};

export function isCheckoutProduct(value: unknown): value is CheckoutProduct {
  return typeof value === 'string' && (checkoutProducts as readonly string[]).includes(value);
}

/** Checkout's product parameter: toolbox or agency; anything else falls back to toolbox. */
export function checkoutProductFrom(value: unknown): CheckoutProduct {
  return isCheckoutProduct(value) ? value : 'toolbox';
}

/** The product whose order success section to show; an unknown product shows the toolbox one. */
export function orderSuccessVariant(value: unknown): ProductKey {
  return isProductKey(value) ? value : 'toolbox';
}

/** The access a paid order of the product grants, as its catalogue entry says. */
export function entitlementsGrantedBy(product: ProductKey): Entitlement[] {
  return [...catalogue[product].fulfilment.grants];
}

/** Products whose paid orders open the access page (/ai-toolbox/success) and are linked from the receipt. */
export const accessPageProducts = productKeys.filter(
  (product) => catalogue[product].fulfilment.hasAccessPage,
);

/** True when the entitlements already held give what the product would (agency includes the toolbox). */
export function ownsProduct(product: CheckoutProduct, held: readonly string[]): boolean {
  return held.includes('agency') || (product === 'toolbox' && held.includes('toolbox'));
}

/** The upgrade price applies to the agency program for someone holding the toolbox but not the agency. */
export function isUpgradeEligible(product: CheckoutProduct, held: readonly string[]): boolean {
  return product === 'agency' && held.includes('toolbox') && !held.includes('agency');
}

export function quotePrice(product: CheckoutProduct, offer: PriceOffer = 'standard'): PriceQuote {
  const item = catalogue[product];
  if (offer === 'upgrade') {
    if (product !== catalogue.upgrade.to) {
      throw new RangeError(`Only the ${catalogue.upgrade.to} product has an upgrade price`);
    }
    return {
      product,
      offer,
      amountCents: catalogue.upgrade.priceCents,
      originalPriceCents: item.priceCents,
      currency: checkoutCurrency,
    };
  }
  return {
    product,
    offer,
    amountCents: item.priceCents,
    originalPriceCents: item.originalPriceCents,
    currency: checkoutCurrency,
  };
}

/**
 * The browser may send the amount it displayed (in dollars, as the checkout's payloads do).
 * It is never charged; it only has to agree with the server's price to the cent.
 */
export function displayedAmountMatches(amountDollars: number, amountCents: number): boolean {
  return Number.isFinite(amountDollars) && Math.round(amountDollars * 100) === amountCents;
}

/** Promo codes are compared ignoring case and surrounding spaces; an empty code never matches. */
export function isPromoCode(input: string, configuredCode: string): boolean {
  const given = input.trim().toLowerCase();
  return given.length > 0 && given === configuredCode.trim().toLowerCase();
}
