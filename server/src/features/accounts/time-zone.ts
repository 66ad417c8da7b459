import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The account's time zone, from its browser, when none is known yet: the morning reminder then
 * comes in the reader's morning without anyone setting it. A zone already there (from an earlier
 * sign-in, or chosen in the settings) stays.
 */
export async function rememberTimeZone(db: Db, userId: string, timeZone: string | null) {
  if (timeZone === null) return;
  await db
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.id, userId), isNull(users.timeZone)));
}
