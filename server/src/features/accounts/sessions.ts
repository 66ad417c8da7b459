import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entitlements, sessions, users } from '../../db/schema';
import { createToken, hashToken } from '../../tokens';

export const SESSION_COOKIE = 'al_session';
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// last_seen_at is refreshed at most this often, so signed-in reads stay reads.
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * Sessions read in the last few seconds are answered from memory (the product is one process),
 * so a signed-in read costs no query. Every change this process makes to a session, a user or
 * their access evicts it at once; CACHE_TTL_MS bounds what another process could leave stale.
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;
type CachedSession = { user: SessionUser; lastSeenAt: Date; expiresAt: Date; cachedAt: number };
const caches = new WeakMap<Db, Map<string, CachedSession>>();

function cacheFor(db: Db): Map<string, CachedSession> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Call after changing anything current-user shows (access, role, names, email). */
export function forgetCachedUser(db: Db, userId: string): void {
  const cache = cacheFor(db);
  for (const [id, entry] of cache) if (entry.user.id === userId) cache.delete(id);
}

/** A fresh random token (256 bits) for each login: the id never survives a sign-in. */
export async function createSession(db: Db, userId: string, now = new Date()) {
  const token = createToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export type SessionUser = {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'member' | 'operator';
  emailVerified: boolean;
  entitlements: string[];
};

/** The user behind a cookie token, or null when the session is unknown, idle too long or too old. */
export async function findSessionUser(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const id = hashToken(token);
  const cache = cacheFor(db);
  const cached = cache.get(id);
  if (cached && now.getTime() - cached.cachedAt < CACHE_TTL_MS) {
    const idle = now.getTime() - cached.lastSeenAt.getTime();
    if (idle <= SESSION_IDLE_MS && now < cached.expiresAt && idle <= TOUCH_EVERY_MS)
      return cached.user;
  }
  cache.delete(id);
  const rows = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      entitlements: sql<
        string[]
      >`coalesce((select array_agg(${entitlements.entitlement}) from ${entitlements} where ${entitlements.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > SESSION_IDLE_MS || now >= row.expiresAt) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let lastSeenAt = row.lastSeenAt;
  if (idleFor > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    lastSeenAt = now;
  }
  const user: SessionUser = {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    entitlements: row.entitlements ?? [],
  };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(id, { user, lastSeenAt, expiresAt: row.expiresAt, cachedAt: now.getTime() });
  return user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  cacheFor(db).delete(hashToken(token));
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
}
