import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from './email/outbox';
import type { PaymentProvider } from './payments/provider';
import type { WorkerPool } from '../workers/pool';

/**
 * What the money services work with, made once by buildApp and handed over whole: a service reads
 * the fields it needs instead of taking each as a parameter of its own.
 */
export type AppDeps = {
  db: Db;
  /** Stripe when its keys are configured, otherwise the simulated test mode. */
  provider: PaymentProvider;
  mailer: Mailer;
  /** The public address every link in an email starts with (APP_URL or PUBLIC_URL). */
  appUrl: string;
  /** OPERATOR_EMAIL: where the team's notices go; empty: to every operator. */
  operatorEmails: readonly string[];
  log: FastifyBaseLogger;
  /** The clock every money record is stamped with and every limit counts by. */
  now: () => Date;
};

/**
 * What every feature's routes receive. `workers`: the process's thread pool for CPU-heavy work
 * (server/src/workers/pool.ts), closed with the app.
 */
export type AppContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  deps: AppDeps;
  workers: WorkerPool;
};
