import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReply } from '../../../../common/contracts/accounts';
import {
  DeliverQuery,
  FailLeadOrderBody,
  leadFileLimits,
  leadFileMessages,
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
import { badRequest, HttpError } from '../../errors';
import { sendPrivateCsv } from '../../http/downloads';
import { on } from '../../http/on';
import { requireUser } from '../../plugins/auth';
import { checkLeadFile, leadOrderFile } from '../lead-orders';
import {
  addLeadOrderNote,
  deliverableLeads,
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

/**
 * The lead file is the request body itself (text/csv, at most 10 MB): no multipart parser, and no
 * buffering either. The parser hands the handler the body as it arrives, and the file is checked
 * row by row while it is read (docs/decisions/0040-uploads-read-as-a-stream.md).
 */
const leadFileUploadRoute: FastifyPluginAsyncZod<Pick<AppContext, 'deps'>> = async (
  scope,
  { deps },
) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(leadFileLimits.contentType, (_request, payload, done) =>
    done(null, payload),
  );
  app.setErrorHandler((error: HttpError & { code?: string }, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: leadOrderMessages.fileNotCsv });
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
      const actor = requireUser(request);
      const { orderId } = request.params;
      const upload = request.body instanceof Readable ? request.body : null;
      try {
        if (Number(request.headers['content-length']) > leadFileLimits.maxBytes) {
          throw new HttpError(413, leadOrderMessages.fileTooLarge);
        }
        const maxLeads = await deliverableLeads(deps.db, orderId);
        // Stopping early must not destroy the request: that would close the socket before the
        // refusal is sent. The rest of a refused file is drained instead (see finally).
        const file = await checkLeadFile(
          upload ? upload.iterator({ destroyOnReturn: false }) : new Uint8Array(0),
          maxLeads,
        ).catch((error: unknown) => {
          // The sender went away mid-file: no one hears the answer, but it is not a fault of ours.
          throw upload?.errored ? badRequest(leadFileMessages.interrupted) : error;
        });
        return await deliverLeadOrder(deps, orderId, actor, file, request.query.fileName);
      } finally {
        if (upload && !upload.readableEnded) drain(upload);
      }
    },
  });
};

/**
 * What is left of a refused upload is read and dropped, never parsed or held, so the refusal
 * reaches the sender over the same connection (as Fastify does past its own body limit). A sender
 * still going 10 MB later is cut off.
 */
function drain(upload: Readable) {
  let dropped = 0;
  upload.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > leadFileLimits.maxBytes) upload.destroy();
  });
}
