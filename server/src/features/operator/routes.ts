import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
import { operatorText } from '../../../../content/operator';
import type { AppContext } from '../../app-context';
import { operatorGuard } from './guard';
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
 * The console's lists of free-guide sign-ups, purchases and lead orders, and their CSV exports. Every route
 * here is an operator's: the guard answers before anything else is read.
 */
export const operatorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('onRequest', operatorGuard(db));

  app.get(
    '/api/operator/lists/guide-signups',
    { schema: { querystring: GuideSignupListQuery, response: { 200: GuideSignupPage } } },
    async (request) => listGuideSignups(db, request.query),
  );

  app.get(
    '/api/operator/lists/guide-signups/export.csv',
    { schema: { querystring: GuideSignupFilters } },
    async (request, reply) =>
      sendCsv(
        reply,
        operatorText.csv.fileNames.guideSignups(new Date()),
        exportGuideSignupsCsv(db, request.query),
      ),
  );

  app.get(
    '/api/operator/lists/purchases',
    { schema: { querystring: PurchaseListQuery, response: { 200: PurchasePage } } },
    async (request) => listPurchases(db, request.query),
  );

  app.get(
    '/api/operator/lists/purchases/export.csv',
    { schema: { querystring: PurchaseFilters } },
    async (request, reply) =>
      sendCsv(
        reply,
        operatorText.csv.fileNames.purchases(new Date()),
        exportPurchasesCsv(db, request.query),
      ),
  );

  app.get(
    '/api/operator/lists/lead-orders',
    { schema: { querystring: LeadOrderListQuery, response: { 200: LeadOrderRowPage } } },
    async (request) => listLeadOrders(db, request.query),
  );

  app.get(
    '/api/operator/lists/lead-orders/export.csv',
    { schema: { querystring: LeadOrderListFilters } },
    async (request, reply) =>
      sendCsv(
        reply,
        operatorText.csv.fileNames.leadOrders(new Date()),
        exportLeadOrdersCsv(db, request.query),
      ),
  );
};
