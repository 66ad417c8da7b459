import { isUuid } from '../../../../common/crm-rules';
import { contactPageMessages, type ContactSort } from '../../../../common/contracts/crm';
import { badRequest } from '../../errors';

// The lists' page cursors: opaque text to the browser, read back strictly, so a cursor that was
// changed, cut or made for the other order is a 400 and never a query.

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
  Buffer.from(
    JSON.stringify(
      cursor.sort === 'newest'
        ? [cursor.createdAt, cursor.id]
        : [nextSortTag, cursor.nextFollowUpAt, cursor.createdAt, cursor.id],
    ),
  ).toString('base64url');

const timestampText = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const isTimestampText = (value: unknown): value is string =>
  typeof value === 'string' && timestampText.test(value);
const isId = (value: unknown): value is string => typeof value === 'string' && isUuid(value);

/** Reads a cursor of `sort`'s order; anything else (another order's cursor too) is refused. */
export function decodeContactCursor(value: string, sort: ContactSort): ContactCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed)) throw badRequest(contactPageMessages.cursorInvalid);
    if (sort === 'newest' && parsed.length === 2 && isTimestampText(parsed[0]) && isId(parsed[1])) {
      return { sort, nextFollowUpAt: null, createdAt: parsed[0], id: parsed[1] };
    }
    if (
      sort === 'next-follow-up' &&
      parsed.length === 4 &&
      parsed[0] === nextSortTag &&
      (parsed[1] === null || isTimestampText(parsed[1])) &&
      isTimestampText(parsed[2]) &&
      isId(parsed[3])
    ) {
      return { sort, nextFollowUpAt: parsed[1], createdAt: parsed[2], id: parsed[3] };
    }
  } catch {
    // Falls through to the same answer as any other unreadable cursor.
  }
  throw badRequest(contactPageMessages.cursorInvalid);
}

export type FollowUpCursor = { followUpDate: string; id: string };

export const encodeFollowUpCursor = (cursor: FollowUpCursor) =>
  Buffer.from(JSON.stringify([cursor.followUpDate, cursor.id])).toString('base64url');

export function decodeFollowUpCursor(value: string): FollowUpCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      isTimestampText(parsed[0]) &&
      isId(parsed[1])
    )
      return { followUpDate: parsed[0], id: parsed[1] };
  } catch {
    // Falls through to the same answer as any other unreadable cursor.
  }
  throw badRequest(contactPageMessages.cursorInvalid);
}
