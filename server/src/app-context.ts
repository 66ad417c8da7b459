import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './core/email/outbox';

/** What every feature's routes receive. */
export type AppContext = { db: Db; config: Config; mailer: Mailer };
