import { describe, expect, it } from 'vitest';
import { dueStatus, formatDuration } from './due';

describe('dueStatus', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('says the time left, rounded down to the minute', () => {
    expect(dueStatus('2026-05-01T17:20:59Z', now)).toEqual({
      isLate: false,
      label: '5 h 20 min left',
    });
    expect(dueStatus('2026-05-01T12:00:30Z', now)).toEqual({
      isLate: false,
      label: 'under a minute left',
    });
    expect(dueStatus('2026-05-02T12:00:00Z', now).label).toBe('1 d left');
  });
  it('says how late an order is', () => {
    expect(dueStatus('2026-05-01T11:15:00Z', now)).toEqual({ isLate: true, label: '45 min late' });
    expect(dueStatus('2026-04-29T09:00:00Z', now)).toEqual({ isLate: true, label: '2 d 3 h late' });
  });
  it('formats whole hours without minutes', () => {
    expect(formatDuration(3 * 3_600_000)).toBe('3 h');
  });
});
