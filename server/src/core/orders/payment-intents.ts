import { and, eq, isNull } from 'drizzle-orm';
import { catalogue } from '../../../../common/catalogue';
import { checkoutMessages } from '../../../../common/contracts/checkout';
import type { AppDeps } from '../app-context';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { HttpError } from '../../errors';
import { type PaymentProvider, ProviderError, type ProviderIntent } from '../payments/provider';
import { fulfilOrder } from './fulfilment';
import type { Order } from './order';

/**
 * Identical payment requests (same buyer, product, price) within this window reuse the open order
 * and its intent, so a double click or a reload never makes a second charge
 * (docs/decisions/0019-money-edges.md).
 */
export const OPEN_ORDER_REUSE_MS = 60 * 60 * 1000;

export const providerUnavailable = () => new HttpError(502, checkoutMessages.providerUnavailable);

/** The provider's answer, or a 502 the buyer can read when it cannot be reached or refuses. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw providerUnavailable();
    throw error;
  }
}

// Requests for the same order in this process share one provider call.
const intentsInFlight = new Map<string, Promise<ProviderIntent>>();

/** The order's provider intent: created once with the order id as idempotency key, then reused. */
function ensureIntent(db: Db, provider: PaymentProvider, order: Order): Promise<ProviderIntent> {
  const running = intentsInFlight.get(order.id);
  if (running) return running;
  const work = (async () => {
    if (order.providerIntentId) {
      const existing = await provider.retrieveIntent(order.providerIntentId);
      if (existing) return existing;
    }
    const intent = await provider.createIntent({
      orderId: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
      description: catalogue[order.product].name,
      idempotencyKey: order.id,
    });
    await db
      .update(orders)
      .set({ providerIntentId: intent.id })
      .where(and(eq(orders.id, order.id), isNull(orders.providerIntentId)));
    return intent;
  })().finally(() => intentsInFlight.delete(order.id));
  intentsInFlight.set(order.id, work);
  return work;
}

/** The order's intent at the provider, made on first asking; a 502 when the provider fails. */
export function openIntent(
  { db, provider }: Pick<AppDeps, 'db' | 'provider'>,
  order: Order,
): Promise<ProviderIntent> {
  return askProvider(() => ensureIntent(db, provider, order));
}

/** True when the provider's intent is exactly the payment this order asked for. */
export function intentMatchesOrder(order: Order, intent: ProviderIntent): boolean {
  return (
    intent.amountCents === order.amountCents &&
    intent.currency.toLowerCase() === order.currency.toLowerCase() &&
    (order.providerIntentId ?? intent.id) === intent.id &&
    (intent.orderId === null || intent.orderId === order.id)
  );
}

/**
 * A succeeded intent fulfils its order, only when it paid exactly what the order asked for; a
 * mismatch is logged and changes nothing. Answers whether the intent had succeeded.
 */
export async function fulfilPaidIntent(
  deps: AppDeps,
  order: Order,
  intent: ProviderIntent | null,
): Promise<boolean> {
  if (intent?.status !== 'succeeded') return false;
  if (intentMatchesOrder(order, intent)) {
    await fulfilOrder(deps, order.id);
  } else {
    deps.log.warn(
      { orderId: order.id, intentId: intent.id, amount: intent.amountCents },
      'payment does not match its order; not fulfilled',
    );
  }
  return true;
}
