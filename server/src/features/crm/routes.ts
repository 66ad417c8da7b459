import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Contact,
  ContactBody,
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
  followUpUndoMessages,
  UpcomingFollowUpsQuery,
  UpdateFollowUpBody,
} from '../../../../common/contracts/crm';
import { crmText } from '../../../../content/crm';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../plugins/auth';
import { requestToday } from '../growth/time-zone';
import {
  createContact,
  createFollowUp,
  deleteContact,
  deleteFollowUp,
  exportContactsCsv,
  getCrmAnalytics,
  getContact,
  listContacts,
  listFollowUps,
  listNextFollowUps,
  listUpcomingFollowUps,
  restoreContact,
  restoreFollowUp,
  setFollowUpCompleted,
  updateContact,
  updateFollowUp,
} from './service';

/** Contacts and follow-ups, with completing, undo and CSV export. Every row is its owner's. */
export const crmRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/api/crm/contacts',
    { schema: { querystring: ContactListQuery, response: { 200: ContactPage } } },
    async (request) => listContacts(db, requireUser(request).id, request.query),
  );

  app.get(
    '/api/crm/analytics',
    { schema: { querystring: CrmAnalyticsQuery, response: { 200: CrmAnalytics } } },
    async (request) =>
      getCrmAnalytics(
        db,
        requireUser(request).id,
        request.query.now ? new Date(request.query.now) : undefined,
      ),
  );

  app.post(
    '/api/crm/contacts',
    { schema: { body: ContactBody, response: { 201: Contact } } },
    async (request, reply) => {
      const contact = await createContact(db, requireUser(request).id, request.body);
      return reply.status(201).send(contact);
    },
  );

  // A browser navigation (the Export CSV link): the file downloads with the session cookie.
  app.get('/api/crm/contacts/export.csv', async (request, reply) => {
    const csv = Readable.from(exportContactsCsv(db, requireUser(request).id));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${crmText.csvFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post(
    '/api/crm/contacts/restore',
    { schema: { body: RestoreContactBody, response: { 200: RestoredContact } } },
    async (request) => {
      const restored = await restoreContact(db, requireUser(request).id, request.body.contactId);
      return { message: crmSuccess.contactRestored, ...restored };
    },
  );

  app.get(
    '/api/crm/contacts/:id',
    { schema: { params: IdParams, response: { 200: Contact } } },
    async (request) => getContact(db, requireUser(request).id, request.params.id),
  );

  app.put(
    '/api/crm/contacts/:id',
    { schema: { params: IdParams, body: ContactBody, response: { 200: Contact } } },
    async (request) => updateContact(db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/crm/contacts/:id',
    { schema: { params: IdParams, response: { 200: DeletedContact } } },
    async (request) => {
      const deleted = await deleteContact(db, requireUser(request).id, request.params.id);
      return { message: crmSuccess.contactDeleted, ...deleted };
    },
  );

  app.get(
    '/api/crm/follow-ups',
    { schema: { querystring: FollowUpListQuery, response: { 200: FollowUpPage } } },
    async (request) => listFollowUps(db, requireUser(request).id, request.query),
  );

  app.get(
    '/api/crm/follow-ups/upcoming',
    { schema: { querystring: UpcomingFollowUpsQuery, response: { 200: z.array(FollowUp) } } },
    async (request) =>
      listUpcomingFollowUps(
        db,
        requireUser(request).id,
        request.query.now ? new Date(request.query.now) : new Date(),
      ),
  );

  app.get(
    '/api/crm/follow-ups/next',
    { schema: { querystring: NextFollowUpsQuery, response: { 200: z.array(FollowUp) } } },
    async (request) => listNextFollowUps(db, requireUser(request).id, request.query.contactIds),
  );

  app.post(
    '/api/crm/follow-ups',
    { schema: { body: FollowUpBody, response: { 201: FollowUp } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const followUp = await createFollowUp(db, userId, request.body, requestToday(request));
      return reply.status(201).send(followUp);
    },
  );

  app.put(
    '/api/crm/follow-ups/:id',
    { schema: { params: IdParams, body: FollowUpBody, response: { 200: FollowUp } } },
    async (request) => updateFollowUp(db, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/crm/follow-ups/:id',
    { schema: { params: IdParams, response: { 200: DeletedFollowUp } } },
    async (request) => deleteFollowUp(db, requireUser(request).id, request.params.id),
  );

  app.post(
    '/api/crm/follow-ups/restore',
    { schema: { body: RestoreFollowUpBody, response: { 200: RestoredFollowUp } } },
    async (request) => {
      const followUp = await restoreFollowUp(db, requireUser(request).id, request.body.followUpId);
      return { message: followUpUndoMessages.restored, followUp };
    },
  );

  app.patch(
    '/api/crm/follow-ups/:id',
    { schema: { params: IdParams, body: UpdateFollowUpBody, response: { 200: FollowUp } } },
    async (request) =>
      setFollowUpCompleted(db, requireUser(request).id, request.params.id, request.body.completed),
  );
};
