import cluster from 'node:cluster';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { prepareDatabase } from './start-up';
import { createMailer } from './core/email/outbox';
import { createReminderSchedule } from './features/reminders/schedule';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const log = createLogger({
    level: config.logLevel,
    pretty: !config.isProduction && process.stdout.isTTY,
  });

  // PGlite is one connection inside one process, so only PostgreSQL gets several workers.
  const workerCount = config.databaseUrl ? config.webConcurrency : 1;
  if (cluster.isPrimary && workerCount > 1) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
    await prepareDatabase(database, config, log);
    await database.close();
    runWorkers(workerCount, log);
    return;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // All workers together stay within PostgreSQL's default of 100 connections.
    poolSize: Math.min(20, Math.max(5, Math.floor(80 / workerCount))),
  });
  // Workers find the database prepared by the primary process before it started them.
  if (cluster.isPrimary) await prepareDatabase(database, config, log);

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
  // The morning reminder (docs/decisions/0056-reminders-and-calendar-feed.md), in every process.
  const reminders = createReminderSchedule({ db: database.db, appUrl: config.publicUrl, log });
  reminders.start();
  // The address actually bound (PORT=0 picks a free port, as the start-up test does).
  const address = await app.listen({ host: config.host, port: config.port });
  log.info({ address }, `${config.publicUrl} is ready`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await reminders.stop();
    await mailer.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * One worker per configured process, all serving the same port. A worker that stops after it
 * served is replaced; one that stops before it listens means the start itself fails, so the
 * whole server stops instead of restarting it forever.
 */
function runWorkers(count: number, log: Logger) {
  let isStopping = false;
  let stopCode = 0;
  let running = 0;
  const listening = new Set<number>();
  const fork = () => {
    running++;
    cluster.fork();
  };
  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    running--;
    const hadStarted = listening.delete(worker.id);
    if (isStopping) {
      if (running === 0) process.exit(stopCode);
      return;
    }
    if (!hadStarted) {
      log.fatal({ workerPid: worker.process.pid, code, signal }, 'a worker failed to start');
      stop('start-up failure', 1);
      return;
    }
    log.error(
      { workerPid: worker.process.pid, code, signal },
      'a worker stopped; starting another',
    );
    setTimeout(fork, 1000);
  });
  const stop = (reason: string, exitCode = 0) => {
    if (isStopping) return;
    isStopping = true;
    stopCode = exitCode;
    log.info({ reason }, 'shutting down');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (running === 0) process.exit(stopCode);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < count; i++) fork();
  log.info({ workers: count }, 'workers started');
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
