import { type LeadOrderDetails, leadOrderStorageKey } from '../../../common/contracts/lead-orders';

/**
 * What the lead-order form leaves in this tab's session storage for the order success page: the
 * details and the server's order id. A free order has no payment intent, so this is its proof.
 */
export type StoredLeadOrder = { orderId: string; orderDetails: LeadOrderDetails };

export function storeLeadOrder(value: StoredLeadOrder) {
  try {
    sessionStorage.setItem(leadOrderStorageKey, JSON.stringify(value));
  } catch {
    // Storage turned off: a paid order still completes by its payment intent id.
  }
}

export function readStoredLeadOrder(): StoredLeadOrder | null {
  try {
    const raw = sessionStorage.getItem(leadOrderStorageKey);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredLeadOrder>) : null;
    return parsed && typeof parsed.orderId === 'string' && parsed.orderDetails
      ? (parsed as StoredLeadOrder)
      : null;
  } catch {
    return null;
  }
}

export function forgetStoredLeadOrder() {
  try {
    sessionStorage.removeItem(leadOrderStorageKey);
  } catch {
    // Nothing stored.
  }
}
