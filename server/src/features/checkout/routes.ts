import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReply } from '../../../../common/contracts/accounts';
import {
  CheckoutConfig,
  checkoutMessages,
  ClaimOrderBody,
  ClaimOrderParams,
  ClaimOrderReply,
  ConfirmPaymentBody,
  FreeOrderBody,
  OrderReceipt,
  PaymentIntentBody,
  PaymentIntentReply,
  PaymentSummary,
  PaymentSummaryQuery,
  ReceiptProofBody,
  SimulatedConfirmBody,
  SimulatedConfirmReply,
  ToolboxAccessQuery,
  ToolboxAccessReply,
  ValidatePromoBody,
  ValidatePromoReply,
  WebhookReply,
} from '../../../../common/contracts/checkout';
import { checkoutApi } from '../../../../common/contracts/checkout-api';
import { errorReplies } from '../../http/replies';
import type { AppContext } from '../../core/app-context';
import { badRequest, HttpError, notFound } from '../../errors';
import { on } from '../../http/on';
import { requireUser } from '../../plugins/auth';
import { SimulatedProvider } from '../../core/payments/simulated-provider';
import { StripeProvider, WebhookSignatureError } from '../../core/payments/stripe-provider';
import { fulfilOrder } from '../../core/orders/fulfilment';
import { checkToolboxAccess } from './access';
import { claimOrder } from './claim';
import { confirmPayment, handlePaymentEvent, provenReceipt } from './confirmation';
import {
  createFreeOrder,
  getCheckoutConfig,
  getPaymentSummary,
  paymentModeWarning,
  startPayment,
  validatePromo,
} from './service';

const errors = errorReplies(400, 402, 404, 409);

export const checkoutRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { config, deps } = context;
  const { db, provider } = deps;
  const warning = paymentModeWarning(config);
  if (warning) app.log.warn(warning);
  // Per client address: enough for any buyer, too few to guess orders or promo codes.
  const limited = { rateLimit: { max: config.checkoutLimitPerMinute, timeWindow: '1 minute' } };

  app.route({
    ...on(checkoutApi.config),
    schema: { response: { 200: CheckoutConfig } },
    handler: async () => getCheckoutConfig(provider),
  });

  app.route({
    ...on(checkoutApi.createPaymentIntent),
    schema: {
      body: PaymentIntentBody,
      response: { 200: PaymentIntentReply, 401: MessageReply, 502: MessageReply, ...errors },
    },
    config: limited,
    handler: async (request) => startPayment(deps, request.body, request.user),
  });

  app.route({
    ...on(checkoutApi.payment),
    schema: { querystring: PaymentSummaryQuery, response: { 200: PaymentSummary, ...errors } },
    // Each answer costs a call to the provider, whose own rate limit is the merchant's.
    config: limited,
    handler: async (request) => getPaymentSummary(db, provider, request.query.clientSecret),
  });

  app.route({
    ...on(checkoutApi.validatePromo),
    schema: { body: ValidatePromoBody, response: { 200: ValidatePromoReply, ...errors } },
    config: limited,
    handler: async (request) => validatePromo(db, config.promoCode, request.body, request.user),
  });

  app.route({
    ...on(checkoutApi.freeOrder),
    schema: { body: FreeOrderBody, response: { 200: OrderReceipt, ...errors } },
    config: limited,
    handler: async (request) => createFreeOrder(deps, config.promoCode, request.body, request.user),
  });

  app.route({
    ...on(checkoutApi.confirm),
    schema: { body: ConfirmPaymentBody, response: { 200: OrderReceipt, ...errors } },
    config: limited,
    handler: async (request) => confirmPayment(deps, request.body.paymentIntentId, request.user),
  });

  app.route({
    ...on(checkoutApi.receipt),
    schema: { body: ReceiptProofBody, response: { 200: OrderReceipt, ...errors } },
    config: limited,
    handler: async (request) => provenReceipt(deps, request.body, request.user),
  });

  app.route({
    ...on(checkoutApi.toolboxAccess),
    schema: { querystring: ToolboxAccessQuery, response: { 200: ToolboxAccessReply, ...errors } },
    config: limited,
    handler: async (request) => ({
      hasAccess: await checkToolboxAccess(db, request.query, request.user),
    }),
  });

  app.route({
    ...on(checkoutApi.claimOrder),
    schema: {
      params: ClaimOrderParams,
      body: ClaimOrderBody,
      response: { 200: ClaimOrderReply, 401: MessageReply, ...errors },
    },
    config: limited,
    handler: async (request) =>
      claimOrder(db, request.params.orderId, request.body.email, requireUser(request).id),
  });

  // The test-mode card form. The server is the provider here, so a success is verified at once.
  app.route({
    ...on(checkoutApi.confirmSimulatedPayment),
    schema: { body: SimulatedConfirmBody, response: { 200: SimulatedConfirmReply, ...errors } },
    config: limited,
    handler: async (request) => {
      if (!(provider instanceof SimulatedProvider)) throw notFound(checkoutMessages.simulatedOnly);
      const { clientSecret, ...card } = request.body;
      const intent = await provider.findByClientSecret(clientSecret);
      if (!intent?.orderId) throw notFound(checkoutMessages.paymentNotFound);
      const outcome = await provider.confirmCard(intent, card);
      if (!outcome.ok) throw new HttpError(outcome.statusCode, outcome.message);
      await fulfilOrder(deps, intent.orderId);
      return { paymentIntentId: intent.id, status: 'succeeded' as const };
    },
  });

  await app.register(stripeWebhookRoute, context);
};

/**
 * Stripe signs the exact bytes it sent, so this one route keeps the raw body; every other route
 * still accepts JSON only.
 */
const stripeWebhookRoute: FastifyPluginAsyncZod<AppContext> = async (raw, { deps }) => {
  raw.removeAllContentTypeParsers();
  raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  raw.route({
    ...on(checkoutApi.stripeWebhook),
    schema: { response: { 200: WebhookReply, ...errors } },
    handler: async (request) => {
      const { provider } = deps;
      if (!(provider instanceof StripeProvider)) throw notFound(checkoutMessages.stripeOnly);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw badRequest(checkoutMessages.missingSignature);
      }
      let event;
      try {
        event = provider.parseWebhook(request.body as Buffer, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ err: error.message }, 'stripe webhook refused');
          throw badRequest(checkoutMessages.badSignature);
        }
        throw error;
      }
      await handlePaymentEvent(deps, event);
      return { received: true };
    },
  });
};
