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
  KpiTrend,
  KpiTrendQuery,
  LeadImportBody,
  LeadImportResult,
  MessageAnswer,
  Prospect,
  ProspectBody,
  ProspectListQuery,
  ProspectPage,
  ProspectStatusChange,
  ProspectUpdateBody,
  SavedProspect,
  ScriptDownloadBody,
} from '../../../../common/contracts/growth';
import { growthApi } from '../../../../common/contracts/growth-api';
import { GrowthKit, GrowthKitParams } from '../../../../common/contracts/growth-kits';
import { growthKitApi } from '../../../../common/contracts/growth-kits-api';
import type { AppContext } from '../../core/app-context';
import { on } from '../../http/on';
import { requestToday } from '../../http/time-zone';
import { requireUser } from '../../plugins/auth';
import { importLeadOrder } from './import-service';
import { growthKit } from './kits';
import {
  createKpiEntry,
  deleteKpiEntry,
  deleteKpiGoal,
  getKpiOverview,
  getKpiTrend,
  listKpiGoals,
  saveKpiGoal,
} from './kpi-service';
import {
  createProspect,
  deleteProspect,
  listProspectHistory,
  updateProspect,
} from './prospect-writes';
import { listProspects } from './prospects-service';
import { downloadScript } from './scripts-service';

/** The prospect tracker and the KPI tracker. Every row is its owner's; anyone else's is a 404. */
export const growthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  /** The sales scripts and the closing kit (guarded by common/access.ts: needs the agency program). */
  app.route({
    ...on(growthKitApi.getKit),
    schema: { params: GrowthKitParams, response: { 200: GrowthKit } },
    handler: async (request) => {
      requireUser(request);
      return growthKit(request.params.kitId);
    },
  });

  app.route({
    ...on(growthApi.listProspects),
    schema: { querystring: ProspectListQuery, response: { 200: ProspectPage } },
    handler: async (request) => listProspects(db, requireUser(request).id, request.query),
  });

  app.route({
    ...on(growthApi.createProspect),
    schema: { body: ProspectBody, response: { 201: SavedProspect } },
    handler: async (request, reply) => {
      const userId = requireUser(request).id;
      const prospect = await createProspect(db, userId, request.body, requestToday(request));
      return reply.status(201).send(prospect);
    },
  });

  app.route({
    ...on(growthApi.importProspects),
    schema: { body: LeadImportBody, response: { 200: LeadImportResult } },
    handler: async (request) => importLeadOrder(db, requireUser(request).id, request.body.orderId),
  });

  app.route({
    ...on(growthApi.updateProspect),
    schema: {
      params: GrowthIdParams,
      body: ProspectUpdateBody,
      response: { 200: SavedProspect },
    },
    handler: async (request) =>
      updateProspect(
        db,
        requireUser(request).id,
        request.params.id,
        request.body,
        requestToday(request),
      ),
  });

  app.route({
    ...on(growthApi.deleteProspect),
    schema: { params: GrowthIdParams, response: { 200: Prospect } },
    handler: async (request) => deleteProspect(db, requireUser(request).id, request.params.id),
  });

  app.route({
    ...on(growthApi.prospectHistory),
    schema: { params: GrowthIdParams, response: { 200: z.array(ProspectStatusChange) } },
    handler: async (request) => listProspectHistory(db, requireUser(request).id, request.params.id),
  });

  // A fetch from the Download button: the file, filled from a prospect if named, and the download
  // recorded. The path is under /api/prospects so the agency rule of common/access.ts covers it.
  app.route({
    ...on(growthApi.downloadScript),
    schema: { params: GrowthIdParams, body: ScriptDownloadBody },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const file = await downloadScript(db, user, request.params.id, request.body.prospectId);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.text);
    },
  });

  app.route({
    ...on(growthApi.listKpiEntries),
    schema: { querystring: KpiQuery, response: { 200: KpiOverview } },
    handler: async (request) =>
      getKpiOverview(db, requireUser(request).id, request.query, requestToday(request)),
  });

  app.route({
    ...on(growthApi.kpiTrend),
    schema: { querystring: KpiTrendQuery, response: { 200: KpiTrend } },
    handler: async (request) =>
      getKpiTrend(db, requireUser(request).id, request.query.period, requestToday(request)),
  });

  app.route({
    ...on(growthApi.createKpiEntry),
    schema: { body: KpiEntryBody, response: { 201: KpiEntry } },
    handler: async (request, reply) => {
      const entry = await createKpiEntry(db, requireUser(request).id, request.body);
      return reply.status(201).send(entry);
    },
  });

  app.route({
    ...on(growthApi.deleteKpiEntry),
    schema: { params: GrowthIdParams, response: { 200: MessageAnswer } },
    handler: async (request) => {
      await deleteKpiEntry(db, requireUser(request).id, request.params.id);
      return { message: growthSuccess.kpiDeleted };
    },
  });

  app.route({
    ...on(growthApi.listKpiGoals),
    schema: { response: { 200: z.array(KpiGoal) } },
    handler: async (request) => listKpiGoals(db, requireUser(request).id),
  });

  app.route({
    ...on(growthApi.saveKpiGoal),
    schema: { body: KpiGoalBody, response: { 200: KpiGoal } },
    handler: async (request) => saveKpiGoal(db, requireUser(request).id, request.body),
  });

  app.route({
    ...on(growthApi.deleteKpiGoal),
    schema: { params: KpiGoalParams, response: { 200: MessageAnswer } },
    handler: async (request) => {
      const { kpiType, period } = request.params;
      await deleteKpiGoal(db, requireUser(request).id, kpiType, period);
      return { message: growthSuccess.goalCleared };
    },
  });
};
