import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { CurrentUser, RegisterBody } from '../../../../common/contracts/accounts';
import { welcomeEmail } from '../../../../content/emails';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { emailVerifications, users } from '../../db/schema';
import { conflict } from '../../errors';
import { createToken, hashToken } from '../../tokens';
import { attachOrdersToUser } from '../checkout/fulfilment';
import { enqueueEmail } from '../email/outbox';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { SessionUser } from './sessions';

const VERIFY_LINK_MS = 7 * 24 * 60 * 60 * 1000;

export async function createUser(
  db: Db,
  input: RegisterBody & { role?: 'member' | 'operator'; emailVerified?: boolean },
) {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, input.username.toLowerCase()),
        eq(sql`lower(${users.email})`, input.email.toLowerCase()),
      ),
    );
  if (taken.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) {
    throw conflict('That username is already taken. Please choose another.');
  }
  if (taken.length > 0) {
    throw conflict('An account with this email already exists. Try signing in instead.');
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        role: input.role ?? 'member',
        emailVerifiedAt: input.emailVerified ? new Date() : null,
      })
      .returning();
    return user;
  } catch (error) {
    // Two registrations raced past the check above; the unique index decides.
    if (isUniqueViolation(error)) throw conflict('That username or email is already registered.');
    throw error;
  }
}

/** Registers a member and queues the welcome email with its verification link. */
export async function registerUser(db: Db, input: RegisterBody, appUrl: string) {
  const user = await createUser(db, input);
  const token = await createEmailVerification(db, user.id, user.email);
  const email = welcomeEmail({
    firstName: user.firstName,
    username: user.username,
    verifyUrl: `${appUrl}/api/auth/verify-email?token=${token}`,
    appUrl,
  });
  await enqueueEmail(db, { to: user.email, ...email });
  return user;
}

export async function createEmailVerification(db: Db, userId: string, email: string) {
  const token = createToken();
  await db.insert(emailVerifications).values({
    id: hashToken(token),
    userId,
    email,
    expiresAt: new Date(Date.now() + VERIFY_LINK_MS),
  });
  return token;
}

/** Marks the address verified when the token is known, unused, unexpired and still the account's email. */
export async function verifyEmail(db: Db, token: string): Promise<boolean> {
  if (token.length < 20 || token.length > 200) return false;
  const now = new Date();
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.id, hashToken(token)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning();
  if (!row) return false;
  const updated = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, row.userId), eq(sql`lower(${users.email})`, row.email.toLowerCase())))
    .returning({ id: users.id });
  if (updated.length === 0) return false;
  // Purchases made with this email while signed out now belong to the account.
  await attachOrdersToUser(db, row.userId, row.email);
  return true;
}

/** The user for these credentials, or null. An unknown username costs the same time as a wrong password. */
export async function authenticate(db: Db, username: string, password: string) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    emailVerified: user.emailVerified,
    hasAgencyAccess: user.entitlements.includes('agency'),
    hasToolboxAccess: user.entitlements.includes('toolbox') || user.entitlements.includes('agency'),
    isOperator: user.role === 'operator',
  };
}
