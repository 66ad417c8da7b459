import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageReply } from '../../../../common/contracts/accounts';
import {
  AccountSettings,
  ChangePasswordBody,
  DeleteAccountBody,
  SaveNameBody,
  SaveRemindersBody,
  SaveTimeZoneBody,
  settingsMessages,
} from '../../../../common/contracts/settings';
import { settingsApi } from '../../../../common/contracts/settings-api';
import { settingsText } from '../../../../content/settings-text';
import type { AppContext } from '../../core/app-context';
import { deleteSession } from '../../core/sessions';
import { HttpError } from '../../errors';
import { on } from '../../http/on';
import { clearSessionCookie, requireUser } from '../../plugins/auth';
import { createAtOnceLimit } from '../../workers/at-once-limit';
import { accountDataFiles } from './data-export';
import {
  accountSettings,
  changePassword,
  checkOwnPassword,
  deleteAccount,
  PasswordTriesExceeded,
  saveName,
  saveReminders,
  saveTimeZone,
} from './settings-service';
import { zipStream } from './zip-stream';

/** Data downloads one account may have in the making at once, and may start in an hour. */
const EXPORTS_AT_ONCE = 1;
const EXPORTS_PER_HOUR = 10;
// A claim is forgotten after this long if its process dies mid-download.
const EXPORT_LEASE_SECONDS = 10 * 60;
const EXPORT_RETRY_SECONDS = 10;

/** A 429 from the password check carries its Retry-After. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PasswordTriesExceeded) {
      reply.header('retry-after', error.retryAfterSeconds);
    }
    throw error;
  }
}

/** The account settings page (/settings): the signed-in account's own details, data and deletion. */
export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config, deps },
) => {
  app.route({
    ...on(settingsApi.settings),
    schema: { response: { 200: AccountSettings } },
    handler: async (request) => accountSettings(db, requireUser(request).id),
  });

  app.route({
    ...on(settingsApi.saveName),
    schema: { body: SaveNameBody, response: { 200: AccountSettings } },
    handler: async (request) => saveName(db, requireUser(request), request.body),
  });

  app.route({
    ...on(settingsApi.saveTimeZone),
    schema: { body: SaveTimeZoneBody, response: { 200: AccountSettings } },
    handler: async (request) => saveTimeZone(db, requireUser(request).id, request.body.timeZone),
  });

  app.route({
    ...on(settingsApi.saveReminders),
    schema: { body: SaveRemindersBody, response: { 200: AccountSettings } },
    handler: async (request) =>
      saveReminders(db, requireUser(request).id, request.body.remindersEnabled),
  });

  app.route({
    ...on(settingsApi.changePassword),
    schema: { body: ChangePasswordBody, response: { 200: MessageReply } },
    handler: async (request, reply) => {
      const user = requireUser(request);
      await withRetryAfter(reply, () =>
        checkOwnPassword(db, {
          user,
          password: request.body.currentPassword,
          ip: request.ip,
          now: deps.now(),
          wrongMessage: settingsMessages.currentPasswordWrong,
        }),
      );
      await changePassword(db, user.id, request.sessionToken ?? '', request.body.newPassword);
      return { message: settingsMessages.passwordChanged };
    },
  });

  app.route({
    ...on(settingsApi.deleteAccount),
    schema: { body: DeleteAccountBody, response: { 200: MessageReply } },
    handler: async (request, reply) => {
      const user = requireUser(request);
      await withRetryAfter(reply, () =>
        checkOwnPassword(db, {
          user,
          password: request.body.password,
          ip: request.ip,
          now: deps.now(),
          wrongMessage: settingsMessages.deletePasswordWrong,
        }),
      );
      await deleteAccount(db, user);
      if (request.sessionToken) await deleteSession(db, request.sessionToken);
      clearSessionCookie(reply, config);
      return { message: settingsMessages.accountDeleted };
    },
  });

  // The download is gathered and compressed as it is sent (zlib on libuv's threads), one archive
  // at a time per account across every process, and a few an hour
  // (docs/decisions/0057-account-settings.md).
  const exportsAtOnce = createAtOnceLimit({
    db,
    name: 'data-exports-at-once',
    atOnce: EXPORTS_AT_ONCE,
    leaseSeconds: EXPORT_LEASE_SECONDS,
    now: deps.now,
  });
  const exportsPerHour = app.createRateLimit({
    max: EXPORTS_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `data-exports:${request.user?.id ?? ''}`,
  });

  app.route({
    ...on(settingsApi.exportData),
    handler: async (request, reply) => {
      const user = requireUser(request);
      if (!(await exportsAtOnce.claim(user.id))) {
        reply.header('retry-after', EXPORT_RETRY_SECONDS);
        throw new HttpError(429, settingsMessages.exportRunning);
      }
      let isHandedOver = false;
      try {
        const hourly = await exportsPerHour(request);
        if (!hourly.isAllowed && hourly.isExceeded) {
          const seconds = Math.max(1, hourly.ttlInSeconds);
          reply.header('retry-after', seconds);
          throw new HttpError(429, settingsMessages.exportTooMany(seconds));
        }
        const now = deps.now();
        const archive = zipStream(accountDataFiles(db, user.id, config.publicUrl), now);
        // The claim is given back once the archive is sent, or the reader has gone.
        archive.once('close', () => void exportsAtOnce.release(user.id));
        isHandedOver = true;
        const day = now.toISOString().slice(0, 10);
        return reply
          .header('content-type', 'application/zip')
          .header(
            'content-disposition',
            `attachment; filename="${settingsText.data.fileName(day)}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(archive);
      } finally {
        if (!isHandedOver) await exportsAtOnce.release(user.id);
      }
    },
  });
};
