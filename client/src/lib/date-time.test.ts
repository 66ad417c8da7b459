import { describe, expect, it } from 'vitest';
import { formatDay, fromDateTimeLocal, toDateTimeLocal } from './date-time';

describe('date and time', () => {
  it('turns a datetime-local value into the ISO moment and back', () => {
    const local = new Date(2030, 5, 17, 9, 5);
    expect(toDateTimeLocal(local)).toBe('2030-06-17T09:05');
    expect(fromDateTimeLocal('2030-06-17T09:05')).toBe(local.toISOString());
    expect(fromDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal(undefined)).toBe('');
    expect(fromDateTimeLocal('not a date')).toBe('not a date');
  });

  it('writes a calendar day as people read it, the same day in every time zone', () => {
    const written = formatDay('2026-11-25');
    expect(written).not.toContain('2026-11-25');
    expect(written).toContain('25');
    expect(written).toContain('2026');
    // The first of January stays in its own year, even west of UTC.
    expect(formatDay('2026-01-01')).toContain('2026');
    expect(formatDay('2026-01-01')).not.toContain('2025');
    if (new Intl.DateTimeFormat().resolvedOptions().locale.startsWith('en-US')) {
      expect(written).toBe('Wed, Nov 25, 2026');
    }
    expect(formatDay('not a day')).toBe('not a day');
  });
});
