import { randomBytes } from 'node:crypto';
import type { Entitlement } from '../../../common/catalogue';
import type { RegisterBody } from '../../../common/contracts/accounts';
import { ContactBody, FollowUpBody } from '../../../common/contracts/crm';
import type { Db } from '../db/client';
import { entitlements } from '../db/schema';
import { createUser } from '../features/accounts/service';
import { createContact } from '../features/crm/contacts-service';
import { createFollowUp, setFollowUpCompleted } from '../features/crm/follow-ups-service';
import { lessonIdsOf } from '../features/learning/lessons';
import { completeLesson, saveProgress, saveResumePosition } from '../features/learning/service';

/** Builds a member with unique credentials; used by the tests and by the demo seed. */
export async function buildUser(
  db: Db,
  overrides: Partial<RegisterBody> & {
    role?: 'member' | 'operator';
    emailVerified?: boolean;
    grants?: Entitlement[];
  } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const input = {
    username: overrides.username ?? `user_${suffix}`,
    email: overrides.email ?? `user_${suffix}@example.com`,
    password: overrides.password ?? 'correct-horse',
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'User',
    role: overrides.role,
    emailVerified: overrides.emailVerified ?? true,
  };
  const user = await createUser(db, input);
  for (const entitlement of overrides.grants ?? []) {
    await db.insert(entitlements).values({ userId: user.id, entitlement }).onConflictDoNothing();
  }
  return { ...user, password: input.password };
}

export async function buildProgress(
  db: Db,
  userId: string,
  moduleId: string,
  status: 'not_started' | 'in_progress' | 'completed' = 'completed',
) {
  // A module made of lessons gets its figure from its lessons: complete all, or the first two.
  const lessons = lessonIdsOf(moduleId);
  if (lessons) {
    const count = status === 'completed' ? lessons.length : status === 'in_progress' ? 2 : 0;
    for (const lessonId of lessons.slice(0, count)) {
      await completeLesson(db, userId, moduleId, lessonId);
    }
    // As the player leaves it: Next completes a lesson and opens the following one.
    if (count > 0 && count < lessons.length) {
      await saveResumePosition(db, userId, moduleId, count);
    }
    return;
  }
  return saveProgress(db, userId, moduleId, {
    status,
    progressPercentage: status === 'completed' ? 100 : status === 'in_progress' ? 40 : 0,
  });
}

/** A CRM contact of `userId`, through the same contract and service as the API. */
export async function buildContact(db: Db, userId: string, overrides: Partial<ContactBody> = {}) {
  const suffix = randomBytes(3).toString('hex');
  return createContact(db, userId, ContactBody.parse({ name: `Contact ${suffix}`, ...overrides }));
}

/** A follow-up with one of `userId`'s contacts, due tomorrow unless told otherwise. */
export async function buildFollowUp(
  db: Db,
  userId: string,
  contactId: string,
  overrides: Partial<FollowUpBody> & { completed?: boolean } = {},
) {
  const { completed, ...fields } = overrides;
  const followUp = await createFollowUp(
    db,
    userId,
    FollowUpBody.parse({
      contactId,
      title: 'Check in',
      followUpDate: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      ...fields,
    }),
  );
  return completed ? setFollowUpCompleted(db, userId, followUp.id, true) : followUp;
}
