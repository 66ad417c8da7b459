import { describe, expect, it } from 'vitest';
import { formatCount } from './format-number';

describe('formatCount', () => {
  it('writes numbers as toLocaleString("en-US") does', () => {
    const values = [
      0, 1, 7, 12, 250, 999, 1000, 1001, 10_000, 12_500, 100_000, 999_999, 1_000_000, 1_000_000_000,
      1234.5, 0.5, 2.25, 1.2345, 1.0005, 99.9999, -1, -1500, -0.0001, 3.14159,
    ];
    for (const value of values)
      expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-US'));
  });
});
