import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GrowthIdParams,
  growthSuccess,
  KpiEntry,
  KpiEntryBody,
  KpiGoal,
  KpiGoalBody,
  KpiGoalParams,
  KpiOverview,
  KpiQuery,
  LeadImportBody,
  LeadImportResult,
  MessageAnswer,
  Prospect,
  ProspectBody,
  ProspectListQuery,
  ProspectPage,
  ProspectStatusChange,
  ProspectUpdateBody,
  ScriptDownloadBody,
} from '../../../../common/contracts/growth';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import {
  createKpiEntry,
  deleteKpiEntry,
  deleteKpiGoal,
  getKpiOverview,
  listKpiGoals,
  saveKpiGoal,
} from './kpi-service';
import {
  createProspect,
  deleteProspect,
  listProspectHistory,
  listProspects,
  updateProspect,
} from './prospects-service';
import { GrowthKit, GrowthKitParams } from '../../../../common/contracts/growth-kits';
import { importLeadOrder } from './import-service';
import { growthKit } from './kits';
import { downloadScript } from './scripts-service';
import { requestToday } from './time-zone';

/** The prospect tracker and the KPI tracker. Every row is its owner's; anyone else's is a 404. */
export const growthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  /** The sales scripts and the closing kit (guarded by common/access.ts: needs the agency program). */
  app.get(
    '/api/growth/kits/:kitId',
    { schema: { params: GrowthKitParams, response: { 200: GrowthKit } } },
    async (request) => {
      requireUser(request);
      return growthKit(request.params.kitId);
    },
  );

  app.get(
    '/api/prospects',
    { schema: { querystring: ProspectListQuery, response: { 200: ProspectPage } } },
    async (request) => listProspects(db, requireUser(request).id, request.query),
  );

  app.post(
    '/api/prospects',
    { schema: { body: ProspectBody, response: { 201: Prospect } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const prospect = await createProspect(db, userId, request.body, requestToday(request));
      return reply.status(201).send(prospect);
    },
  );

  app.post(
    '/api/prospects/import',
    { schema: { body: LeadImportBody, response: { 200: LeadImportResult } } },
    async (request) => importLeadOrder(db, requireUser(request).id, request.body.orderId),
  );

  app.put(
    '/api/prospects/:id',
    { schema: { params: GrowthIdParams, body: ProspectUpdateBody, response: { 200: Prospect } } },
    async (request) =>
      updateProspect(
        db,
        requireUser(request).id,
        request.params.id,
        request.body,
        requestToday(request),
      ),
  );

  app.delete(
    '/api/prospects/:id',
    { schema: { params: GrowthIdParams, response: { 200: Prospect } } },
    async (request) => deleteProspect(db, requireUser(request).id, request.params.id),
  );

  app.get(
    '/api/prospects/:id/history',
    { schema: { params: GrowthIdParams, response: { 200: z.array(ProspectStatusChange) } } },
    async (request) => listProspectHistory(db, requireUser(request).id, request.params.id),
  );

  // A fetch from the Download button: the file, filled from a prospect if named, and the download
  // recorded. The path is under /api/prospects so the agency rule of common/access.ts covers it.
  app.post(
    '/api/prospects/scripts/:id/download',
    { schema: { params: GrowthIdParams, body: ScriptDownloadBody } },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await downloadScript(db, user, request.params.id, request.body.prospectId);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.text);
    },
  );

  app.get(
    '/api/user-kpis',
    { schema: { querystring: KpiQuery, response: { 200: KpiOverview } } },
    async (request) =>
      getKpiOverview(db, requireUser(request).id, request.query, requestToday(request)),
  );

  app.post(
    '/api/user-kpis',
    { schema: { body: KpiEntryBody, response: { 201: KpiEntry } } },
    async (request, reply) => {
      const entry = await createKpiEntry(db, requireUser(request).id, request.body);
      return reply.status(201).send(entry);
    },
  );

  app.delete(
    '/api/user-kpis/:id',
    { schema: { params: GrowthIdParams, response: { 200: MessageAnswer } } },
    async (request) => {
      await deleteKpiEntry(db, requireUser(request).id, request.params.id);
      return { message: growthSuccess.kpiDeleted };
    },
  );

  app.get('/api/kpi-goals', { schema: { response: { 200: z.array(KpiGoal) } } }, async (request) =>
    listKpiGoals(db, requireUser(request).id),
  );

  app.put(
    '/api/kpi-goals',
    { schema: { body: KpiGoalBody, response: { 200: KpiGoal } } },
    async (request) => saveKpiGoal(db, requireUser(request).id, request.body),
  );

  app.delete(
    '/api/kpi-goals/:kpiType/:period',
    { schema: { params: KpiGoalParams, response: { 200: MessageAnswer } } },
    async (request) => {
      const { kpiType, period } = request.params;
      await deleteKpiGoal(db, requireUser(request).id, kpiType, period);
      return { message: growthSuccess.goalCleared };
    },
  );
};
