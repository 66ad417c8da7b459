import { endpoint } from './endpoint';

/** The checkout's calls: payment, promo codes, free orders, receipts, access and claims. */
export const checkoutApi = {
  config: endpoint('GET', '/api/checkout/config'),
  createPaymentIntent: endpoint('POST', '/api/create-payment-intent'),
  payment: endpoint('GET', '/api/checkout/payment'),
  validatePromo: endpoint('POST', '/api/checkout/validate-promo'),
  freeOrder: endpoint('POST', '/api/checkout/free-order'),
  confirm: endpoint('POST', '/api/checkout/confirm'),
  receipt: endpoint('POST', '/api/checkout/receipt'),
  toolboxAccess: endpoint('GET', '/api/ai-toolbox-access'),
  claimOrder: endpoint('POST', '/api/orders/:orderId/claim'),
  confirmSimulatedPayment: endpoint('POST', '/api/payments/simulated/confirm'),
  stripeWebhook: endpoint('POST', '/api/stripe/webhook'),
} as const;
