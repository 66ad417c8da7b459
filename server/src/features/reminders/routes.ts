import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReply } from '../../../../common/contracts/accounts';
import { reminderMessages, TurnOffRemindersBody } from '../../../../common/contracts/reminders';
import { remindersApi } from '../../../../common/contracts/reminders-api';
import type { AppContext } from '../../core/app-context';
import { on } from '../../http/on';
import { turnOffReminders } from './service';

// Per client address: the link is pressed once or twice by a person; more is someone guessing.
const TURN_OFF_PER_ADDRESS_PER_HOUR = 30;

/**
 * The reminder email's "turn off" link lands on a page (/reminders/off) whose button sends the
 * token here: a link alone changes nothing, so a mail scanner that opens every link turns nothing
 * off. No session is needed, and none is read.
 */
export const reminderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.route({
    ...on(remindersApi.turnOff),
    schema: { body: TurnOffRemindersBody, response: { 200: MessageReply } },
    config: { rateLimit: { max: TURN_OFF_PER_ADDRESS_PER_HOUR, timeWindow: '1 hour' } },
    handler: async (request) => {
      await turnOffReminders(db, request.body.token);
      return { message: reminderMessages.turnedOff };
    },
  });
};
