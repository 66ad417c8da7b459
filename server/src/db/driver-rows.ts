import { is, Placeholder, sql, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { AnyPgColumn, PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './types';

/**
 * A placeholder for each value a statement is run with; none for a value left undefined, so the
 * statement leaves out what the value would have decided (a filter not asked for, no cursor).
 */
export type Placeholders<Values> = {
  [Key in keyof Values]-?: undefined extends Values[Key] ? Placeholder | undefined : Placeholder;
};

type Statement = PgPreparedQuery<PreparedQueryConfig>;
const statements = new WeakMap<Db, Map<string, Statement>>();
let statementCount = 0;

/**
 * Runs a statement built with Drizzle and answers the driver's own rows, keyed by column name (or
 * alias), with no mapping: both drivers give text for text, uuid and numeric. The caller maps the
 * rows itself, and asks the database for times as text (isoMillisText) so no row needs a Date;
 * Drizzle's mapping of each field of each row was a fifth of a contact-list request's CPU.
 */
export async function driverRows<Row>(db: Db, query: SQLWrapper): Promise<Row[]> {
  return rowsOf(await db.execute(query));
}

/**
 * driverRows for a statement run again and again (the lists): `build` writes it with Drizzle's
 * query builder over placeholders, once per shape (`name` and which values are given), and it is
 * kept and run by name from then on. Building it for each request cost a fifth to a third of a list
 * request's CPU on PostgreSQL, which also parses and plans a named statement once per connection
 * instead of once per request (docs/decisions/0051-lists-third-round.md).
 *
 * A value named `limit` (a page's size) is written into the statement's text, one statement per
 * size, not sent as a parameter: PostgreSQL plans an unknown LIMIT as a tenth of the rows, so its
 * plan made once looked dearer than one made per call, and for an account holding most of a
 * table's rows the server planned the statement afresh on every request
 * (docs/decisions/0064-a-page-size-the-planner-can-see.md).
 */
export async function preparedRows<Row, Values extends Record<string, unknown>>(
  db: Db,
  name: string,
  values: Values,
  build: (placeholders: Placeholders<Values>) => { toSQL: () => Query },
): Promise<Row[]> {
  const given = Object.keys(values).filter((key) => values[key] !== undefined);
  const limit = values.limit;
  if (
    limit !== undefined &&
    !(typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 0)
  )
    throw new Error(`A page's size must be a whole number, not ${String(limit)}.`);
  const shape = `${name}(${given.join(',')})${limit === undefined ? '' : `[limit ${limit}]`}`;
  let kept = statements.get(db);
  if (!kept) statements.set(db, (kept = new Map()));
  let statement = kept.get(shape);
  const isPglite = is(db, PgliteDatabase);
  if (!statement) {
    const placeholders = Object.fromEntries(given.map((key) => [key, sql.placeholder(key)]));
    const query = writeLimit(build(placeholders as Placeholders<Values>).toSQL(), limit);
    // PGlite's cost is per field it hands over (each is copied out of the wasm memory and decoded
    // on its own), so there the page comes as one JSON text: its rows, in the statement's order
    // (nothing at this level reorders them), as objects with the same keys and values.
    if (isPglite)
      query.sql = `select coalesce(json_agg(page), '[]') as rows from (${query.sql}) page`;
    // PostgreSQL keeps names to 63 bytes, and one name must always mean one text.
    statement = db._.session.prepareQuery(query, undefined, `${name}_${++statementCount}`, false);
    kept.set(shape, statement);
  }
  const result = await statement.execute(values);
  return isPglite ? rowsOf<{ rows: Row[] }>(result)[0].rows : rowsOf<Row>(result);
}

/**
 * The statement with its `limit` placeholder replaced by the number, and the parameters after it
 * renumbered. Drizzle writes each parameter as $n; the lists' statements hold no other dollar sign.
 */
function writeLimit(query: Query, limit: number | undefined): Query {
  if (limit === undefined) return query;
  const texts = new Map<number, string>();
  const params: unknown[] = [];
  query.params.forEach((param, index) => {
    if (is(param, Placeholder) && param.name === 'limit') texts.set(index + 1, String(limit));
    else texts.set(index + 1, `$${params.push(param)}`);
  });
  return {
    ...query,
    sql: query.sql.replace(/\$(\d+)\b/g, (text, n: string) => texts.get(Number(n)) ?? text),
    params,
  };
}

/** Both drivers answer { rows }, each row shaped by the statement the caller wrote (named Row). */
function rowsOf<Row>(result: unknown): Row[] {
  const rows = typeof result === 'object' && result !== null && 'rows' in result && result.rows;
  if (!Array.isArray(rows))
    throw new Error('The database driver answered a statement without rows.');
  return rows;
}

/** A time as Date#toISOString writes it (milliseconds, UTC), written by the database. */
export const isoMillisText = (column: AnyPgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A time to the microsecond, as the database keeps it (JavaScript dates stop at milliseconds): a
 * keyset cursor carries this text, so two rows made in one millisecond are never skipped.
 */
export const isoMicrosText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * isoMillisText's text cut from isoMicrosText's (…SS.123456Z to …SS.123Z: both truncate), so a
 * time a list needs for its cursor and its answer is read once.
 */
export const millisOfMicrosText = (micros: string) => `${micros.slice(0, -4)}Z`;
