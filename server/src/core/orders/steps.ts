import { catalogue, type FulfilmentStep, type ProductKey } from '../../../../common/catalogue';
import type { PaymentIntentBody, PaymentIntentReply } from '../../../../common/contracts/checkout';
import type { AppDeps } from '../app-context';
import type { Db } from '../../db/client';
import type { Buyer, Order, OrderContext } from './order';

/**
 * The work a product does beyond what its catalogue entry describes (grants, receipt, refund
 * email). The feature that delivers the product writes it, and the app registers it under the
 * name the product's entry gives (its fulfilment step), so the core runs it without knowing the
 * feature.
 */
export type OrderSteps = {
  /** POST /api/create-payment-intent for the product: prices and opens its order and intent. */
  start: (deps: AppDeps, body: PaymentIntentBody, buyer: Buyer) => Promise<PaymentIntentReply>;
  /**
   * In the transaction that marks the order paid, once per order. 'own-receipt': it queued the
   * buyer's email itself, so the generic receipt is not sent.
   */
  paid: (tx: Db, order: Order, context: OrderContext) => Promise<void | 'own-receipt'>;
  /**
   * In the transaction that marks the order refunded in full, once per order. 'own-email': it
   * told the buyer itself, so the generic refund email is not sent.
   */
  revoked: (
    tx: Db,
    order: Order,
    context: Pick<OrderContext, 'appUrl' | 'now'>,
  ) => Promise<void | 'own-email'>;
};

let registered: Record<FulfilmentStep, OrderSteps> | null = null;

/**
 * Called by the app as it starts. Keyed by every step the catalogue names, so a product that names
 * a new step does not compile until its feature hands its steps over.
 */
export function registerOrderSteps(steps: Record<FulfilmentStep, OrderSteps>): void {
  registered = steps;
}

/** The product's own steps, as its catalogue entry names them; null when it has none. */
export function stepsOf(product: ProductKey): OrderSteps | null {
  const name = catalogue[product].fulfilment.step;
  if (name === null) return null;
  // Going on without them would take a payment and skip the delivery it pays for.
  if (!registered) throw new Error(`The ${name} fulfilment step is not registered (buildApp does)`);
  return registered[name];
}
