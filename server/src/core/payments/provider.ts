/** A payment intent as the provider reports it; amounts in the smallest currency unit. */
export type ProviderIntent = {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  /** Stripe's statuses; the simulated provider uses requires_payment_method, succeeded, canceled. */
  status: string;
  /** The order id the intent was created for (its metadata). */
  orderId: string | null;
};

export type CreateIntentInput = {
  orderId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The order id: a retry or a double submit gets the same intent back. */
  idempotencyKey: string;
};

export type RefundInput = {
  intentId: string;
  orderId: string;
  /** Part of the charge, or all of what is left of it. */
  amountCents: number;
  /** Our refund row's key: a retry gets the same refund back, never a second one. */
  idempotencyKey: string;
};

export type ProviderRefund = { id: string; amountCents: number; status: string };

/**
 * A refund of a charge as the provider lists it, whoever made it: `key` is our refund row's
 * idempotency key when we asked for it (sent along as metadata), null when it was made elsewhere
 * (the provider's dashboard).
 */
export type ReportedRefund = ProviderRefund & { key: string | null };

/** A verified provider event, reduced to what fulfilment needs. */
export type PaymentEvent =
  | { kind: 'payment_succeeded'; eventId: string; intent: ProviderIntent }
  | {
      kind: 'refunded';
      eventId: string;
      intentId: string;
      /** Access is removed only when the whole charge has been refunded. */
      isFullRefund: boolean;
      amountRefundedCents: number;
      /** Every refund of the charge, when the event lists them all; null: ask the provider. */
      refunds: ReportedRefund[] | null;
    }
  | { kind: 'ignored'; eventId: string; type: string }
  /** Signed by the provider but without the fields its type promises: acknowledged, not acted on. */
  | { kind: 'malformed'; eventId: string | null; type: string | null; problem: string };

/** The one small interface the checkout uses; Stripe and the simulated test mode implement it. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'simulated';
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** The intent as the provider knows it now, or null when it does not exist. */
  retrieveIntent(intentId: string): Promise<ProviderIntent | null>;
  /** Refunds part or all of a succeeded intent's charge. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Every refund of the intent's charge, ours and those made elsewhere. */
  listRefunds(intentId: string): Promise<ReportedRefund[]>;
}

/** The provider could not be reached or refused the call: nothing the buyer did wrong. */
export class ProviderError extends Error {}

/** The intent id inside a client secret ("pi_123_secret_abc" -> "pi_123"), or null. */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
}
