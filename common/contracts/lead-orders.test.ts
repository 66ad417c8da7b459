import { describe, expect, it } from 'vitest';
import {
  LeadOrderDetails,
  LeadOrderForm,
  leadOrderMessages,
  leadOrderNumber,
  shortfallRefundCents,
} from './lead-orders';

const valid = {
  customerName: 'Dana Buyer',
  customerEmail: 'dana@example.com',
  quantity: 500,
  filters: [{ type: 'Industry', value: 'Dentists' }],
};

describe('lead order details', () => {
  it('accepts the eight quantities and refuses every other number', () => {
    for (const quantity of [250, 500, 750, 1000, 1250, 1500, 2000, 2500]) {
      expect(LeadOrderDetails.safeParse({ ...valid, quantity }).success).toBe(true);
    }
    for (const quantity of [0, -250, 260, 10_000, 1750, 250.5, Number.NaN]) {
      const result = LeadOrderDetails.safeParse({ ...valid, quantity });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(leadOrderMessages.quantityInvalid);
    }
  });

  it('takes one to three filters of the nine types, each with a bounded one-line value', () => {
    expect(LeadOrderDetails.safeParse({ ...valid, filters: [] }).error?.issues[0].message).toBe(
      leadOrderMessages.filterRequired.text,
    );
    const four = Array.from({ length: 4 }, () => ({ type: 'City', value: 'Austin' }));
    expect(LeadOrderDetails.safeParse({ ...valid, filters: four }).success).toBe(false);
    const unknown = [{ type: 'Favourite Colour', value: 'Blue' }];
    expect(LeadOrderDetails.safeParse({ ...valid, filters: unknown }).success).toBe(false);
    const long = [{ type: 'City', value: 'x'.repeat(10_000) }];
    expect(LeadOrderDetails.safeParse({ ...valid, filters: long }).error?.issues[0].message).toBe(
      leadOrderMessages.filterValueTooLong,
    );
    const twoLines = [{ type: 'City', value: 'Austin\nDallas' }];
    expect(LeadOrderDetails.safeParse({ ...valid, filters: twoLines }).success).toBe(false);
  });

  it('says "Please provide your email address" for a blank email', () => {
    const result = LeadOrderDetails.safeParse({ ...valid, customerEmail: '   ' });
    expect(result.error?.issues[0].message).toBe(leadOrderMessages.emailRequired.text);
  });
});

describe('the order form', () => {
  it('drops half-filled filter rows and asks for a filter when none is complete', () => {
    const rows = [
      { type: '', value: 'Austin' },
      { type: 'City', value: '  ' },
    ];
    const result = LeadOrderForm.safeParse({ ...valid, filters: rows });
    expect(result.error?.issues[0].message).toBe(leadOrderMessages.filterRequired.text);
    const mixed = LeadOrderForm.parse({
      ...valid,
      filters: [...rows, { type: 'State', value: 'Texas' }],
    });
    expect(mixed.filters).toEqual([{ type: 'State', value: 'Texas' }]);
  });
});

describe('numbers and refunds', () => {
  it('numbers an order by the last 8 characters of its id, upper-cased', () => {
    expect(leadOrderNumber('0b6f7a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('2E3F4A5B');
  });

  it('refunds a shortfall at $0.10 a lead, never more than is left', () => {
    expect(shortfallRefundCents(500, 480, 5000)).toBe(200);
    expect(shortfallRefundCents(500, 500, 5000)).toBe(0);
    expect(shortfallRefundCents(250, 1, 0)).toBe(0);
    expect(shortfallRefundCents(250, 1, 1000)).toBe(1000);
  });
});
