import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './date-time';

describe('date and time', () => {
  it('turns a datetime-local value into the ISO moment and back', () => {
    const local = new Date(2030, 5, 17, 9, 5);
    expect(toDateTimeLocal(local)).toBe('2030-06-17T09:05');
    expect(fromDateTimeLocal('2030-06-17T09:05')).toBe(local.toISOString());
    expect(fromDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal(undefined)).toBe('');
    expect(fromDateTimeLocal('not a date')).toBe('not a date');
  });
});
