import { desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** One count per account, whether it is named by username or email (lower-cased username). */
export const accountThrottleKey = (username: string) => `user:${username.toLowerCase()}`;

export type LoginClaim =
  { isAllowed: false; retryAfterMs: number } | { isAllowed: true; attemptIds: Map<string, string> };

/**
 * Counts sign-in attempts per key (account, address) in a sliding window, in the database so
 * that every server process shares one count (docs/decisions/0003-login-throttle.md).
 *
 * An attempt is counted before its password is checked, under a lock per key, so a burst of
 * any size from one address or at one account evaluates at most the allowed number of
 * passwords, and the rest are refused without hashing anything.
 */
export async function claimLoginAttempt(
  db: Db,
  keys: string[],
  now = new Date(),
  maxAttempts = LOGIN_MAX_FAILURES,
  windowMs = LOGIN_WINDOW_MS,
): Promise<LoginClaim> {
  const since = new Date(now.getTime() - windowMs);
  return db.transaction(async (tx) => {
    // Sorted, so two claims over the same keys always lock them in the same order.
    for (const key of [...keys].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${key}`}))`);
    }
    // Attempts that no longer count are forgotten, for every key, so the table stays small.
    await tx.delete(loginAttempts).where(lte(loginAttempts.attemptedAt, since));
    let retryAfterMs = 0;
    for (const key of keys) {
      // The attempt that must age out before this key may try again: the max-th most recent.
      const [blocking] = await tx
        .select({ attemptedAt: loginAttempts.attemptedAt })
        .from(loginAttempts)
        .where(eq(loginAttempts.key, key))
        .orderBy(desc(loginAttempts.attemptedAt))
        .offset(maxAttempts - 1)
        .limit(1);
      if (blocking) {
        retryAfterMs = Math.max(
          retryAfterMs,
          blocking.attemptedAt.getTime() + windowMs - now.getTime(),
        );
      }
    }
    if (retryAfterMs > 0) return { isAllowed: false, retryAfterMs };
    const inserted = await tx
      .insert(loginAttempts)
      .values(keys.map((key) => ({ key, attemptedAt: now })))
      .returning({ id: loginAttempts.id, key: loginAttempts.key });
    return { isAllowed: true, attemptIds: new Map(inserted.map((row) => [row.key, row.id])) };
  });
}

/**
 * A correct password: the account's count starts again, and the attempt is not held against
 * the address either, so a shared office address is limited by failures only.
 */
export async function forgiveLoginAttempt(
  db: Db,
  accountKey: string,
  attemptIds: Map<string, string>,
): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey));
  const others = [...attemptIds.values()];
  if (others.length > 0) await db.delete(loginAttempts).where(inArray(loginAttempts.id, others));
}
