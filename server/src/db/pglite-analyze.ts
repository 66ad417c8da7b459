import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs no autovacuum, so nothing ever refreshes the planner's statistics: a table that
 * grew from empty to 10,000 rows is still planned as empty, and a keyset page that one index
 * range answers becomes a scan and sort of every row of the user (ten times slower, measured).
 * This does what autovacuum's analyse step does on PostgreSQL: now and then, each table that has
 * grown by a fifth (and by more than a few pages) since it was last analysed is analysed again.
 *
 * It keeps no counters: the growth is read from the database each time (the table's pages now
 * against the pages recorded by its last ANALYZE). A PGlite data directory belongs to one process,
 * so one timer per process is one per database.
 */
const grownTables = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
    and pg_relation_size(c.oid) / current_setting('block_size')::int
        > greatest(c.relpages * 1.2, c.relpages + 8)`;

/** Analyses the tables that grew; answers their names. */
export async function analyzeGrownTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(grownTables);
  for (const { name } of rows) await client.exec(`analyze ${name}`);
  return rows.map((row) => row.name);
}

/** Checks every `intervalMs` until the returned stop function is called. */
export function keepStatisticsFresh(client: PGlite, intervalMs = 10_000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = analyzeGrownTables(client).catch((error: unknown) => {
      // Statistics only speed queries up: a failed round is reported and the next one retries.
      if (!client.closed) console.error(`refreshing PGlite statistics failed: ${String(error)}`);
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
