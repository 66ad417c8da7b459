import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

// Expired counters are removed at most this often by each process, so the table stays small.
const SWEEP_EVERY_MS = 10 * 60_000;

type Counted = { current: number; ttl: number };

/**
 * A store for @fastify/rate-limit that counts in the database, so that every server process
 * over one PostgreSQL database shares each limit (docs/decisions/0020-several-processes.md).
 * A window starts with the first request and lasts its full length, as with the plugin's own store.
 * `now` is the app's clock (docs/decisions/0042-start-up-operator-notice-test-clock.md): a test
 * holds it still, so a window cannot end during a test however slow the machine is.
 */
export function databaseRateLimitStore(
  db: Db,
  now: () => Date = () => new Date(),
): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  function sweep(at: Date) {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    db.delete(rateLimitCounters)
      .where(lt(rateLimitCounters.resetsAt, at))
      .catch(() => {
        lastSweep = 0;
      });
  }

  async function countRequest(key: string, timeWindowMs: number): Promise<Counted> {
    // One statement, so parallel requests from any process each see their own count. The time
    // is the app's, passed in, so every comparison in the statement uses the same instant.
    const at = now();
    const atSql = sql`${at.toISOString()}::timestamptz`;
    const expired = sql`${rateLimitCounters.resetsAt} <= ${atSql}`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetsAt: new Date(at.getTime() + timeWindowMs) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
        },
      })
      .returning({
        current: rateLimitCounters.hits,
        ttl: sql<number>`ceil(extract(epoch from ${rateLimitCounters.resetsAt} - ${atSql}) * 1000)`.mapWith(
          Number,
        ),
      });
    sweep(at);
    return { current: row.current, ttl: Math.max(0, row.ttl) };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
    ): void {
      countRequest(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Each limited route counts on its own, as the plugin's own store does.
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: string } };
      const method = Array.isArray(routeInfo?.method)
        ? routeInfo.method.join(',')
        : String(routeInfo?.method ?? '');
      return new DatabaseRateLimitStore(routeOptions, `${method} ${routeInfo?.url ?? ''} `);
    }
  }
  return DatabaseRateLimitStore;
}
