import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Contact,
  ContactBody,
  ContactUpdateBody,
  ContactListQuery,
  ContactPage,
  CrmAnalytics,
  CrmAnalyticsQuery,
  crmSuccess,
  DeletedContact,
  DeletedFollowUp,
  FollowUp,
  FollowUpBody,
  FollowUpListQuery,
  FollowUpPage,
  IdParams,
  NextFollowUpsQuery,
  RestoreContactBody,
  RestoredContact,
  RestoreFollowUpBody,
  RestoredFollowUp,
  SavedContact,
  followUpUndoMessages,
  UpcomingFollowUpsQuery,
  UpdateFollowUpBody,
} from '../../../../common/contracts/crm';
import { crmApi } from '../../../../common/contracts/crm-api';
import {
  ContactImportBody,
  ContactImportResult,
  contactImportLimits,
  contactImportMessages,
} from '../../../../common/contracts/crm-import';
import { PersonDeals } from '../../../../common/contracts/growth';
import { crmText } from '../../../../content/crm';
import type { AppContext } from '../../core/app-context';
import { on } from '../../http/on';
import { requestToday } from '../../http/time-zone';
import { requireUser } from '../../plugins/auth';
import { HttpError } from '../../errors';
import { createAtOnceLimit } from '../../workers/at-once-limit';
import { dealsOfPerson } from '../people';
import { getCrmAnalytics } from './analytics-service';
import {
  createContact,
  deleteContact,
  getContact,
  listContacts,
  restoreContact,
  updateContact,
} from './contacts-service';
import { exportContactsCsv } from './export-service';
import { importContactRows } from './import-service';
import {
  createFollowUp,
  deleteFollowUp,
  listFollowUps,
  listNextFollowUps,
  listUpcomingFollowUps,
  restoreFollowUp,
  setFollowUpCompleted,
  updateFollowUp,
} from './follow-ups-service';

/** Contacts and follow-ups, with completing, undo, CSV export and import. Every row is its owner's. */
export const crmRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, deps }) => {
  app.route({
    ...on(crmApi.listContacts),
    schema: { querystring: ContactListQuery, response: { 200: ContactPage } },
    handler: async (request) => listContacts(db, requireUser(request).id, request.query),
  });

  app.route({
    ...on(crmApi.analytics),
    schema: { querystring: CrmAnalyticsQuery, response: { 200: CrmAnalytics } },
    handler: async (request) =>
      getCrmAnalytics(
        db,
        requireUser(request).id,
        request.query.now ? new Date(request.query.now) : undefined,
      ),
  });

  app.route({
    ...on(crmApi.createContact),
    schema: { body: ContactBody, response: { 200: SavedContact, 201: SavedContact } },
    handler: async (request, reply) => {
      const contact = await createContact(db, requireUser(request).id, request.body);
      // The address was already one of the user's people: that person, nothing created.
      return reply.status(contact.existingPerson ? 200 : 201).send(contact);
    },
  });

  // A browser navigation (the Export CSV link): the file downloads with the session cookie.
  app.route({
    ...on(crmApi.exportContacts),
    handler: async (request, reply) => {
      const csv = Readable.from(exportContactsCsv(db, requireUser(request).id));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${crmText.csvFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  // A file's rows arrive a batch at a time (docs/decisions/0055-contacts-import.md); each batch is
  // one transaction, and one account has at most two batches in the works at once.
  const importsAtOnce = createAtOnceLimit({
    db,
    name: 'contact-imports-at-once',
    atOnce: contactImportLimits.atOncePerAccount,
    leaseSeconds: 60,
    now: deps.now,
  });
  app.route({
    ...on(crmApi.importContacts),
    bodyLimit: contactImportLimits.bodyBytes,
    schema: { body: ContactImportBody, response: { 200: ContactImportResult } },
    handler: async (request, reply) => {
      const userId = requireUser(request).id;
      if (!(await importsAtOnce.claim(userId))) {
        reply.header('retry-after', contactImportLimits.retryAfterSeconds);
        throw new HttpError(429, contactImportMessages.busy);
      }
      try {
        return await importContactRows(db, userId, request.body.rows);
      } finally {
        await importsAtOnce.release(userId);
      }
    },
  });

  app.route({
    ...on(crmApi.restoreContact),
    schema: { body: RestoreContactBody, response: { 200: RestoredContact } },
    handler: async (request) => {
      const restored = await restoreContact(db, requireUser(request).id, request.body.contactId);
      return { message: crmSuccess.contactRestored, ...restored };
    },
  });

  app.route({
    ...on(crmApi.getContact),
    schema: { params: IdParams, response: { 200: Contact } },
    handler: async (request) => getContact(db, requireUser(request).id, request.params.id),
  });

  app.route({
    ...on(crmApi.contactDeals),
    schema: { params: IdParams, response: { 200: PersonDeals } },
    handler: async (request) => {
      const userId = requireUser(request).id;
      // Someone else's contact, or none, is a 404 as on every other contact path.
      await getContact(db, userId, request.params.id);
      return { items: await dealsOfPerson(db, userId, request.params.id) };
    },
  });

  app.route({
    ...on(crmApi.updateContact),
    schema: { params: IdParams, body: ContactUpdateBody, response: { 200: Contact } },
    handler: async (request) =>
      updateContact(db, requireUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...on(crmApi.deleteContact),
    schema: { params: IdParams, response: { 200: DeletedContact } },
    handler: async (request) => {
      const deleted = await deleteContact(db, requireUser(request).id, request.params.id);
      return { message: crmSuccess.contactDeleted, ...deleted };
    },
  });

  app.route({
    ...on(crmApi.listFollowUps),
    schema: { querystring: FollowUpListQuery, response: { 200: FollowUpPage } },
    handler: async (request) => listFollowUps(db, requireUser(request).id, request.query),
  });

  app.route({
    ...on(crmApi.upcomingFollowUps),
    schema: { querystring: UpcomingFollowUpsQuery, response: { 200: z.array(FollowUp) } },
    handler: async (request) =>
      listUpcomingFollowUps(
        db,
        requireUser(request).id,
        request.query.now ? new Date(request.query.now) : new Date(),
      ),
  });

  app.route({
    ...on(crmApi.nextFollowUps),
    schema: { querystring: NextFollowUpsQuery, response: { 200: z.array(FollowUp) } },
    handler: async (request) =>
      listNextFollowUps(db, requireUser(request).id, request.query.contactIds),
  });

  app.route({
    ...on(crmApi.createFollowUp),
    schema: { body: FollowUpBody, response: { 201: FollowUp } },
    handler: async (request, reply) => {
      const userId = requireUser(request).id;
      const followUp = await createFollowUp(db, userId, request.body, requestToday(request));
      return reply.status(201).send(followUp);
    },
  });

  app.route({
    ...on(crmApi.updateFollowUp),
    schema: { params: IdParams, body: FollowUpBody, response: { 200: FollowUp } },
    handler: async (request) =>
      updateFollowUp(db, requireUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...on(crmApi.deleteFollowUp),
    schema: { params: IdParams, response: { 200: DeletedFollowUp } },
    handler: async (request) => deleteFollowUp(db, requireUser(request).id, request.params.id),
  });

  app.route({
    ...on(crmApi.restoreFollowUp),
    schema: { body: RestoreFollowUpBody, response: { 200: RestoredFollowUp } },
    handler: async (request) => {
      const followUp = await restoreFollowUp(db, requireUser(request).id, request.body.followUpId);
      return { message: followUpUndoMessages.restored, followUp };
    },
  });

  app.route({
    ...on(crmApi.setFollowUpCompleted),
    schema: { params: IdParams, body: UpdateFollowUpBody, response: { 200: FollowUp } },
    handler: async (request) =>
      setFollowUpCompleted(db, requireUser(request).id, request.params.id, request.body.completed),
  });
};
