import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

export type AtOnceLimitOptions = {
  db: Db;
  /** The counter's name; an account's key is `<name>:<user id>`. */
  name: string;
  /** Pieces of work one account may have running at once, across every process. */
  atOnce: number;
  /**
   * A claim is forgotten after this long, so a process that died mid-work never holds an
   * account's claim for good; longer than any live piece of work takes.
   */
  leaseSeconds: number;
  /** The app's clock, the one the rate-limit store counts by. */
  now: () => Date;
};

/**
 * How many pieces of heavy work (a PDF, a batch of an import) one account has running at once,
 * counted in PostgreSQL so every process shares the count
 * (docs/decisions/0038-heavy-work-off-the-request-thread.md). `claim` answers false past the
 * limit (the caller answers 429); every successful claim is given back with `release`.
 */
export function createAtOnceLimit(options: AtOnceLimitOptions) {
  const { db } = options;
  const keyOf = (userId: string) => `${options.name}:${userId}`;
  // Claims this process holds, per account: the rest of a burst is refused here without a
  // statement. The database's count stays the one that holds across processes; this one is never
  // higher than this process's share of it.
  const claimedHere = new Map<string, number>();

  /**
   * One statement, so a parallel burst from any number of processes is counted exactly. A full
   * count is left as it is and returns no row, so a refusal costs one statement; each claim
   * renews the lease.
   */
  async function claimInDatabase(userId: string): Promise<boolean> {
    const at = options.now();
    const expired = sql`${rateLimitCounters.resetsAt} <= ${at.toISOString()}::timestamptz`;
    const claimed = await db
      .insert(rateLimitCounters)
      .values({
        key: keyOf(userId),
        hits: 1,
        resetsAt: new Date(at.getTime() + options.leaseSeconds * 1000),
      })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetsAt: sql`excluded.resets_at`,
        },
        setWhere: sql`${expired} or ${rateLimitCounters.hits} < ${options.atOnce}`,
      })
      .returning({ hits: rateLimitCounters.hits });
    return claimed.length > 0;
  }

  return {
    async claim(userId: string): Promise<boolean> {
      const here = claimedHere.get(userId) ?? 0;
      if (here >= options.atOnce || !(await claimInDatabase(userId))) return false;
      claimedHere.set(userId, (claimedHere.get(userId) ?? 0) + 1);
      return true;
    },
    async release(userId: string): Promise<void> {
      const left = (claimedHere.get(userId) ?? 1) - 1;
      if (left > 0) claimedHere.set(userId, left);
      else claimedHere.delete(userId);
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(eq(rateLimitCounters.key, keyOf(userId)));
    },
  };
}

export type AtOnceLimit = ReturnType<typeof createAtOnceLimit>;
