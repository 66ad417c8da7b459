import { and, asc, eq, gt, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  crmMessages,
  crmRules,
  isUuid,
  type Contact,
  type ContactBody,
  type ContactListQuery,
  type ContactPage,
  defaultContactSort,
  contactPageSize,
} from '../../../../common/contracts/crm';
import type { Db } from '../../db/client';
import { driverRows, isoMicrosText, isoMillisText } from '../../db/driver-rows';
import {
  crmContacts,
  crmDeletedContacts,
  crmFollowUps,
  type CrmDeletedSnapshot,
} from '../../db/schema';
import { notFound } from '../../errors';
import { decodeContactCursor, encodeContactCursor, type ContactCursor } from './cursors';
import { refreshNextFollowUp } from './next-follow-up';
import { asJson, contactNotFound, date, toContact, toFollowUp } from './rows';

/** A search term matches itself: % and _ typed by the user are not wildcards. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

function contactConditions(userId: string, query: ContactListQuery): SQL[] {
  const conditions: SQL[] = [eq(crmContacts.userId, userId)];
  if (query.status) conditions.push(eq(crmContacts.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(crmContacts.name, pattern),
        ilike(crmContacts.email, pattern),
        ilike(crmContacts.company, pattern),
      )!,
    );
  }
  return conditions;
}

/** The list's columns, read as the driver gives them (driverRows), under these names. */
const listColumns = {
  id: crmContacts.id,
  name: crmContacts.name,
  email: crmContacts.email,
  phone: crmContacts.phone,
  company: crmContacts.company,
  position: crmContacts.position,
  industry: crmContacts.industry,
  address: crmContacts.address,
  leadSource: crmContacts.leadSource,
  dealValue: crmContacts.dealValue,
  notes: crmContacts.notes,
  status: crmContacts.status,
  // The same text as Date#toISOString, written by the database.
  createdAt: isoMillisText(crmContacts.createdAt).as('created_at_iso'),
  updatedAt: isoMillisText(crmContacts.updatedAt).as('updated_at_iso'),
  createdAtText: isoMicrosText(crmContacts.createdAt).as('created_at_text'),
  nextFollowUpText: isoMicrosText(crmContacts.nextFollowUpAt).as('next_follow_up_text'),
};
type ListRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  position: string;
  industry: string;
  address: string;
  lead_source: string;
  deal_value: string | number | null;
  notes: string;
  status: Contact['status'];
  created_at_iso: string;
  updated_at_iso: string;
  created_at_text: string;
  next_follow_up_text: string | null;
};

const contactOfListRow = (row: ListRow): Contact => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  position: row.position,
  industry: row.industry,
  address: row.address,
  leadSource: row.lead_source,
  dealValue: row.deal_value === null ? null : Number(row.deal_value),
  notes: row.notes,
  status: row.status,
  createdAt: row.created_at_iso,
  updatedAt: row.updated_at_iso,
});

// Spelled as the indexes sort (crm_contacts_user_created_idx, crm_contacts_user_next_idx and
// their status twins), so an index gives the order.
const newestOrder = [
  sql`${crmContacts.createdAt} desc nulls last`,
  sql`${crmContacts.id} desc nulls last`,
];
const nextOrder = [sql`${crmContacts.nextFollowUpAt} asc nulls last`, ...newestOrder];

const beforeInNewest = (after: ContactCursor) =>
  sql`(${crmContacts.createdAt}, ${crmContacts.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;

/**
 * One page of the user's contacts; search (name, email or company, any case) and status combine.
 * "newest" (the default): newest first. "next-follow-up": the soonest follow-up not completed
 * first (overdue ones, oldest first, come before today's and later ones), then the contacts with
 * none, newest first. Keyset paging on the order's own key: contacts added while someone pages
 * through the list neither shift nor repeat the rows of the next page.
 */
export async function listContacts(
  db: Db,
  userId: string,
  query: ContactListQuery = {},
): Promise<ContactPage> {
  const limit = query.limit ?? contactPageSize.default;
  const sort = query.sort ?? defaultContactSort;
  const after = query.cursor ? decodeContactCursor(query.cursor, sort) : undefined;
  const select = (extra: SQL[], order: SQL[], count: number) =>
    driverRows<ListRow>(
      db,
      db
        .select(listColumns)
        .from(crmContacts)
        .where(and(...contactConditions(userId, query), ...extra))
        .orderBy(...order)
        .limit(count),
    );

  let rows;
  if (sort === 'newest') {
    rows = await select(after ? [beforeInNewest(after)] : [], newestOrder, limit + 1);
  } else if (!after) {
    rows = await select([], nextOrder, limit + 1);
  } else if (after.nextFollowUpAt === null) {
    // Past every contact with a follow-up: one index range of those without, newest first.
    rows = await select(
      [isNull(crmContacts.nextFollowUpAt), beforeInNewest(after)],
      newestOrder,
      limit + 1,
    );
  } else {
    // The rest of the contacts with a follow-up (one index range from the cursor's date), and
    // when they run out, the first of those without.
    const next = sql`${after.nextFollowUpAt}::timestamptz`;
    rows = await select(
      [
        sql`${crmContacts.nextFollowUpAt} >= ${next}`,
        or(sql`${crmContacts.nextFollowUpAt} > ${next}`, beforeInNewest(after))!,
      ],
      nextOrder,
      limit + 1,
    );
    if (rows.length <= limit) {
      rows = rows.concat(
        await select([isNull(crmContacts.nextFollowUpAt)], newestOrder, limit + 1 - rows.length),
      );
    }
  }
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(contactOfListRow),
    nextCursor:
      rows.length > limit
        ? encodeContactCursor({
            sort,
            nextFollowUpAt: last.next_follow_up_text,
            createdAt: last.created_at_text,
            id: last.id,
          })
        : null,
  };
}

export async function getContact(db: Db, userId: string, id: string): Promise<Contact> {
  if (!isUuid(id)) throw contactNotFound();
  const [row] = await db
    .select()
    .from(crmContacts)
    .where(and(eq(crmContacts.id, id), eq(crmContacts.userId, userId)));
  if (!row) throw contactNotFound();
  return toContact(row);
}

export async function createContact(db: Db, userId: string, body: ContactBody): Promise<Contact> {
  const [row] = await db
    .insert(crmContacts)
    .values({ ...body, userId })
    .returning();
  return toContact(row);
}

/** PUT replaces every field; another user's contact is answered as missing. */
export async function updateContact(
  db: Db,
  userId: string,
  id: string,
  body: ContactBody,
): Promise<Contact> {
  if (!isUuid(id)) throw contactNotFound();
  const [row] = await db
    .update(crmContacts)
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(crmContacts.id, id), eq(crmContacts.userId, userId)))
    .returning();
  if (!row) throw contactNotFound();
  return toContact(row);
}

/**
 * Deletes a contact and its follow-ups, keeping the server's own copy for the undo window.
 * Expired copies of every user are purged on the way, so the table stays small.
 */
export async function deleteContact(db: Db, userId: string, id: string, now = new Date()) {
  if (!isUuid(id)) throw contactNotFound();
  return db.transaction(async (tx) => {
    // Locked, so that two deletes (or a delete and a new follow-up) cannot interleave.
    const [contact] = await tx
      .select()
      .from(crmContacts)
      .where(and(eq(crmContacts.id, id), eq(crmContacts.userId, userId)))
      .for('update');
    if (!contact) throw contactNotFound();
    const followUps = await tx
      .select()
      .from(crmFollowUps)
      .where(and(eq(crmFollowUps.contactId, id), eq(crmFollowUps.userId, userId)))
      .orderBy(asc(crmFollowUps.followUpDate), asc(crmFollowUps.id));
    await tx.delete(crmContacts).where(eq(crmContacts.id, id));
    await tx.delete(crmDeletedContacts).where(lt(crmDeletedContacts.expiresAt, now));
    const expiresAt = new Date(now.getTime() + crmRules.undoWindowMs);
    const snapshot: CrmDeletedSnapshot = {
      contact: asJson(contact),
      followUps: followUps.map((f) => asJson(f)),
    };
    await tx
      .insert(crmDeletedContacts)
      .values({ contactId: id, userId, snapshot, deletedAt: now, expiresAt })
      .onConflictDoUpdate({
        target: crmDeletedContacts.contactId,
        set: { snapshot, deletedAt: now, expiresAt },
      });
    return {
      contact: toContact(contact),
      followUps: followUps.map((f) => toFollowUp(f, contact.name)),
      restorableUntil: expiresAt.toISOString(),
    };
  });
}

/**
 * Undo: puts back exactly what this user deleted (same ids, dates and states), from the
 * server's copy. The browser names only the contact; another user's deletion, an expired one
 * or a second restore is answered 404 and changes nothing.
 */
export async function restoreContact(db: Db, userId: string, contactId: string, now = new Date()) {
  if (!isUuid(contactId)) throw notFound(crmMessages.nothingToRestore);
  return db.transaction(async (tx) => {
    // Taking the row out first makes a second, concurrent restore find nothing.
    const [kept] = await tx
      .delete(crmDeletedContacts)
      .where(
        and(
          eq(crmDeletedContacts.contactId, contactId),
          eq(crmDeletedContacts.userId, userId),
          gt(crmDeletedContacts.expiresAt, now),
        ),
      )
      .returning();
    if (!kept || kept.snapshot.contact.userId !== userId) {
      throw notFound(crmMessages.nothingToRestore);
    }
    const { contact, followUps } = kept.snapshot;
    const [contactRow] = await tx
      .insert(crmContacts)
      .values({
        ...contact,
        // Set from the restored follow-ups below, whatever the copy says.
        nextFollowUpAt: null,
        createdAt: date(contact.createdAt),
        updatedAt: date(contact.updatedAt),
      })
      .returning();
    const followUpRows =
      followUps.length === 0
        ? []
        : await tx
            .insert(crmFollowUps)
            .values(
              followUps.map((f) => ({
                ...f,
                userId,
                followUpDate: date(f.followUpDate),
                completedAt: f.completedAt === null ? null : date(f.completedAt),
                createdAt: date(f.createdAt),
                updatedAt: date(f.updatedAt),
              })),
            )
            .returning();
    await refreshNextFollowUp(tx, userId, [contactId]);
    followUpRows.sort(
      (a, b) => a.followUpDate.getTime() - b.followUpDate.getTime() || a.id.localeCompare(b.id),
    );
    return {
      contact: toContact(contactRow),
      followUps: followUpRows.map((f) => toFollowUp(f, contactRow.name)),
    };
  });
}
