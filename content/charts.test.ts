import { describe, expect, it } from 'vitest';
import { chartText } from './charts';

describe('the KPI trend’s label', () => {
  it('sets the goal apart from the period before, to which it does not belong', () => {
    const label = chartText.kpiTrend.label(
      'Prospects Contacted',
      'monthly',
      { start: '2026-11-01', total: 55, target: 60 },
      { start: '2026-10-01', total: 70 },
    );
    expect(label).toBe(
      'Prospects Contacted, the last 12 months: 55 in Nov 2026, down from 70 in Oct 2026, against a goal of 60.',
    );
  });
});

describe('the sales charts’ labels', () => {
  it('name no best day of orders in a month without any', () => {
    const label = chartText.sales.ordersLabel(0, 0, { day: '2026-11-26', value: 0 });
    expect(label).toBe('Orders per day, last 30 days: 0 orders in all, 0 today.');
  });

  it('name the best day of orders when there was one', () => {
    const label = chartText.sales.ordersLabel(5, 1, { day: '2026-11-20', value: 3 });
    expect(label).toBe(
      'Orders per day, last 30 days: 5 orders in all, 1 today; the most on Fri, Nov 20, 2026 (3).',
    );
  });
});
