import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReply } from '../../../../common/contracts/accounts';
import {
  CheckoutConfig,
  checkoutMessages,
  ClaimOrderBody,
  ClaimOrderParams,
  ClaimOrderReply,
  ConfirmPaymentBody,
  CreatePaymentIntentBody,
  CreatePaymentIntentReply,
  FreeOrderBody,
  OrderReceipt,
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
import { z } from '../../../../common/contracts/zod';
import {
  LeadPaymentIntentBody,
  LeadPaymentIntentReply,
} from '../../../../common/contracts/lead-orders';
import type { AppContext } from '../../app-context';
import { createLeadPaymentIntent } from '../lead-orders/service';
import { badRequest, HttpError, notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { createPaymentProvider } from '../../core/payments/create-payment-provider';
import { SimulatedProvider } from '../../core/payments/simulated-provider';
import { StripeProvider, WebhookSignatureError } from '../../core/payments/stripe-provider';
import { claimOrder } from './claim';
import { fulfilOrder } from './fulfilment';
import {
  checkToolboxAccess,
  confirmPayment,
  createFreeOrder,
  createPaymentIntent,
  getCheckoutConfig,
  getPaymentSummary,
  handlePaymentEvent,
  paymentModeWarning,
  provenReceipt,
  validatePromo,
} from './service';

const errors = { 400: MessageReply, 402: MessageReply, 404: MessageReply, 409: MessageReply };

export const checkoutRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, mailer },
) => {
  const provider = createPaymentProvider(config, db);
  const warning = paymentModeWarning(config);
  if (warning) app.log.warn(warning);
  const appUrl = config.publicUrl;
  // Per client address: enough for any buyer, too few to guess orders or promo codes.
  const limited = { rateLimit: { max: config.checkoutLimitPerMinute, timeWindow: '1 minute' } };

  app.get('/api/checkout/config', { schema: { response: { 200: CheckoutConfig } } }, async () =>
    getCheckoutConfig(provider),
  );

  app.post(
    '/api/create-payment-intent',
    {
      schema: {
        // Lead orders (product blu_leads) carry their order details: server/src/features/lead-orders.
        body: z.discriminatedUnion('product', [CreatePaymentIntentBody, LeadPaymentIntentBody]),
        response: {
          200: z.union([CreatePaymentIntentReply, LeadPaymentIntentReply]),
          401: MessageReply,
          502: MessageReply,
          ...errors,
        },
      },
      config: limited,
    },
    async (request) => {
      const { body } = request;
      const reply =
        body.product === 'blu_leads'
          ? await createLeadPaymentIntent(
              db,
              provider,
              body,
              request.user,
              appUrl,
              config.operatorEmails,
            )
          : await createPaymentIntent(
              db,
              provider,
              body,
              request.user,
              appUrl,
              config.operatorEmails,
            );
      mailer.kick();
      return reply;
    },
  );

  app.get(
    '/api/checkout/payment',
    {
      schema: { querystring: PaymentSummaryQuery, response: { 200: PaymentSummary, ...errors } },
      // Each answer costs a call to the provider, whose own rate limit is the merchant's.
      config: limited,
    },
    async (request) => getPaymentSummary(db, provider, request.query.clientSecret),
  );

  app.post(
    '/api/checkout/validate-promo',
    {
      schema: { body: ValidatePromoBody, response: { 200: ValidatePromoReply, ...errors } },
      config: limited,
    },
    async (request) => validatePromo(db, config, request.body, request.user),
  );

  app.post(
    '/api/checkout/free-order',
    {
      schema: { body: FreeOrderBody, response: { 200: OrderReceipt, ...errors } },
      config: limited,
    },
    async (request) => {
      const receipt = await createFreeOrder(db, config, request.body, request.user, appUrl);
      mailer.kick();
      return receipt;
    },
  );

  app.post(
    '/api/checkout/confirm',
    {
      schema: { body: ConfirmPaymentBody, response: { 200: OrderReceipt, ...errors } },
      config: limited,
    },
    async (request) => {
      const receipt = await confirmPayment(
        db,
        provider,
        request.body.paymentIntentId,
        appUrl,
        request.log,
        config.operatorEmails,
      );
      mailer.kick();
      return receipt;
    },
  );

  app.post(
    '/api/checkout/receipt',
    {
      schema: { body: ReceiptProofBody, response: { 200: OrderReceipt, ...errors } },
      config: limited,
    },
    async (request) => {
      const receipt = await provenReceipt(
        db,
        provider,
        request.body,
        request.user,
        appUrl,
        request.log,
      );
      mailer.kick();
      return receipt;
    },
  );

  app.get(
    '/api/ai-toolbox-access',
    {
      schema: { querystring: ToolboxAccessQuery, response: { 200: ToolboxAccessReply, ...errors } },
      config: limited,
    },
    async (request) => ({
      hasAccess: await checkToolboxAccess(db, request.query, request.user),
    }),
  );

  app.post(
    '/api/orders/:orderId/claim',
    {
      schema: {
        params: ClaimOrderParams,
        body: ClaimOrderBody,
        response: { 200: ClaimOrderReply, 401: MessageReply, ...errors },
      },
      config: limited,
    },
    async (request) =>
      claimOrder(db, request.params.orderId, request.body.email, requireUser(request).id),
  );

  // The test-mode card form. The server is the provider here, so a success is verified at once.
  app.post(
    '/api/payments/simulated/confirm',
    {
      schema: { body: SimulatedConfirmBody, response: { 200: SimulatedConfirmReply, ...errors } },
      config: limited,
    },
    async (request) => {
      if (!(provider instanceof SimulatedProvider)) throw notFound(checkoutMessages.simulatedOnly);
      const { clientSecret, ...card } = request.body;
      const intent = await provider.findByClientSecret(clientSecret);
      if (!intent?.orderId) throw notFound(checkoutMessages.paymentNotFound);
      const outcome = await provider.confirmCard(intent, card);
      if (!outcome.ok) throw new HttpError(outcome.statusCode, outcome.message);
      await fulfilOrder(db, intent.orderId, appUrl, config.operatorEmails);
      mailer.kick();
      return { paymentIntentId: intent.id, status: 'succeeded' as const };
    },
  );

  // Stripe signs the exact bytes it sent, so this one route keeps the raw body; every other
  // route still accepts JSON only.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/api/stripe/webhook',
      { schema: { response: { 200: WebhookReply, ...errors } } },
      async (request) => {
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
        await handlePaymentEvent(db, event, appUrl, request.log, config.operatorEmails);
        mailer.kick();
        return { received: true };
      },
    );
  });
};
