import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needsOfApiPath } from '../../../../common/access';
import { CalendarFeedReply } from '../../../../common/contracts/crm';
import { crmApi } from '../../../../common/contracts/crm-api';
import type { AppContext } from '../../core/app-context';
import { notFound } from '../../errors';
import { on } from '../../http/on';
import { isUnlocked } from '../../plugins/access';
import { requireUser } from '../../plugins/auth';
import {
  calendarFeedFor,
  calendarFeedToken,
  calendarFeedUrl,
  rotateCalendarFeedToken,
} from './calendar-feed';

// Per client address. Calendar apps fetch a feed every hour or more rarely; a burst is someone
// probing addresses.
const FEED_FETCHES_PER_ADDRESS_PER_MINUTE = 60;

/** The private calendar address of the CRM's open follow-ups, and the feed behind it. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, deps, config },
) => {
  const needs = needsOfApiPath(crmApi.calendarFeedFile.path);
  app.route({
    ...on(crmApi.calendarFeed),
    schema: { response: { 200: CalendarFeedReply } },
    handler: async (request) => {
      const token = await calendarFeedToken(db, requireUser(request).id);
      return { url: calendarFeedUrl(deps.appUrl, token) };
    },
  });

  app.route({
    ...on(crmApi.rotateCalendarFeed),
    schema: { response: { 200: CalendarFeedReply } },
    handler: async (request) => {
      const token = await rotateCalendarFeedToken(db, requireUser(request).id);
      return { url: calendarFeedUrl(deps.appUrl, token) };
    },
  });

  // Read by calendar apps, which send no cookie: the token in the address is the key. A wrong or
  // rotated token is the same 404 as a malformed one.
  app.route({
    ...on(crmApi.calendarFeedFile),
    schema: { params: z.strictObject({ file: z.string().max(200) }) },
    config: { rateLimit: { max: FEED_FETCHES_PER_ADDRESS_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const calendar = await calendarFeedFor(db, request.params.file, {
        appUrl: deps.appUrl,
        now: deps.now(),
        mayOpen: (held) => needs === null || isUnlocked(config, held, needs),
      });
      if (calendar === null) throw notFound('Calendar not found');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="follow-ups.ics"')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(calendar);
    },
  });
};
