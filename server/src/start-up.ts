import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { noOperatorText } from '../../content/operator-script';
import type { Config } from './config';
import { deleteExpiredSessions } from './core/sessions';
import type { Database, Db } from './db/client';
import { users } from './db/schema';
import { seedDemo } from './demo/seed';

/**
 * Once per start, before the server listens: the migrations and the demo seed (each under the
 * migration lock, so any number of processes may start together on one fresh database), a
 * warning when nobody would hear of a paid order, and old sessions removed.
 */
export async function prepareDatabase(database: Database, config: Config, log: Logger) {
  await database.migrate();
  log.info(
    {
      database: database.driver,
      ...(database.driver === 'pglite' ? { dataDir: config.dataDir } : {}),
    },
    'database ready',
  );
  if (config.seedDemo) {
    await database.underMigrationLock((db) =>
      seedDemo(db, { log, withOperator: !config.isProduction }),
    );
  }
  await warnWhenNoOperator(database.db, config, log);
  await deleteExpiredSessions(database.db);
}

/**
 * A paid lead order promises delivery within 24 hours: a server where no operator account exists
 * says so as it starts, with the command that makes one (OPERATOR_EMAIL alone hears of orders,
 * but only an operator can open the console and deliver them). Answers whether it warned.
 */
export async function warnWhenNoOperator(db: Db, config: Config, log: Logger): Promise<boolean> {
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'operator'))
    .limit(1);
  if (operator) return false;
  log.warn(
    config.operatorEmails.length > 0 ? noOperatorText.atStartWithEmail : noOperatorText.atStart,
  );
  return true;
}
