import { and, asc, count, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  accountMessages,
  type CurrentUser,
  type RegisterBody,
} from '../../../../common/contracts/accounts';
import { accountsApi } from '../../../../common/contracts/accounts-api';
import { urlOf } from '../../../../common/contracts/endpoint';
import { passwordResetEmail, welcomeEmail } from '../../../../content/emails';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { emailVerifications, passwordResets, sessions, users } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { createToken, hashToken } from '../../tokens';
import { enqueueEmail } from '../../core/email/outbox';
import { renderEmail } from '../../core/email/render';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { forgetCachedUser, type SessionUser } from '../../core/sessions';

const VERIFY_LINK_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_LINK_MS = 60 * 60 * 1000;
/** Reset emails one account may receive per hour, so the form cannot flood a mailbox. */
const RESETS_PER_ACCOUNT_PER_HOUR = 3;
/** More accounts than this sharing one unconfirmed address are not all tried or mailed. */
const MAX_HOLDERS = 5;

const sameEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export async function createUser(
  db: Db,
  input: RegisterBody & { role?: 'member' | 'operator'; emailVerified?: boolean },
) {
  // An address is refused only when an account has proved it: typing someone else's address
  // must not keep its owner from registering (the first to verify it keeps it).
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, input.username.toLowerCase()),
        and(sameEmail(input.email), isNotNull(users.emailVerifiedAt)),
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
  const email = await renderEmail(
    welcomeEmail({
      firstName: user.firstName,
      username: user.username,
      verifyUrl: `${appUrl}${urlOf(accountsApi.verifyEmail, undefined, { token })}`,
      appUrl,
    }),
  );
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

export type VerifyOutcome = 'verified' | 'already' | 'invalid' | 'taken';

/**
 * Marks the address verified when the token is known, unused, unexpired and still the account's
 * email, and no other account has verified it first. It attaches no purchase: a purchase made
 * signed out is claimed with its proof, never handed over for an email match.
 */
export async function verifyEmail(db: Db, token: string): Promise<VerifyOutcome> {
  if (token.length < 20 || token.length > 200) return 'invalid';
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
  if (!row) return (await wasVerifiedWith(db, token)) ? 'already' : 'invalid';
  try {
    const updated = await db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(and(eq(users.id, row.userId), sameEmail(row.email)))
      .returning({ id: users.id });
    if (updated.length === 0) return 'invalid';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
  forgetCachedUser(db, row.userId);
  return 'verified';
}

/** A used link whose address its account has verified (and still has): a second click. */
async function wasVerifiedWith(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(
      and(
        eq(emailVerifications.id, hashToken(token)),
        isNotNull(emailVerifications.usedAt),
        isNotNull(users.emailVerifiedAt),
        eq(sql`lower(${users.email})`, sql`lower(${emailVerifications.email})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type LoginCandidate = { id: string; username: string; passwordHash: string };

/**
 * The accounts a sign-in identifier may mean: the one with that username, or, for an email
 * address, the account that verified it, else the few that typed it without verifying it.
 */
export async function findLoginCandidates(db: Db, identifier: string): Promise<LoginCandidate[]> {
  const columns = { id: users.id, username: users.username, passwordHash: users.passwordHash };
  // Usernames cannot contain "@", so the two kinds of identifier never overlap.
  if (!identifier.includes('@')) {
    return db
      .select(columns)
      .from(users)
      .where(eq(sql`lower(${users.username})`, identifier.toLowerCase()))
      .limit(1);
  }
  const holders = await db
    .select({ ...columns, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(sameEmail(identifier))
    .orderBy(sql`${users.emailVerifiedAt} is null`, desc(users.createdAt))
    .limit(MAX_HOLDERS);
  const verified = holders.find((holder) => holder.verifiedAt !== null);
  return verified ? [verified] : holders;
}

/** The candidate whose password this is, or null. No candidate costs the same time as a wrong password. */
export async function authenticate(candidates: LoginCandidate[], password: string) {
  if (candidates.length === 0) return verifyAgainstDummy(password).then(() => null);
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, password)) return candidate;
  }
  return null;
}

/**
 * "Forgot password?": each account holding the address (only the one that verified it, when
 * one has) is sent a one-time link. The caller answers the same whatever happens here.
 */
export async function requestPasswordReset(db: Db, email: string, appUrl: string): Promise<void> {
  const holders = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(sameEmail(email))
    .orderBy(sql`${users.emailVerifiedAt} is null`, asc(users.createdAt))
    .limit(MAX_HOLDERS);
  const verified = holders.find((holder) => holder.verifiedAt !== null);
  const since = new Date(Date.now() - RESET_LINK_MS);
  for (const holder of verified ? [verified] : holders) {
    // The email is rendered before the account's lock is taken, and dropped if the cap is reached.
    const token = createToken();
    const resetUrl = `${appUrl}/reset-password?${new URLSearchParams({ token })}`;
    const email = await renderEmail(
      passwordResetEmail({
        firstName: holder.firstName,
        username: holder.username,
        resetUrl,
        validMinutes: RESET_LINK_MS / 60_000,
      }),
    );
    // The count and the new link are one transaction under a lock per account, so parallel
    // requests cannot all see room under the hourly cap before any of them writes.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reset:${holder.id}`}))`);
      const [recent] = await tx
        .select({ n: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, holder.id), gt(passwordResets.createdAt, since)));
      if (recent.n >= RESETS_PER_ACCOUNT_PER_HOUR) return;
      const createdAt = new Date();
      await tx.insert(passwordResets).values({
        id: hashToken(token),
        userId: holder.id,
        email: holder.email,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + RESET_LINK_MS),
      });
      await enqueueEmail(tx, { to: holder.email, ...email });
    });
  }
}

/**
 * Sets a new password with an emailed one-time token. The link proves the mailbox, so the address
 * becomes verified; every session of the account ends and every other reset link dies.
 * Answers the account's username.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<string> {
  const now = new Date();
  const passwordHash = await hashPassword(password);
  let result: { userId: string; username: string } | null;
  try {
    result = await db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.id, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning();
      if (!reset) return null;
      const [user] = await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
        .where(and(eq(users.id, reset.userId), sameEmail(reset.email)))
        .returning({ id: users.id, username: users.username });
      if (!user) return null;
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      return { userId: user.id, username: user.username };
    });
  } catch (error) {
    // Another account verified this address since the link was sent: it keeps it.
    if (isUniqueViolation(error)) throw conflict(accountMessages.emailTaken);
    throw error;
  }
  if (!result) throw badRequest(accountMessages.resetLinkInvalid);
  forgetCachedUser(db, result.userId);
  return result.username;
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
    isFirstSignIn: user.isFirstSignIn,
  };
}
