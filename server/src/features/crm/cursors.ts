import { contactPageMessages, type ContactSort } from '../../../../common/contracts/crm';
import {
  decodeCursor,
  decodeNewestCursor,
  encodeCursor,
  encodeNewestCursor,
  isId,
  isTimestampText,
} from '../../lists/keyset';

// The lists' page cursors, written and read by the lists' module (server/src/lists/keyset.ts):
// opaque text to the browser, read back strictly, so a cursor that was changed, cut or made for
// the other order is a 400 and never a query.

/**
 * The position after the last row of a page: its exact creation time (microseconds) and id, and
 * in the "next follow-up" order also its next follow-up (null past the contacts that have one).
 */
export type ContactCursor = {
  sort: ContactSort;
  nextFollowUpAt: string | null;
  createdAt: string;
  id: string;
};

const nextSortTag = 'next';

// Newest-first cursors keep the shape they had before there was a choice of order, so a page
// opened before an upgrade still loads its next one.
export const encodeContactCursor = (cursor: ContactCursor) =>
  cursor.sort === 'newest'
    ? encodeNewestCursor(cursor)
    : encodeCursor([nextSortTag, cursor.nextFollowUpAt, cursor.createdAt, cursor.id]);

/** Reads a cursor of `sort`'s order; anything else (another order's cursor too) is refused. */
export function decodeContactCursor(value: string, sort: ContactSort): ContactCursor {
  if (sort === 'newest') {
    return {
      sort,
      nextFollowUpAt: null,
      ...decodeNewestCursor(value, contactPageMessages.cursorInvalid),
    };
  }
  return decodeCursor(value, contactPageMessages.cursorInvalid, (parts) =>
    parts.length === 4 &&
    parts[0] === nextSortTag &&
    (parts[1] === null || isTimestampText(parts[1])) &&
    isTimestampText(parts[2]) &&
    isId(parts[3])
      ? { sort, nextFollowUpAt: parts[1], createdAt: parts[2], id: parts[3] }
      : undefined,
  );
}

export type FollowUpCursor = { followUpDate: string; id: string };

export const encodeFollowUpCursor = (cursor: FollowUpCursor) =>
  encodeCursor([cursor.followUpDate, cursor.id]);

export const decodeFollowUpCursor = (value: string): FollowUpCursor =>
  decodeCursor(value, contactPageMessages.cursorInvalid, (parts) =>
    parts.length === 2 && isTimestampText(parts[0]) && isId(parts[1])
      ? { followUpDate: parts[0], id: parts[1] }
      : undefined,
  );
