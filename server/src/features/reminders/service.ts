import { eq } from 'drizzle-orm';
import { reminderMessages } from '../../../../common/contracts/reminders';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * Turns the morning reminder off for the account whose email-settings token this is; again is
 * fine (the link may be pressed twice). A token that is no account's changes nothing and gets
 * one sentence, whatever its shape.
 */
export async function turnOffReminders(db: Db, token: string): Promise<void> {
  const [turnedOff] = await db
    .update(users)
    .set({ remindersEnabled: false })
    .where(eq(users.emailSettingsToken, token))
    .returning({ id: users.id });
  if (!turnedOff) throw notFound(reminderMessages.linkInvalid);
}
