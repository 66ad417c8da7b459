import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { databaseEventsFor } from '../db/events';
import { entitlements, sessions, users } from '../db/schema';
import { createToken, hashToken } from '../tokens';

export const SESSION_COOKIE = 'al_session';
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// last_seen_at is refreshed at most this often, so signed-in reads stay reads.
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * Sessions read in the last few seconds are answered from memory, so a signed-in read costs no
 * query. Every change to a session, a user or their access evicts it at once: in this process
 * directly, and in every other process over the same PostgreSQL database by a notification
 * (docs/decisions/0020-several-processes.md). While the notifications cannot be heard, nothing is
 * answered from memory; CACHE_TTL_MS only bounds what a lost notification could leave stale.
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;
const CACHE_CHANNEL = 'session_cache';
type CachedSession = { user: SessionUser; lastSeenAt: Date; expiresAt: Date; cachedAt: number };
type SessionCache = {
  entries: Map<string, CachedSession>;
  /** Moves on every eviction, so a read that overlapped one does not store what it read. */
  generation: number;
  /** Whether entries may be trusted: always on PGlite, only while listening on PostgreSQL. */
  isUsable: () => boolean;
  /** Tells the other processes; nothing to tell on PGlite. */
  publish: (message: string) => Promise<void>;
};
const caches = new WeakMap<Db, SessionCache>();

function cacheFor(db: Db): SessionCache {
  const cache = caches.get(db);
  if (cache) return cache;
  const events = databaseEventsFor(db);
  const created: SessionCache = {
    entries: new Map(),
    generation: 0,
    isUsable: () => !events || events.isHearing(CACHE_CHANNEL),
    publish: async (message) => {
      await events?.notify(CACHE_CHANNEL, message);
    },
  };
  events?.listen(CACHE_CHANNEL, {
    onMessage: (message) => evict(created, message),
    onGap: () => {
      created.entries.clear();
      created.generation++;
    },
  });
  caches.set(db, created);
  return created;
}

/** A message is `user:<id>` (every session of that user) or `session:<hashed token>`. */
function evict(cache: SessionCache, message: string): void {
  cache.generation++;
  if (message.startsWith('session:')) {
    cache.entries.delete(message.slice('session:'.length));
  } else if (message.startsWith('user:')) {
    const userId = message.slice('user:'.length);
    for (const [id, entry] of cache.entries) if (entry.user.id === userId) cache.entries.delete(id);
  }
}

async function forgetEverywhere(db: Db, message: string): Promise<void> {
  const cache = cacheFor(db);
  evict(cache, message);
  try {
    await cache.publish(message);
  } catch (error) {
    // The change itself is committed; a lost notification is bounded by CACHE_TTL_MS.
    console.error(`session cache notification failed: ${String(error)}`);
  }
}

/**
 * Call after changing anything current-user shows (access, role, names, email) or ending the
 * user's sessions: every process forgets them within a moment.
 */
export function forgetCachedUser(db: Db, userId: string): void {
  void forgetEverywhere(db, `user:${userId}`);
}

/** forgetCachedUser for a short-lived process (a script): resolves once the others are told. */
export async function forgetCachedUserNow(db: Db, userId: string): Promise<void> {
  await forgetEverywhere(db, `user:${userId}`);
}

/** A fresh random token (256 bits) for each login: the id never survives a sign-in. */
export async function createSession(db: Db, userId: string, now = new Date()) {
  const token = createToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  // One statement: of two simultaneous first sign-ins, one is the first.
  const first = await db
    .update(users)
    .set({ firstSignedInAt: now })
    .where(and(eq(users.id, userId), isNull(users.firstSignedInAt)))
    .returning({ id: users.id });
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    isFirstSignIn: first.length > 0,
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
  /** This session is the account's first sign-in. */
  isFirstSignIn: boolean;
};

/** The user behind a cookie token, or null when the session is unknown, idle too long or too old. */
export async function findSessionUser(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const id = hashToken(token);
  const cache = cacheFor(db);
  const isUsable = cache.isUsable();
  const cached = isUsable ? cache.entries.get(id) : undefined;
  if (cached && now.getTime() - cached.cachedAt < CACHE_TTL_MS) {
    const idle = now.getTime() - cached.lastSeenAt.getTime();
    if (idle <= SESSION_IDLE_MS && now < cached.expiresAt && idle <= TOUCH_EVERY_MS)
      return cached.user;
  }
  cache.entries.delete(id);
  const generation = cache.generation;
  const rows = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      isFirstSignIn: sessions.isFirstSignIn,
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
    isFirstSignIn: row.isFirstSignIn,
  };
  if (isUsable && cache.isUsable() && cache.generation === generation) {
    if (cache.entries.size >= CACHE_MAX) cache.entries.clear();
    cache.entries.set(id, { user, lastSeenAt, expiresAt: row.expiresAt, cachedAt: now.getTime() });
  }
  return user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  const id = hashToken(token);
  cacheFor(db).entries.delete(id);
  await db.delete(sessions).where(eq(sessions.id, id));
  await forgetEverywhere(db, `session:${id}`);
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS);
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
}
