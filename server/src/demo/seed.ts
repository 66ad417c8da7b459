import { eq, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { buildProgress, buildUser } from './factories';
import { users } from '../db/schema';
import { seedDemoCrm } from './seed-crm';

export const DEMO_ACCOUNT = { username: 'demo', password: 'demo-launchpad' } as const;
export const DEMO_OPERATOR = { username: 'operator', password: 'operator-launchpad' } as const;

const DEMO_EMAIL = 'demo@agency-launchpad.test';
const DEMO_OPERATOR_EMAIL = 'operator@agency-launchpad.test';

export type SeedOptions = {
  log?: Logger;
  /**
   * Also the demo operator. Never in production: its password is published, and an operator
   * sees every customer's orders (a published member password exposes only the demo's own data).
   */
  withOperator?: boolean;
};

/** What one run created; a run over a seeded database creates nothing. */
export type SeedResult = { member: boolean; operator: boolean };

/** Whether an account already holds this username or this address, in any case. */
async function isTaken(db: Db, username: string, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Creates the demo account with a little of its data and, outside production, the demo operator;
 * each once. Each account and its data are one transaction, so a run that stopped half-way left
 * nothing behind, and a second run adds nothing and fails on nothing. Processes starting together
 * run it one at a time (Database.underMigrationLock).
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const { log, withOperator = true } = options;
  const member = await db.transaction(async (tx) => {
    if (await isTaken(tx, DEMO_ACCOUNT.username, DEMO_EMAIL)) return false;
    const demo = await buildUser(tx, {
      username: DEMO_ACCOUNT.username,
      password: DEMO_ACCOUNT.password,
      email: DEMO_EMAIL,
      firstName: 'Dana',
      lastName: 'Rivera',
      emailVerified: true,
      grants: ['agency', 'toolbox'],
    });
    // A returning member: its sign-ins say "Welcome back".
    await tx.update(users).set({ firstSignedInAt: new Date() }).where(eq(users.id, demo.id));
    await buildProgress(tx, demo.id, 'ai-foundations-1', 'completed');
    await buildProgress(tx, demo.id, 'basics', 'completed');
    await buildProgress(tx, demo.id, 'ai-foundations-2', 'in_progress');
    await seedDemoCrm(tx, demo.id);
    return true;
  });
  if (member) log?.info({ username: DEMO_ACCOUNT.username }, 'demo account created');

  const operator =
    withOperator &&
    (await db.transaction(async (tx) => {
      if (await isTaken(tx, DEMO_OPERATOR.username, DEMO_OPERATOR_EMAIL)) return false;
      await buildUser(tx, {
        username: DEMO_OPERATOR.username,
        password: DEMO_OPERATOR.password,
        email: DEMO_OPERATOR_EMAIL,
        firstName: 'Omar',
        lastName: 'Reyes',
        role: 'operator',
        emailVerified: true,
      });
      return true;
    }));
  if (operator) log?.info({ username: DEMO_OPERATOR.username }, 'demo operator created');
  return { member, operator };
}
