import { sql } from 'drizzle-orm';
import { driverRows } from './driver-rows';
import type { Db } from './types';

/**
 * A database without autovacuum never refreshes the planner's statistics: a table that grew from
 * empty to 10,000 rows is still planned as empty, and a keyset page that one index range answers
 * becomes a scan and sort of every row of the user (ten times slower on PGlite; 4.4 ms against
 * 0.2 ms a page on PostgreSQL, record 0062). PGlite has no autovacuum, and a PostgreSQL server
 * may run with it off (this project's test and bench machines do). There, this does what
 * autovacuum's analyse step does: now and then, each table that has grown by a fifth (and by more
 * than a few pages) since it was last analysed is analysed again.
 *
 * It keeps no counters: the growth is read from the database each time (the table's pages now
 * against the pages recorded by its last ANALYZE), so two app processes on one PostgreSQL
 * database find the same tables, and the second ANALYZE of a table costs little.
 */
const grownTables = sql`
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname = current_schema()
    and pg_relation_size(c.oid) / current_setting('block_size')::int
        > greatest(c.relpages * 1.2, c.relpages + 8)`;

/** Analyses the tables that grew; answers their names. */
export async function analyzeGrownTables(db: Db): Promise<string[]> {
  const rows = await driverRows<{ name: string }>(db, grownTables);
  for (const { name } of rows) await db.execute(sql.raw(`analyze ${name}`));
  return rows.map((row) => row.name);
}

/** Whether the database refreshes its statistics itself (PostgreSQL's autovacuum is on). */
export async function hasAutovacuum(db: Db): Promise<boolean> {
  const [row] = await driverRows<{ on: boolean }>(
    db,
    sql`select current_setting('autovacuum') = 'on' as on`,
  );
  return row?.on === true;
}

/**
 * Checks every `intervalMs` until the returned stop function is called. `isOpen` tells a failed
 * round of a closing database from a real failure.
 */
export function keepStatisticsFresh(
  db: Db,
  isOpen: () => boolean,
  intervalMs = 10_000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = analyzeGrownTables(db).catch((error: unknown) => {
      // Statistics only speed queries up: a failed round is reported and the next one retries.
      if (isOpen()) console.error(`refreshing the planner's statistics failed: ${String(error)}`);
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
