import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReply } from '../../../../common/contracts/accounts';
import {
  DeliverQuery,
  FailLeadOrderBody,
  leadFileLimits,
  LeadNoteBody,
  leadOrderMessages,
  LeadOrderParams,
  OperatorLeadOrder,
  OperatorQueue,
  RefundLeadOrderBody,
  StartProcessingBody,
} from '../../../../common/contracts/lead-orders';
import { operatorApi } from '../../../../common/contracts/operator-api';
import { errorReplies } from '../../http/replies';
import type { AppContext } from '../../core/app-context';
import type { HttpError } from '../../errors';
import { sendPrivateCsv } from '../../http/downloads';
import { on } from '../../http/on';
import { requireUser } from '../../plugins/auth';
import { checkLeadFile, leadOrderFile } from '../lead-orders';
import {
  addLeadOrderNote,
  deliverLeadOrder,
  failLeadOrder,
  refundLeadOrder,
  startProcessing,
} from './lead-order-moves';
import { operatorOrder, operatorQueue } from './lead-order-view';

const errors = errorReplies(400, 401, 402, 404, 409, 502);
const orderMove = { 200: OperatorLeadOrder, ...errors };

/**
 * The console's lead-order calls: the queue, an order's page and file, and its moves. Registered
 * inside the operator routes, whose guard answers first.
 */
export const leadOrderConsoleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { deps }) => {
  const { db } = deps;

  app.route({
    ...on(operatorApi.leadOrderQueue),
    schema: { response: { 200: OperatorQueue, ...errors } },
    handler: async () => operatorQueue(db, deps.now()),
  });

  app.route({
    ...on(operatorApi.leadOrder),
    schema: { params: LeadOrderParams, response: orderMove },
    handler: async (request) => operatorOrder(db, request.params.orderId),
  });

  app.route({
    ...on(operatorApi.leadOrderFile),
    schema: { params: LeadOrderParams },
    handler: async (request, reply) =>
      sendPrivateCsv(reply, await leadOrderFile(db, request.params.orderId, null)),
  });

  app.route({
    ...on(operatorApi.startProcessing),
    schema: { params: LeadOrderParams, body: StartProcessingBody, response: orderMove },
    handler: async (request) => startProcessing(db, request.params.orderId, requireUser(request)),
  });

  app.route({
    ...on(operatorApi.fail),
    schema: { params: LeadOrderParams, body: FailLeadOrderBody, response: orderMove },
    handler: async (request) =>
      failLeadOrder(deps, request.params.orderId, requireUser(request), request.body.reason),
  });

  app.route({
    ...on(operatorApi.refund),
    schema: { params: LeadOrderParams, body: RefundLeadOrderBody, response: orderMove },
    handler: async (request) =>
      refundLeadOrder(deps, request.params.orderId, requireUser(request), request.body ?? {}),
  });

  app.route({
    ...on(operatorApi.notes),
    schema: { params: LeadOrderParams, body: LeadNoteBody, response: orderMove },
    handler: async (request) =>
      addLeadOrderNote(db, request.params.orderId, requireUser(request), request.body.note),
  });

  await app.register(leadFileUploadRoute, { deps });
};

/** The lead file is the request body itself (text/csv, at most 10 MB): no multipart parser. */
const leadFileUploadRoute: FastifyPluginAsyncZod<Pick<AppContext, 'deps'>> = async (
  scope,
  { deps },
) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    leadFileLimits.contentType,
    { parseAs: 'buffer', bodyLimit: leadFileLimits.maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: HttpError & { code?: string }, _request, reply) => {
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
  app.route({
    ...on(operatorApi.deliver),
    schema: {
      params: LeadOrderParams,
      querystring: DeliverQuery,
      response: { ...orderMove, 413: MessageReply, 415: MessageReply },
    },
    handler: async (request) => {
      const body = request.body;
      const file = checkLeadFile(Buffer.isBuffer(body) ? body : Buffer.alloc(0));
      return deliverLeadOrder(
        deps,
        request.params.orderId,
        requireUser(request),
        file,
        request.query.fileName,
      );
    },
  });
};
