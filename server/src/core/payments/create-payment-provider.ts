import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './provider';
import { SimulatedProvider } from './simulated-provider';
import { StripeProvider } from './stripe-provider';

/** Stripe when its keys are configured, otherwise the built-in test mode. */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  return config.stripe ? new StripeProvider(config.stripe) : new SimulatedProvider(db);
}
