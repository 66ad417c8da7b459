import { ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../../../common/crm-rules';
import type { Placeholders } from '../db/driver-rows';
import { badRequest } from '../errors';

// The lists that grow (docs/decisions/0021-crm-lists-that-grow.md) page the same way: newest
// first on (created_at, id), keyset paging from an opaque cursor that carries the database's own
// microsecond text of created_at, and search and filters in SQL. The pieces live here, once; each
// list keeps its own columns, filters and invalid-cursor message. Knows no feature. A value in a
// statement may be a placeholder (SQLWrapper): the busiest lists build theirs once (preparedRows).

// Search.

/** A search term matches itself: % and _ typed by the user are not wildcards. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** A column, or an expression on one (such as a JSON field), that a search looks in. */
export type SearchTarget = Parameters<typeof ilike>[0];

/** A `pattern` (likePattern's) matches, in any case, at least one of `targets`. */
export function anyMatches(
  pattern: string | SQLWrapper,
  targets: readonly [SearchTarget, ...SearchTarget[]],
) {
  const conditions = targets.map((target) => ilike(target, pattern));
  return conditions.length === 1 ? conditions[0] : or(...conditions)!;
}

/** The term appears, in any case, in at least one of `targets`. */
export const anyContains = (term: string, targets: readonly [SearchTarget, ...SearchTarget[]]) =>
  anyMatches(likePattern(term), targets);

// Cursors: base64url JSON arrays, read back strictly, so a cursor that was changed, cut or made
// for another order is a 400 and never a query. Their text is what pages already opened in a
// browser send back: it must not change.

/** A cursor part: a time to the microsecond, as isoMicrosText writes it. */
export const isTimestampText = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value);

/** A cursor part: a row's id. */
export const isId = (value: unknown): value is string => typeof value === 'string' && isUuid(value);

/** The cursor text of `parts`, in order (a tag first, for an order that has one). */
export const encodeCursor = (parts: readonly unknown[]) =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');

/**
 * Reads a cursor written by encodeCursor: `read` answers the position its parts give, or
 * undefined when they are not the list's (wrong count, tag or type). Anything unreadable is a 400
 * with the list's own `invalidMessage`.
 */
export function decodeCursor<Position>(
  value: string,
  invalidMessage: string,
  read: (parts: readonly unknown[]) => Position | undefined,
): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    // Falls through to the same answer as any other unreadable cursor.
  }
  const position = Array.isArray(parsed) ? read(parsed) : undefined;
  if (position === undefined) throw badRequest(invalidMessage);
  return position;
}

/** The position after the last row of a newest-first page. */
export type NewestCursor = { createdAt: string; id: string };

/** [createdAt, id]: the text every newest-first list has always written. */
export const encodeNewestCursor = (cursor: NewestCursor) =>
  encodeCursor([cursor.createdAt, cursor.id]);

export const decodeNewestCursor = (value: string, invalidMessage: string): NewestCursor =>
  decodeCursor(value, invalidMessage, (parts) =>
    parts.length === 2 && isTimestampText(parts[0]) && isId(parts[1])
      ? { createdAt: parts[0], id: parts[1] }
      : undefined,
  );

// Newest-first order and paging.

/** The keys of a newest-first list: a table has them under these names. */
export type NewestKeys = { createdAt: AnyPgColumn; id: AnyPgColumn };

/** (created_at desc, id desc), spelled as the indexes sort, so an index gives the order. */
export const newestFirst = (keys: NewestKeys): SQL[] => [
  sql`${keys.createdAt} desc nulls last`,
  sql`${keys.id} desc nulls last`,
];

/** The rows after `after` in the newest-first order: one range of the (created_at, id) index. */
export const afterNewest = (
  keys: NewestKeys,
  after: { createdAt: string | SQLWrapper; id: string | SQLWrapper },
): SQL =>
  sql`(${keys.createdAt}, ${keys.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;

/** The rows after a newest-first page's cursor, if there is one (none: from the start). */
export const afterCursor = (
  keys: NewestKeys,
  cursor: string | undefined,
  invalidMessage: string,
): SQL[] => (cursor ? [afterNewest(keys, decodeNewestCursor(cursor, invalidMessage))] : []);

/** A newest-first page's cursor as the values of a statement built once (preparedRows). */
export type AfterValues = { afterCreatedAt?: string; afterId?: string };

/** The cursor (read with the list's own `invalidMessage`) as AfterValues; none: from the start. */
export function afterValues(cursor: string | undefined, invalidMessage: string): AfterValues {
  if (!cursor) return {};
  const after = decodeNewestCursor(cursor, invalidMessage);
  return { afterCreatedAt: after.createdAt, afterId: after.id };
}

/** The rows after the cursor's placeholders, when the statement has them (afterValues). */
export const afterPlaceholders = (keys: NewestKeys, p: Placeholders<AfterValues>): SQL[] =>
  p.afterCreatedAt && p.afterId
    ? [afterNewest(keys, { createdAt: p.afterCreatedAt, id: p.afterId })]
    : [];

/**
 * A page of `limit` rows from the `limit + 1` asked for: the extra row only tells that there is a
 * next page, whose cursor `cursorOf` writes from the page's last row.
 */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (last: Row) => string,
): { items: Row[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return {
    items,
    nextCursor: rows.length > limit ? cursorOf(items[items.length - 1]) : null,
  };
}
