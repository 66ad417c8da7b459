import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { seedDemo } from './db/seed';
import { deleteExpiredSessions } from './features/accounts/sessions';
import { createMailer } from './features/email/outbox';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger({
    level: config.logLevel,
    pretty: !config.isProduction && process.stdout.isTTY,
  });

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  log.info(
    {
      database: database.driver,
      ...(database.driver === 'pglite' ? { dataDir: config.dataDir } : {}),
    },
    'database ready',
  );
  if (config.seedDemo) await seedDemo(database.db, log);
  await deleteExpiredSessions(database.db);

  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
  });
  if (!config.smtpUrl)
    log.info(
      'SMTP_URL is not set: emails are kept in the email_outbox table and their links logged',
    );
  mailer.start();

  const app = await buildApp({ config, db: database.db, mailer, logger: log });
  await app.listen({ host: config.host, port: config.port });
  log.info(`${config.publicUrl} is ready`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await mailer.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
