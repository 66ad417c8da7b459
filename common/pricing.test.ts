import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import {
  checkoutProductFrom,
  displayedAmountMatches,
  entitlementsGrantedBy,
  isPromoCode,
  isUpgradeEligible,
  orderSuccessVariant,
  ownsProduct,
  quotePrice,
} from './pricing';

describe('quotePrice', () => {
  it('charges the catalogue price of each product', () => {
    expect(quotePrice('toolbox')).toEqual({
      product: 'toolbox',
      offer: 'standard',
      amountCents: 4700,
      originalPriceCents: 19900,
      currency: 'usd',
    });
    expect(quotePrice('agency').amountCents).toBe(14700);
    expect(quotePrice('agency').originalPriceCents).toBe(49700);
  });

  it('prices the toolbox-to-agency upgrade at $100 against the agency price', () => {
    const quote = quotePrice('agency', 'upgrade');
    expect(quote.amountCents).toBe(catalogue.upgrade.priceCents);
    expect(quote.amountCents).toBe(10000);
    expect(quote.originalPriceCents).toBe(14700);
  });

  it('has no upgrade price for the toolbox', () => {
    expect(() => quotePrice('toolbox', 'upgrade')).toThrow(RangeError);
  });
});

describe('displayedAmountMatches', () => {
  it('accepts the displayed dollars only when they equal the price to the cent', () => {
    expect(displayedAmountMatches(47, 4700)).toBe(true);
    expect(displayedAmountMatches(47.0, 4700)).toBe(true);
    expect(displayedAmountMatches(46.99, 4700)).toBe(false);
    expect(displayedAmountMatches(0, 4700)).toBe(false);
    expect(displayedAmountMatches(-47, 4700)).toBe(false);
    expect(displayedAmountMatches(Number.NaN, 4700)).toBe(false);
    expect(displayedAmountMatches(Number.POSITIVE_INFINITY, 4700)).toBe(false);
  });
});

describe('isPromoCode', () => {
  it.each(['LAUNCH100', 'launch100', 'Launch100', ' LAUNCH100 '])('accepts %j', (code) => {
    expect(isPromoCode(code, 'LAUNCH100')).toBe(true);
  });
  it.each(['', ' ', 'LAUNCH10', 'LAUNCH1000', 'LAUNCH 100', 'L4UNCH100'])('refuses %j', (code) => {
    expect(isPromoCode(code, 'LAUNCH100')).toBe(false);
  });
});

describe('entitlements', () => {
  it('grants toolbox for the toolbox, agency and toolbox for the agency, nothing for leads', () => {
    expect(entitlementsGrantedBy('toolbox')).toEqual(['toolbox']);
    expect(entitlementsGrantedBy('agency')).toEqual(['agency', 'toolbox']);
    expect(entitlementsGrantedBy('blu_leads')).toEqual([]);
  });

  it('knows what is already owned and who may upgrade', () => {
    expect(ownsProduct('toolbox', ['toolbox'])).toBe(true);
    expect(ownsProduct('agency', ['toolbox'])).toBe(false);
    expect(ownsProduct('toolbox', ['agency', 'toolbox'])).toBe(true);
    expect(ownsProduct('toolbox', ['agency'])).toBe(true);
    expect(ownsProduct('agency', ['agency'])).toBe(true);
    expect(ownsProduct('toolbox', [])).toBe(false);
    expect(isUpgradeEligible('agency', ['toolbox'])).toBe(true);
    expect(isUpgradeEligible('agency', [])).toBe(false);
    expect(isUpgradeEligible('agency', ['toolbox', 'agency'])).toBe(false);
    expect(isUpgradeEligible('toolbox', ['toolbox'])).toBe(false);
  });
});

describe('page parameters', () => {
  it('falls back to the toolbox for an unknown checkout product', () => {
    expect(checkoutProductFrom('agency')).toBe('agency');
    expect(checkoutProductFrom('toolbox')).toBe('toolbox');
    expect(checkoutProductFrom('blu_leads')).toBe('toolbox');
    expect(checkoutProductFrom(null)).toBe('toolbox');
    expect(checkoutProductFrom('AGENCY')).toBe('toolbox');
  });

  it('picks the order success variant, toolbox for anything unknown', () => {
    expect(orderSuccessVariant('agency')).toBe('agency');
    expect(orderSuccessVariant('blu_leads')).toBe('blu_leads');
    expect(orderSuccessVariant('whatever')).toBe('toolbox');
    expect(orderSuccessVariant(null)).toBe('toolbox');
  });
});
