import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';
import { seedDemo } from '../demo/seed';

/** `npm run db:migrate` applies the migrations; `npm run db:seed` also creates the demo account. */
loadDotEnv();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
console.log(`migrations applied (${database.driver})`);
if (process.argv.includes('--seed')) {
  const created = await seedDemo(database.db);
  console.log(created ? 'demo account created' : 'demo account already exists');
}
await database.close();
