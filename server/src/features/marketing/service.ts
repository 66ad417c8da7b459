import { sql } from 'drizzle-orm';
import type { GuideSignupBody } from '../../../../common/contracts/marketing';
import type { Db } from '../../db/client';
import { guideSignups } from '../../db/schema';

/**
 * Stores a free-guide sign-up, or refreshes the one with the same email (ignoring case), so a
 * second download updates the name and phone instead of adding a duplicate. Text is stored
 * exactly as typed: pages render it as text, never as HTML.
 * Returns false when the honeypot was filled: the caller answers as usual and nothing is kept.
 */
export async function saveGuideSignup(db: Db, input: GuideSignupBody): Promise<boolean> {
  if (input.website.trim() !== '') return false;
  const now = new Date();
  await db
    .insert(guideSignups)
    .values({
      firstName: input.firstName,
      email: input.email,
      emailKey: input.email.toLowerCase(),
      phone: input.phone,
      source: input.source,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: guideSignups.emailKey,
      set: {
        firstName: sql`excluded.first_name`,
        email: sql`excluded.email`,
        phone: sql`excluded.phone`,
        source: sql`excluded.source`,
        updatedAt: now,
      },
    });
  return true;
}
