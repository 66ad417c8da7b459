import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  Prospect,
  ProspectListQuery,
  ProspectPage,
} from '../../../../common/contracts/growth';
import { growthMessages, prospectPageSize } from '../../../../common/growth-rules';
import type { Db } from '../../db/client';
import {
  isoMicrosText,
  isoMillisText,
  millisOfMicrosText,
  preparedRows,
} from '../../db/driver-rows';
import { crmContacts, prospects } from '../../db/schema';
import {
  afterPlaceholders,
  afterValues,
  anyMatches,
  encodeNewestCursor,
  likePattern,
  newestFirst,
  pageOf,
} from '../../lists/keyset';
import { dealPersonFields, dealPersonJoinOf } from '../people';

type ProspectColumns = Record<
  | 'id'
  | 'userId'
  | 'companyName'
  | 'contactId'
  | 'industry'
  | 'notes'
  | 'estimatedValue'
  | 'status'
  | 'source'
  | 'createdAt'
  | 'updatedAt',
  AnyPgColumn
>;

/**
 * The list's columns, read as the driver gives them (preparedRows), under these names: of the
 * prospects table, or of a page of it taken first.
 */
const listColumns = (from: ProspectColumns) => ({
  id: from.id,
  companyName: from.companyName,
  // The deal's person (docs/decisions/0037-one-pipeline.md): their fields, or empty text.
  contactId: from.contactId,
  contactName: dealPersonFields.contactName.as('contact_name'),
  email: dealPersonFields.email.as('email'),
  phone: dealPersonFields.phone.as('phone'),
  nextFollowUpAt: isoMillisText(crmContacts.nextFollowUpAt).as('next_follow_up_at'),
  industry: from.industry,
  notes: from.notes,
  estimatedValue: from.estimatedValue,
  status: from.status,
  source: from.source,
  // The cursor carries the database's own text of created_at (microseconds), as the CRM's does;
  // the answer's text is cut from it.
  createdAtText: isoMicrosText(from.createdAt).as('created_at_text'),
  updatedAt: isoMillisText(from.updatedAt).as('updated_at_iso'),
});

type ListRow = {
  id: string;
  company_name: string;
  contact_id: string | null;
  next_follow_up_at: string | null;
  contact_name: string;
  email: string;
  phone: string;
  industry: string;
  notes: string;
  estimated_value: string | number | null;
  status: Prospect['status'];
  source: string;
  created_at_text: string;
  updated_at_iso: string;
};

const prospectOfListRow = (row: ListRow): Prospect => ({
  id: row.id,
  companyName: row.company_name,
  contactName: row.contact_name,
  email: row.email,
  phone: row.phone,
  industry: row.industry,
  notes: row.notes,
  estimatedValue: row.estimated_value === null ? null : Number(row.estimated_value),
  status: row.status,
  source: row.source,
  contactId: row.contact_id,
  nextFollowUpAt: row.next_follow_up_at,
  createdAt: millisOfMicrosText(row.created_at_text),
  updatedAt: row.updated_at_iso,
});

/**
 * One page of the user's prospects, newest first; search (company, contact or email, any case) and
 * status combine, both in the database. Keyset paging on (created_at, id), as the CRM's contacts.
 */
export async function listProspects(
  db: Db,
  userId: string,
  query: ProspectListQuery = {},
): Promise<ProspectPage> {
  const limit = query.limit ?? prospectPageSize.default;
  const values = {
    userId,
    status: query.status,
    pattern: query.search ? likePattern(query.search) : undefined,
    ...afterValues(query.cursor, growthMessages.cursorInvalid),
    limit: limit + 1,
  };
  const rows = await preparedRows<ListRow, typeof values>(db, 'prospects', values, (p) => {
    // A search reads the person's name and email too, so each prospect is joined to its person
    // before the page is cut.
    if (p.pattern) {
      return db
        .select(listColumns(prospects))
        .from(prospects)
        .leftJoin(crmContacts, dealPersonJoinOf(prospects))
        .where(
          and(
            eq(prospects.userId, p.userId),
            p.status && eq(prospects.status, p.status),
            anyMatches(p.pattern, [prospects.companyName, crmContacts.name, crmContacts.email]),
            ...afterPlaceholders(prospects, p),
          ),
        )
        .orderBy(...newestFirst(prospects))
        .limit(p.limit);
    }
    // Otherwise the page is cut first, along its index, and only its rows meet their people. One
    // statement with the join first was planned once for every account: planned on an account of
    // 50 prospects, it joined all 10,000 of a larger one before cutting the page (70 requests a
    // second instead of 2,600).
    const page = db
      .select()
      .from(prospects)
      .where(
        and(
          eq(prospects.userId, p.userId),
          p.status && eq(prospects.status, p.status),
          ...afterPlaceholders(prospects, p),
        ),
      )
      .orderBy(...newestFirst(prospects))
      .limit(p.limit)
      .as('prospect_page');
    return db
      .select(listColumns(page))
      .from(page)
      .leftJoin(crmContacts, dealPersonJoinOf(page))
      .orderBy(...newestFirst(page));
  });
  const { items, nextCursor } = pageOf(rows, limit, (last) =>
    encodeNewestCursor({ createdAt: last.created_at_text, id: last.id }),
  );
  return { items: items.map(prospectOfListRow), nextCursor };
}
