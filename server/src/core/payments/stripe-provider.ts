import Stripe from 'stripe';
import { z } from 'zod';
import type { StripeConfig } from '../../config';
import {
  type CreateIntentInput,
  type PaymentEvent,
  type PaymentProvider,
  ProviderError,
  type ProviderIntent,
  type ProviderRefund,
  type RefundInput,
  type ReportedRefund,
} from './provider';

/** Stripe's default: a signature older than 5 minutes is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {}

function toProviderIntent(intent: Stripe.PaymentIntent | SignedIntent): ProviderIntent {
  const orderId = intent.metadata?.orderId;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    currency: intent.currency,
    status: intent.status,
    orderId: typeof orderId === 'string' ? orderId : null,
  };
}

// A signature proves who sent an event, not that it has the fields its type promises (an API
// version change, a test event from the dashboard): what fulfilment reads is checked first.
const SignedEvent = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }).optional(),
});
const SignedIntent = z.object({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  status: z.string(),
  client_secret: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
type SignedIntent = z.infer<typeof SignedIntent>;
const SignedCharge = z.object({
  payment_intent: z.union([z.string(), z.object({ id: z.string() }).loose()]).nullish(),
  refunded: z.boolean(),
  amount_refunded: z.number().int().nonnegative(),
});
const SignedRefund = z.object({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  status: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
// Recent API versions leave a charge's refunds out of its events; an older one lists them, maybe
// only the first page. Only a whole list is used as it is.
const SignedRefundList = z.object({ data: z.array(SignedRefund), has_more: z.boolean() });

/** The metadata key our refunds carry their row's idempotency key under. */
const REFUND_KEY = 'refundKey';

function toReportedRefund(refund: z.infer<typeof SignedRefund>): ReportedRefund {
  const key = refund.metadata?.[REFUND_KEY];
  return {
    id: refund.id,
    amountCents: refund.amount,
    status: refund.status ?? 'succeeded',
    key: typeof key === 'string' ? key : null,
  };
}
const handledTypes = new Set(['payment_intent.succeeded', 'charge.refunded']);

/** Card payments through Stripe's official SDK: intents on the server, the Payment Element on the page. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(config: StripeConfig) {
    this.publishableKey = config.publishableKey;
    this.webhookSecret = config.webhookSecret;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(config.apiHost ? { host: config.apiHost } : {}),
      ...(config.apiPort ? { port: config.apiPort } : {}),
      ...(config.apiProtocol ? { protocol: config.apiProtocol } : {}),
    });
  }

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          description: input.description,
          automatic_payment_methods: { enabled: true },
          metadata: { orderId: input.orderId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderIntent(intent);
    } catch (error) {
      throw new ProviderError(
        `Stripe refused to create the payment intent: ${(error as Error).message}`,
      );
    }
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent | null> {
    try {
      return toProviderIntent(await this.stripe.paymentIntents.retrieve(intentId));
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return null;
      throw new ProviderError(
        `Stripe could not retrieve the payment intent: ${(error as Error).message}`,
      );
    }
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: input.intentId,
          amount: input.amountCents,
          // The webhook that reports this refund knows it for ours by this key, even before
          // the answer to this call has been saved.
          metadata: { orderId: input.orderId, [REFUND_KEY]: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, amountCents: refund.amount, status: refund.status ?? 'succeeded' };
    } catch (error) {
      throw new ProviderError(`Stripe refused the refund: ${(error as Error).message}`);
    }
  }

  async listRefunds(intentId: string): Promise<ReportedRefund[]> {
    try {
      const refunds: ReportedRefund[] = [];
      for await (const refund of this.stripe.refunds.list({
        payment_intent: intentId,
        limit: 100,
      })) {
        const parsed = SignedRefund.safeParse(refund);
        if (parsed.success) refunds.push(toReportedRefund(parsed.data));
      }
      return refunds;
    } catch (error) {
      throw new ProviderError(`Stripe could not list the refunds: ${(error as Error).message}`);
    }
  }

  /** Verifies the signature on the raw body (and its age), then reduces the event. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new WebhookSignatureError('missing signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    return reduceEvent(event);
  }
}

/** A verified event reduced to what fulfilment needs; a shape it cannot use is reported, never thrown. */
function reduceEvent(raw: unknown): PaymentEvent {
  const envelope = SignedEvent.safeParse(raw);
  if (!envelope.success) {
    const fields = raw as { id?: unknown; type?: unknown } | null;
    return {
      kind: 'malformed',
      eventId: typeof fields?.id === 'string' ? fields.id : null,
      type: typeof fields?.type === 'string' ? fields.type : null,
      problem: 'not an event',
    };
  }
  const event = envelope.data;
  if (!handledTypes.has(event.type))
    return { kind: 'ignored', eventId: event.id, type: event.type };
  const malformed = (problem: string): PaymentEvent => ({
    kind: 'malformed',
    eventId: event.id,
    type: event.type,
    problem,
  });
  if (!event.data) return malformed('no data object');
  if (event.type === 'payment_intent.succeeded') {
    const intent = SignedIntent.safeParse(event.data.object);
    if (!intent.success) return malformed('payment intent without its fields');
    return { kind: 'payment_succeeded', eventId: event.id, intent: toProviderIntent(intent.data) };
  }
  const charge = SignedCharge.safeParse(event.data.object);
  if (!charge.success) return malformed('charge without its fields');
  const paymentIntent = charge.data.payment_intent;
  const intentId = typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null);
  if (!intentId) return { kind: 'ignored', eventId: event.id, type: event.type };
  const listed = SignedRefundList.safeParse(event.data.object.refunds);
  return {
    kind: 'refunded',
    eventId: event.id,
    intentId,
    isFullRefund: charge.data.refunded,
    amountRefundedCents: charge.data.amount_refunded,
    refunds:
      listed.success && !listed.data.has_more ? listed.data.data.map(toReportedRefund) : null,
  };
}
