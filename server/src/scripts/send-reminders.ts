import { loadConfig, loadDotEnv } from '../config';
import { createMailer } from '../core/email/outbox';
import { openDatabase } from '../db/client';
import { createLogger } from '../logger';
import { sendDueReminders } from '../features/reminders/due-reminders';

/**
 * `npm run send-reminders`: one run of the morning reminder against the configured database, for
 * deployments that prefer cron to the server's own schedule (run it every 15 minutes or hourly:
 * each account's morning comes at its own hour). A second run on the same day sends nothing more.
 * The emails it queues are then delivered here once, so a reminder leaves even while no server
 * runs; a server that does run sends them as well, and never twice.
 */
loadDotEnv();
const config = loadConfig();
const log = createLogger({ level: config.logLevel });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const { sent } = await sendDueReminders(database.db, {
    appUrl: config.publicUrl,
    now: new Date(),
  });
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
  });
  await mailer.deliverDue();
  await mailer.stop();
  console.log(`morning reminders: ${sent} sent`);
} finally {
  await database.close();
}
