import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './types';

/**
 * Runs a statement built with Drizzle and answers the driver's own rows, keyed by column name (or
 * alias), with no mapping: both drivers give text for text, uuid and numeric. For the busiest lists:
 * Drizzle's mapping of each field of each row was a fifth of a contact-list request's CPU. The
 * caller maps the rows to its contract itself, and asks the database for times as text
 * (isoMillisText) so no row needs a Date.
 */
export async function driverRows<Row>(db: Db, query: SQLWrapper): Promise<Row[]> {
  // Db is typed for either driver, so what execute answers is unknown here: both drivers answer
  // { rows }, each row shaped by the statement the caller wrote (and named Row).
  const result: unknown = await db.execute(query);
  const rows = typeof result === 'object' && result !== null && 'rows' in result && result.rows;
  if (!Array.isArray(rows))
    throw new Error('The database driver answered a statement without rows.');
  return rows;
}

/** A time as Date#toISOString writes it (milliseconds, UTC), written by the database. */
export const isoMillisText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A time to the microsecond, as the database keeps it (JavaScript dates stop at milliseconds): a
 * keyset cursor carries this text, so two rows made in one millisecond are never skipped.
 */
export const isoMicrosText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
