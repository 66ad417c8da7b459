import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompleteFreeLeadOrderBody,
  CompleteLeadOrderBody,
  CompleteLeadOrderReply,
  LeadAllowance,
  LeadOrderList,
  LeadOrderParams,
  LeadOrderView,
} from '../../../../common/contracts/lead-orders';
import { leadOrderApi } from '../../../../common/contracts/lead-orders-api';
import { errorReplies } from '../../http/replies';
import type { AppContext } from '../../core/app-context';
import { sendPrivateCsv } from '../../http/downloads';
import { on } from '../../http/on';
import { requireUser } from '../../plugins/auth';
import { leadAllowance } from './ordering';
import {
  completeFreeLeadOrder,
  completeLeadOrder,
  getLeadOrderView,
  leadOrderFile,
  listLeadOrders,
} from './service';

const errors = errorReplies(400, 401, 402, 404, 409, 502);

/**
 * Lead orders (docs/decisions/0022-lead-orders.md): the customer's completion calls, history and
 * file. Paying starts at the checkout's payment intent call, which the catalogue entry's step
 * (steps.ts) hands here; the operator console's calls are the operator feature's.
 */
export const leadOrderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config, deps }) => {
  const { db } = deps;
  const limited = { rateLimit: { max: config.checkoutLimitPerMinute, timeWindow: '1 minute' } };

  app.route({
    ...on(leadOrderApi.complete),
    schema: { body: CompleteLeadOrderBody, response: { 200: CompleteLeadOrderReply, ...errors } },
    config: limited,
    handler: async (request) => completeLeadOrder(deps, request.body.paymentIntentId, request.user),
  });

  app.route({
    ...on(leadOrderApi.completeFree),
    schema: {
      body: CompleteFreeLeadOrderBody,
      response: { 200: CompleteLeadOrderReply, ...errors },
    },
    config: limited,
    handler: async (request) => completeFreeLeadOrder(deps, request.body.orderId, request.user),
  });

  app.route({
    ...on(leadOrderApi.list),
    schema: { response: { 200: LeadOrderList, ...errors } },
    handler: async (request) => listLeadOrders(db, requireUser(request).id),
  });

  // The order's own page: its owner only; another account's order is answered as unknown.
  app.route({
    ...on(leadOrderApi.order),
    schema: { params: LeadOrderParams, response: { 200: LeadOrderView, ...errors } },
    handler: async (request) =>
      getLeadOrderView(db, request.params.orderId, requireUser(request).id),
  });

  app.route({
    ...on(leadOrderApi.allowance),
    schema: { response: { 200: LeadAllowance, ...errors } },
    handler: async (request) => leadAllowance(db, requireUser(request)),
  });

  // A browser navigation (the Download link): the owner's file, 404 for anyone else's order.
  app.route({
    ...on(leadOrderApi.file),
    schema: { params: LeadOrderParams },
    handler: async (request, reply) =>
      sendPrivateCsv(
        reply,
        await leadOrderFile(db, request.params.orderId, requireUser(request).id),
      ),
  });
};
