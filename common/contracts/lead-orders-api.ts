import { endpoint } from './endpoint';

/** The lead-order calls a customer makes (the operator's are in operatorApi; paying starts at checkoutApi.createPaymentIntent). */
export const leadOrderApi = {
  complete: endpoint('POST', '/api/complete-blu-order'),
  completeFree: endpoint('POST', '/api/complete-blu-order-alt'),
  list: endpoint('GET', '/api/blu/orders'),
  order: endpoint('GET', '/api/blu/orders/:orderId'),
  allowance: endpoint('GET', '/api/blu/allowance'),
  file: endpoint('GET', '/api/blu/orders/:orderId/file'),
} as const;
