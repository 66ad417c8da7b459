import { randomBytes } from 'node:crypto';
import type { RegisterBody } from '../../../common/contracts/accounts';
import { createUser } from '../features/accounts/service';
import { saveProgress } from '../features/progress/service';
import type { Db } from './client';
import { entitlements } from './schema';

/** Builds a member with unique credentials; used by the tests and by the demo seed. */
export async function buildUser(
  db: Db,
  overrides: Partial<RegisterBody> & {
    role?: 'member' | 'operator';
    emailVerified?: boolean;
    grants?: Array<'toolbox' | 'agency'>;
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
  return saveProgress(db, userId, moduleId, {
    status,
    progressPercentage: status === 'completed' ? 100 : status === 'in_progress' ? 40 : 0,
  });
}
