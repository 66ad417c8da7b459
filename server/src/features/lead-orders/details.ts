import {
  LeadOrderDetails,
  leadOrderNumber,
  leadOrderPagePath,
  type LeadOrderDetails as Details,
} from '../../../../common/contracts/lead-orders';
import type { LeadOrderFacts } from '../../../../content/lead-orders-emails';
import type { Order } from '../../core/orders/order';

/** The order's details as validated when it was created. */
export function detailsOf(order: Pick<Order, 'details'>): Details {
  return LeadOrderDetails.parse(order.details);
}

/** What every lead-order email says about its order. */
export function leadOrderFacts(order: Order, appUrl: string): LeadOrderFacts {
  const details = detailsOf(order);
  return {
    number: leadOrderNumber(order.id),
    quantity: details.quantity,
    filters: details.filters,
    customerName: details.customerName,
    customerEmail: order.email,
    amountCents: order.amountCents,
    isTestMode: order.provider === 'simulated',
    appUrl,
    orderUrl: `${appUrl}${leadOrderPagePath(order.id)}`,
  };
}
