import { parseArgs } from 'node:util';
import { operatorScriptText } from '../../../content/operator-script';

/**
 * Operators run the business; they are made here and never through the public API:
 *   npm run create-operator -- --username ops --email ops@example.com --password '...'
 * An existing account named by --username is promoted instead; --remove takes the role away.
 */
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    remove: { type: 'boolean' },
  },
});
if (!values.username) {
  console.error(operatorScriptText.usage);
  process.exit(2);
}
// The server's modules load only once there is work to do: the usage answers at once.
const { loadConfig, loadDotEnv } = await import('../config');
const { openDatabase } = await import('../db/client');
const { HttpError } = await import('../errors');
const { makeOperator, removeOperator } = await import('../features/operator/accounts');
loadDotEnv();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(
    values.remove
      ? await removeOperator(database.db, values.username)
      : await makeOperator(database.db, values),
  );
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await database.close();
}
