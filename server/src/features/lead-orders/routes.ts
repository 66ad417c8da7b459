import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReply } from '../../../../common/contracts/accounts';
import {
  CompleteLeadOrderAltBody,
  CompleteLeadOrderBody,
  CompleteLeadOrderReply,
  DeliverQuery,
  FailLeadOrderBody,
  LeadAllowance,
  leadFileLimits,
  LeadNoteBody,
  leadOrderApi,
  LeadOrderList,
  leadOrderMessages,
  LeadOrderParams,
  OperatorLeadOrder,
  OperatorQueue,
  RefundLeadOrderBody,
  StartProcessingBody,
} from '../../../../common/contracts/lead-orders';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { createPaymentProvider } from '../../core/payments/create-payment-provider';
import { operatorGuard } from '../operator/guard';
import { checkLeadFile } from './lead-file';
import {
  addLeadOrderNote,
  deliverLeadOrder,
  failLeadOrder,
  operatorOrder,
  operatorQueue,
  refundLeadOrder,
  startProcessing,
} from './operator';
import {
  completeFreeLeadOrder,
  completeLeadOrder,
  leadAllowance,
  leadOrderFile,
  listLeadOrders,
} from './service';

const errors = {
  400: MessageReply,
  401: MessageReply,
  402: MessageReply,
  404: MessageReply,
  409: MessageReply,
  502: MessageReply,
};

/** The attachment header for a lead file; the name is ours (letters, digits, . _ - ( ) and spaces). */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w .()-]/g, '_')}"`;

/**
 * Lead orders (docs/decisions/0022-lead-orders.md): the customer's completion calls, history and
 * file, and the operator console's calls. POST /api/create-payment-intent for blu_leads is the
 * checkout's route, which hands lead orders to service.ts.
 */
export const leadOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, mailer },
) => {
  const provider = createPaymentProvider(config, db);
  const appUrl = config.publicUrl;
  const limited = { rateLimit: { max: config.checkoutLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    leadOrderApi.complete,
    {
      schema: { body: CompleteLeadOrderBody, response: { 200: CompleteLeadOrderReply, ...errors } },
      config: limited,
    },
    async (request) => {
      const reply = await completeLeadOrder(
        db,
        provider,
        request.body.paymentIntentId,
        request.user,
        appUrl,
        config.operatorEmails,
        request.log,
      );
      mailer.kick();
      return reply;
    },
  );

  app.post(
    leadOrderApi.completeAlt,
    {
      schema: {
        body: CompleteLeadOrderAltBody,
        response: { 200: CompleteLeadOrderReply, ...errors },
      },
      config: limited,
    },
    async (request) => {
      const reply = await completeFreeLeadOrder(
        db,
        request.body.orderId,
        request.user,
        appUrl,
        config.operatorEmails,
      );
      mailer.kick();
      return reply;
    },
  );

  app.get(
    leadOrderApi.list,
    { schema: { response: { 200: LeadOrderList, ...errors } } },
    async (request) => listLeadOrders(db, requireUser(request).id),
  );

  app.get(
    leadOrderApi.allowance,
    { schema: { response: { 200: LeadAllowance, ...errors } } },
    async (request) => leadAllowance(db, requireUser(request)),
  );

  // A browser navigation (the Download link): the owner's file, 404 for anyone else's order.
  app.get(
    '/api/blu/orders/:orderId/file',
    { schema: { params: LeadOrderParams } },
    async (request, reply) => {
      const file = await leadOrderFile(db, request.params.orderId, requireUser(request).id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.csv);
    },
  );

  // The operator console's calls: visitors 401, members 404, decided before any body is read.
  await app.register(async (scope) => {
    const operator = scope.withTypeProvider<ZodTypeProvider>();
    operator.addHook('onRequest', operatorGuard(db));

    operator.get(
      leadOrderApi.operatorQueue,
      { schema: { response: { 200: OperatorQueue, ...errors } } },
      async () => operatorQueue(db),
    );

    operator.get(
      '/api/operator/lead-orders/:orderId',
      { schema: { params: LeadOrderParams, response: { 200: OperatorLeadOrder, ...errors } } },
      async (request) => operatorOrder(db, request.params.orderId),
    );

    operator.get(
      '/api/operator/lead-orders/:orderId/file',
      { schema: { params: LeadOrderParams } },
      async (request, reply) => {
        const file = await leadOrderFile(db, request.params.orderId, null);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.csv);
      },
    );

    operator.post(
      '/api/operator/lead-orders/:orderId/start-processing',
      {
        schema: {
          params: LeadOrderParams,
          body: StartProcessingBody,
          response: { 200: OperatorLeadOrder, ...errors },
        },
      },
      async (request) => startProcessing(db, request.params.orderId, requireUser(request)),
    );

    operator.post(
      '/api/operator/lead-orders/:orderId/fail',
      {
        schema: {
          params: LeadOrderParams,
          body: FailLeadOrderBody,
          response: { 200: OperatorLeadOrder, ...errors },
        },
      },
      async (request) => {
        const order = await failLeadOrder(
          db,
          provider,
          request.params.orderId,
          requireUser(request),
          request.body.reason,
          appUrl,
        );
        mailer.kick();
        return order;
      },
    );

    operator.post(
      '/api/operator/lead-orders/:orderId/refund',
      {
        schema: {
          params: LeadOrderParams,
          body: RefundLeadOrderBody,
          response: { 200: OperatorLeadOrder, ...errors },
        },
      },
      async (request) => {
        const order = await refundLeadOrder(
          db,
          provider,
          request.params.orderId,
          requireUser(request),
          request.body ?? {},
          appUrl,
        );
        mailer.kick();
        return order;
      },
    );

    operator.post(
      '/api/operator/lead-orders/:orderId/notes',
      {
        schema: {
          params: LeadOrderParams,
          body: LeadNoteBody,
          response: { 200: OperatorLeadOrder, ...errors },
        },
      },
      async (request) =>
        addLeadOrderNote(db, request.params.orderId, requireUser(request), request.body.note),
    );

    // The lead file is the request body itself (text/csv, at most 10 MB): no multipart parser.
    await operator.register(async (uploadScope) => {
      const upload = uploadScope.withTypeProvider<ZodTypeProvider>();
      upload.removeAllContentTypeParsers();
      upload.addContentTypeParser(
        leadFileLimits.contentType,
        { parseAs: 'buffer', bodyLimit: leadFileLimits.maxBytes },
        (_request, body, done) => done(null, body),
      );
      upload.setErrorHandler((error: HttpError & { code?: string }, _request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply.status(413).send({ message: leadOrderMessages.fileTooLarge });
        }
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
          return reply.status(415).send({ message: leadOrderMessages.fileNotCsv });
        }
        if (
          error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
          error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
        ) {
          return reply.status(400).send({ message: leadOrderMessages.fileEmpty });
        }
        throw error;
      });
      upload.post(
        '/api/operator/lead-orders/:orderId/deliver',
        {
          schema: {
            params: LeadOrderParams,
            querystring: DeliverQuery,
            response: { 200: OperatorLeadOrder, 413: MessageReply, 415: MessageReply, ...errors },
          },
        },
        async (request) => {
          const body = request.body;
          const file = checkLeadFile(Buffer.isBuffer(body) ? body : Buffer.alloc(0));
          const order = await deliverLeadOrder(
            db,
            provider,
            request.params.orderId,
            requireUser(request),
            file,
            request.query.fileName,
            appUrl,
          );
          mailer.kick();
          return order;
        },
      );
    });
  });
};
