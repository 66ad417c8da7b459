import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DailyFigures,
  GuideSignupFilters,
  GuideSignupListQuery,
  GuideSignupPage,
  LeadOrderListFilters,
  LeadOrderListQuery,
  LeadOrderRowPage,
  PurchaseFilters,
  PurchaseListQuery,
  PurchasePage,
} from '../../../../common/contracts/operator';
import { operatorApi } from '../../../../common/contracts/operator-api';
import { operatorText } from '../../../../content/operator';
import type { AppContext } from '../../core/app-context';
import { on } from '../../http/on';
import { requestTimeZone, requestToday } from '../../http/time-zone';
import { getDailyFigures } from './daily-figures';
import { operatorGuard } from './guard';
import { leadOrderConsoleRoutes } from './lead-order-routes';
import {
  exportGuideSignupsCsv,
  exportLeadOrdersCsv,
  exportPurchasesCsv,
  listGuideSignups,
  listLeadOrders,
  listPurchases,
} from './lists';

/** A browser download of a streamed CSV: neither side holds the whole file. */
function sendCsv(reply: FastifyReply, fileName: string, rows: AsyncIterable<string>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(rows));
}

/**
 * The operator console's calls: the lists of free-guide sign-ups, purchases and lead orders with
 * their CSV exports, and the lead orders' queue and moves. Every route here is an operator's: the
 * guard answers (visitors 401, members the 404 of an unknown path) before anything else is read.
 */
export const operatorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, now } = context.deps;
  const fileNames = operatorText.csv.fileNames;
  app.addHook('onRequest', operatorGuard(db));

  app.route({
    ...on(operatorApi.guideSignups),
    schema: { querystring: GuideSignupListQuery, response: { 200: GuideSignupPage } },
    handler: async (request) => listGuideSignups(db, request.query),
  });

  app.route({
    ...on(operatorApi.guideSignupsCsv),
    schema: { querystring: GuideSignupFilters },
    handler: async (request, reply) =>
      sendCsv(reply, fileNames.guideSignups(now()), exportGuideSignupsCsv(db, request.query)),
  });

  app.route({
    ...on(operatorApi.purchases),
    schema: { querystring: PurchaseListQuery, response: { 200: PurchasePage } },
    handler: async (request) => listPurchases(db, request.query),
  });

  app.route({
    ...on(operatorApi.purchasesCsv),
    schema: { querystring: PurchaseFilters },
    handler: async (request, reply) =>
      sendCsv(reply, fileNames.purchases(now()), exportPurchasesCsv(db, request.query)),
  });

  app.route({
    ...on(operatorApi.leadOrders),
    schema: { querystring: LeadOrderListQuery, response: { 200: LeadOrderRowPage } },
    handler: async (request) => listLeadOrders(db, request.query),
  });

  app.route({
    ...on(operatorApi.leadOrdersCsv),
    schema: { querystring: LeadOrderListFilters },
    handler: async (request, reply) =>
      sendCsv(reply, fileNames.leadOrders(now()), exportLeadOrdersCsv(db, request.query)),
  });

  app.route({
    ...on(operatorApi.dailyFigures),
    schema: { response: { 200: DailyFigures } },
    handler: async (request) =>
      getDailyFigures(db, requestTimeZone(request), requestToday(request, now())),
  });

  await app.register(leadOrderConsoleRoutes, context);
};
