import type { GuideSignupBody } from '../../../../common/contracts/marketing';
import type { Db } from '../../db/client';
import { guideSignups } from '../../db/schema';

/**
 * Stores a free-guide sign-up, or touches the one with the same email (ignoring case), so a
 * second download adds no duplicate and keeps the name and phone given first. Text is stored
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
    // Anyone can type any address into the form, so a second sign-up for a known email only
    // marks it as seen again: the name and phone given first are never replaced by a stranger's.
    .onConflictDoUpdate({
      target: guideSignups.emailKey,
      set: { updatedAt: now },
    });
  return true;
}
