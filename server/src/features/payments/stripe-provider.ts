import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import {
  type CreateIntentInput,
  type PaymentEvent,
  type PaymentProvider,
  ProviderError,
  type ProviderIntent,
} from './provider';

/** Stripe's default: a signature older than 5 minutes is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    currency: intent.currency,
    status: intent.status,
    orderId: intent.metadata?.orderId ?? null,
  };
}

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
    if (event.type === 'payment_intent.succeeded') {
      return {
        kind: 'payment_succeeded',
        eventId: event.id,
        intent: toProviderIntent(event.data.object),
      };
    }
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const intentId =
        typeof charge.payment_intent === 'string'
          ? charge.payment_intent
          : (charge.payment_intent?.id ?? null);
      if (!intentId) return { kind: 'ignored', eventId: event.id, type: event.type };
      return {
        kind: 'refunded',
        eventId: event.id,
        intentId,
        isFullRefund: charge.refunded === true,
        amountRefundedCents: charge.amount_refunded,
      };
    }
    return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}
