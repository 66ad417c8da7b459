import { describe, expect, it } from 'vitest';
import { formatDealValue } from './format';

describe('CRM formatting', () => {
  it('shows deal values in dollars like the catalogue prices', () => {
    expect(formatDealValue(4500)).toBe('$4,500');
    expect(formatDealValue(99.5)).toBe('$99.50');
    expect(formatDealValue(0.1 + 0.2)).toBe('$0.30');
    expect(formatDealValue(1_000_000_000)).toBe('$1,000,000,000');
  });
});
