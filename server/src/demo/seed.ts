import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { buildProgress, buildUser } from './factories';
import { users } from '../db/schema';
import { seedDemoCrm } from './seed-crm';

export const DEMO_ACCOUNT = { username: 'demo', password: 'demo-launchpad' } as const;

/** Creates the demo account and a little of its data, once. */
export async function seedDemo(db: Db, log?: Logger): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNT.username));
  if (existing.length > 0) return false;
  const demo = await buildUser(db, {
    username: DEMO_ACCOUNT.username,
    password: DEMO_ACCOUNT.password,
    email: 'demo@agency-launchpad.test',
    firstName: 'Dana',
    lastName: 'Rivera',
    emailVerified: true,
    grants: ['agency', 'toolbox'],
  });
  // A returning member: its sign-ins say "Welcome back".
  await db.update(users).set({ firstSignedInAt: new Date() }).where(eq(users.id, demo.id));
  await buildProgress(db, demo.id, 'ai-foundations-1', 'completed');
  await buildProgress(db, demo.id, 'basics', 'completed');
  await buildProgress(db, demo.id, 'ai-foundations-2', 'in_progress');
  await seedDemoCrm(db, demo.id);
  log?.info(
    { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password },
    'demo account created',
  );
  return true;
}
