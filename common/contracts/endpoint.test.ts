import { describe, expect, it } from 'vitest';
import { endpoint, urlOf } from './endpoint';

describe('urlOf', () => {
  const claim = endpoint('POST', '/api/orders/:orderId/claim');
  const list = endpoint('GET', '/api/crm/contacts');

  it('fills and encodes each path parameter', () => {
    expect(urlOf(claim, { orderId: 'a/b c' })).toBe('/api/orders/a%2Fb%20c/claim');
  });

  it('adds only the query values that are set', () => {
    expect(urlOf(list, undefined, { search: 'ann', cursor: undefined, status: '' })).toBe(
      '/api/crm/contacts?search=ann',
    );
    expect(urlOf(list)).toBe('/api/crm/contacts');
  });
});

describe('urlOf without the path type', () => {
  it('refuses to build an address with a parameter missing', () => {
    const claim: { method: 'POST'; path: string } = endpoint('POST', '/api/orders/:orderId/claim');
    expect(() => urlOf(claim, {})).toThrow('/api/orders/:orderId/claim needs its orderId');
  });
});
