import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import { users } from '../server/src/db/schema';
import { buildContact, buildFollowUp, buildUser } from '../server/src/demo/factories';
import { sendDueReminders } from '../server/src/features/reminders/due-reminders';

// Run before e2e/reminders.spec.ts's own server starts, on its database: an account with a
// follow-up due, and one run of the morning reminder at a chosen morning, so the server's outbox
// delivers a real reminder email (with its real "turn off" link) as soon as it starts.

const [email, username] = process.argv.slice(2);
const database = await openDatabase({ dataDir: process.env.DATA_DIR });
try {
  await database.migrate();
  const user = await buildUser(database.db, { email, username, firstName: 'Riley' });
  await database.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, user.id));
  const contact = await buildContact(database.db, user.id, { name: 'Dana Client' });
  await buildFollowUp(database.db, user.id, contact.id, {
    title: 'Call about the website',
    followUpDate: '2030-01-15T10:00:00.000Z',
  });
  await sendDueReminders(database.db, {
    appUrl: process.env.PUBLIC_URL!,
    now: new Date('2030-01-15T08:00:00.000Z'),
  });
} finally {
  await database.close();
}
