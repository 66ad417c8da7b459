import { eq, sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { RegisterBody } from '../../../common/contracts/accounts';
import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { createUser } from '../features/accounts/service';

/**
 * Operators run the business; they are made here and never through the public API:
 *   npm run create-operator -- --username ops --email ops@example.com --password '...'
 * An existing account named by --username is promoted instead.
 */
loadDotEnv();
const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
  },
});
if (!values.username) {
  console.error(
    'Usage: npm run create-operator -- --username NAME [--email EMAIL --password PASSWORD]',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const [existing] = await database.db
  .select({ id: users.id })
  .from(users)
  .where(eq(sql`lower(${users.username})`, values.username.toLowerCase()));
if (existing) {
  await database.db.update(users).set({ role: 'operator' }).where(eq(users.id, existing.id));
  console.log(`${values.username} is now an operator`);
} else {
  const parsed = RegisterBody.safeParse({
    username: values.username,
    email: values.email,
    password: values.password,
  });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    process.exit(2);
  }
  await createUser(database.db, { ...parsed.data, role: 'operator', emailVerified: true });
  console.log(`operator ${values.username} created`);
}
await database.close();
