import { describe, expect, it } from 'vitest';
import { formatDealValue, fromDateTimeLocal, toDateTimeLocal } from './format';

describe('CRM formatting', () => {
  it('shows deal values in dollars like the catalogue prices', () => {
    expect(formatDealValue(4500)).toBe('$4,500');
    expect(formatDealValue(99.5)).toBe('$99.50');
    expect(formatDealValue(0.1 + 0.2)).toBe('$0.30');
    expect(formatDealValue(1_000_000_000)).toBe('$1,000,000,000');
  });

  it('turns a datetime-local value into the ISO moment and back', () => {
    const local = new Date(2030, 5, 17, 9, 5);
    expect(toDateTimeLocal(local)).toBe('2030-06-17T09:05');
    expect(fromDateTimeLocal('2030-06-17T09:05')).toBe(local.toISOString());
    expect(fromDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal(undefined)).toBe('');
    expect(fromDateTimeLocal('not a date')).toBe('not a date');
  });
});
