import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';
import { seedDemo } from '../demo/seed';

/**
 * `npm run db:migrate` applies the migrations; `npm run db:seed` also creates the demo account
 * (and, outside production, the demo operator), under the same lock a starting server takes.
 */
loadDotEnv();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
console.log(`migrations applied (${database.driver})`);
if (process.argv.includes('--seed')) {
  const created = await database.underMigrationLock((db) =>
    seedDemo(db, { withOperator: !config.isProduction }),
  );
  console.log(created.member ? 'demo account created' : 'demo account already exists');
  if (!config.isProduction) {
    console.log(created.operator ? 'demo operator created' : 'demo operator already exists');
  }
}
await database.close();
