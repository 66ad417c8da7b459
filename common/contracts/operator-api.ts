import { endpoint } from './endpoint';

/** The operator console's calls: the lead-order queue and moves, and the lists. */
export const operatorApi = {
  leadOrderQueue: endpoint('GET', '/api/operator/lead-orders'),
  leadOrder: endpoint('GET', '/api/operator/lead-orders/:orderId'),
  leadOrderFile: endpoint('GET', '/api/operator/lead-orders/:orderId/file'),
  startProcessing: endpoint('POST', '/api/operator/lead-orders/:orderId/start-processing'),
  deliver: endpoint('POST', '/api/operator/lead-orders/:orderId/deliver'),
  fail: endpoint('POST', '/api/operator/lead-orders/:orderId/fail'),
  refund: endpoint('POST', '/api/operator/lead-orders/:orderId/refund'),
  notes: endpoint('POST', '/api/operator/lead-orders/:orderId/notes'),
  guideSignups: endpoint('GET', '/api/operator/lists/guide-signups'),
  guideSignupsCsv: endpoint('GET', '/api/operator/lists/guide-signups/export.csv'),
  purchases: endpoint('GET', '/api/operator/lists/purchases'),
  purchasesCsv: endpoint('GET', '/api/operator/lists/purchases/export.csv'),
  leadOrders: endpoint('GET', '/api/operator/lists/lead-orders'),
  leadOrdersCsv: endpoint('GET', '/api/operator/lists/lead-orders/export.csv'),
  dailyFigures: endpoint('GET', '/api/operator/figures/daily'),
} as const;
