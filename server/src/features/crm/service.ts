import { and, asc, eq, gt, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  contactStatuses,
  crmMessages,
  crmRules,
  isUuid,
  type Contact,
  type ContactBody,
  type ContactListQuery,
  type ContactPage,
  type ContactSort,
  defaultContactSort,
  type CrmAnalytics,
  contactPageMessages,
  contactPageSize,
  type FollowUp,
  type FollowUpBody,
  type FollowUpListQuery,
  type FollowUpPage,
  followUpPageSize,
  followUpUndoMessages,
} from '../../../../common/contracts/crm';
import { csvCell, CSV_BOM } from '../../../../common/csv';
import {
  pipelineShares,
  winRatePercent,
  type StatusCounts,
} from '../../../../common/crm-analytics';
import { crmText } from '../../../../content/crm';
import type { Db } from '../../db/client';
import { driverRows, isoMicrosText, isoMillisText } from '../../db/driver-rows';
import {
  crmContacts,
  crmDeletedContacts,
  crmDeletedFollowUps,
  crmFollowUps,
  type CrmDeletedSnapshot,
  type JsonRow,
} from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { todayIn, type IsoDate } from '../../../../common/kpi-rules';
import { recordAutomaticKpi } from '../growth/kpi-service';

type ContactRow = typeof crmContacts.$inferSelect;
type FollowUpRow = typeof crmFollowUps.$inferSelect;

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    position: row.position,
    industry: row.industry,
    address: row.address,
    leadSource: row.leadSource,
    dealValue: row.dealValue,
    notes: row.notes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toFollowUp(row: FollowUpRow, contactName: string): FollowUp {
  return {
    id: row.id,
    contactId: row.contactId,
    contactName,
    type: row.type,
    title: row.title,
    description: row.description,
    followUpDate: row.followUpDate.toISOString(),
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

const contactNotFound = () => notFound(crmMessages.contactNotFound);
const followUpNotFound = () => notFound(crmMessages.followUpNotFound);

/** A search term matches itself: % and _ typed by the user are not wildcards. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The position after the last row of a page: its exact creation time (microseconds) and id, and
 * in the "next follow-up" order also its next follow-up (null past the contacts that have one).
 */
type Cursor = { sort: ContactSort; nextFollowUpAt: string | null; createdAt: string; id: string };

const nextSortTag = 'next';

// Newest-first cursors keep the shape they had before there was a choice of order, so a page
// opened before an upgrade still loads its next one.
const encodeCursor = (cursor: Cursor) =>
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
function decodeCursor(value: string, sort: ContactSort): Cursor {
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

const beforeInNewest = (after: Cursor) =>
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
  const after = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
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
        ? encodeCursor({
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

const asJson = <T>(row: T) => JSON.parse(JSON.stringify(row)) as JsonRow<T>;

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

const date = (value: string) => new Date(value);

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

/** Follow-ups, each with its contact's name and its date to the microsecond (for a cursor). */
const followUpsWithNames = (db: Db) =>
  db
    .select({
      followUp: crmFollowUps,
      contactName: crmContacts.name,
      dateText: isoMicrosText(crmFollowUps.followUpDate),
    })
    .from(crmFollowUps)
    .innerJoin(crmContacts, eq(crmContacts.id, crmFollowUps.contactId));

type FollowUpCursor = { followUpDate: string; id: string };

const encodeFollowUpCursor = (cursor: FollowUpCursor) =>
  Buffer.from(JSON.stringify([cursor.followUpDate, cursor.id])).toString('base64url');

function decodeFollowUpCursor(value: string): FollowUpCursor {
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

/**
 * One page of the user's follow-ups, soonest first (completed ones too, in their place). Keyset
 * paging on (date, id): follow-ups added while someone pages through neither shift nor repeat rows.
 */
export async function listFollowUps(
  db: Db,
  userId: string,
  query: FollowUpListQuery = {},
): Promise<FollowUpPage> {
  const limit = query.limit ?? followUpPageSize.default;
  const after = query.cursor ? decodeFollowUpCursor(query.cursor) : undefined;
  const rows = await followUpsWithNames(db)
    .where(
      and(
        eq(crmFollowUps.userId, userId),
        after
          ? sql`(${crmFollowUps.followUpDate}, ${crmFollowUps.id}) > (${after.followUpDate}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(crmFollowUps.followUpDate), asc(crmFollowUps.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => toFollowUp(r.followUp, r.contactName)),
    nextCursor:
      rows.length > limit
        ? encodeFollowUpCursor({ followUpDate: last.dateText, id: last.followUp.id })
        : null,
  };
}

/** The soonest follow-ups not completed, dated `now` or later (the Upcoming list). */
export async function listUpcomingFollowUps(
  db: Db,
  userId: string,
  now: Date,
): Promise<FollowUp[]> {
  const rows = await followUpsWithNames(db)
    .where(
      and(
        eq(crmFollowUps.userId, userId),
        eq(crmFollowUps.completed, false),
        gte(crmFollowUps.followUpDate, now),
      ),
    )
    .orderBy(asc(crmFollowUps.followUpDate), asc(crmFollowUps.id))
    .limit(crmRules.upcomingLimit);
  return rows.map((r) => toFollowUp(r.followUp, r.contactName));
}

/**
 * Each of these contacts' next follow-up not completed (overdue ones included); contacts of
 * another user and contacts with none are left out.
 */
export async function listNextFollowUps(
  db: Db,
  userId: string,
  contactIds: readonly string[],
): Promise<FollowUp[]> {
  const rows = await db
    .selectDistinctOn([crmFollowUps.contactId], {
      followUp: crmFollowUps,
      contactName: crmContacts.name,
    })
    .from(crmFollowUps)
    .innerJoin(crmContacts, eq(crmContacts.id, crmFollowUps.contactId))
    .where(
      and(
        eq(crmFollowUps.userId, userId),
        inArray(crmFollowUps.contactId, [...new Set(contactIds)]),
        eq(crmFollowUps.completed, false),
      ),
    )
    // One row per contact: the first in date order.
    .orderBy(asc(crmFollowUps.contactId), asc(crmFollowUps.followUpDate), asc(crmFollowUps.id));
  return rows.map((r) => toFollowUp(r.followUp, r.contactName));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the user's contacts among `ids` (in id order, so two writers never wait on each other in
 * a circle) and answers the ones that exist. Every write to a follow-up holds its contact's lock,
 * so follow-up writes of one contact take turns and the next follow-up date computed afterwards
 * sees every one of them. FOR NO KEY UPDATE waits for another writer and for a delete, not for
 * the foreign-key check of a follow-up being inserted.
 */
function lockContacts(tx: Tx, userId: string, ids: string[]) {
  return tx
    .select({ id: crmContacts.id, name: crmContacts.name })
    .from(crmContacts)
    .where(and(eq(crmContacts.userId, userId), inArray(crmContacts.id, ids)))
    .orderBy(asc(crmContacts.id))
    .for('no key update');
}

/**
 * Sets the contacts' next follow-up (the earliest date among their follow-ups not completed) in
 * one statement. Run after lockContacts, in the same transaction: a statement started after the
 * lock was granted sees every follow-up write committed before it, so two completions in parallel
 * cannot leave a date that is already done.
 */
async function refreshNextFollowUp(tx: Tx, userId: string, contactIds: string[]) {
  await tx
    .update(crmContacts)
    .set({
      // Spelled out: inside the sub-select an unqualified "id" would be the follow-up's.
      nextFollowUpAt: sql`(select min(f.follow_up_date) from crm_follow_ups f where f.contact_id = crm_contacts.id and f.user_id = crm_contacts.user_id and not f.completed)`,
    })
    .where(and(eq(crmContacts.userId, userId), inArray(crmContacts.id, contactIds)));
}

/**
 * Runs `write` for one of the user's follow-ups with its contact locked. `write` must name the
 * contact in its WHERE: when an edit moved the follow-up to another contact between the look-up
 * and the lock, it finds nothing and the look-up starts again (moves hold the lock, so this ends).
 */
async function withFollowUpContact<T>(
  tx: Tx,
  userId: string,
  id: string,
  write: (contact: { id: string; name: string }) => Promise<T | undefined>,
): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [current] = await tx
      .select({ contactId: crmFollowUps.contactId })
      .from(crmFollowUps)
      .where(and(eq(crmFollowUps.id, id), eq(crmFollowUps.userId, userId)));
    if (!current) throw followUpNotFound();
    const [contact] = await lockContacts(tx, userId, [current.contactId]);
    // The contact was deleted meanwhile, and its follow-ups with it.
    if (!contact) throw followUpNotFound();
    const result = await write(contact);
    if (result !== undefined) {
      await refreshNextFollowUp(tx, userId, [contact.id]);
      return result;
    }
  }
  throw followUpNotFound();
}

/** A follow-up for one of the user's own contacts; anyone else's contact is answered 404. */
export async function createFollowUp(
  db: Db,
  userId: string,
  body: FollowUpBody,
  today: IsoDate = todayIn('UTC'),
): Promise<FollowUp> {
  if (!isUuid(body.contactId)) throw contactNotFound();
  // A meeting records its meetings_scheduled KPI entry in the same transaction, so a retry or a
  // crash never counts it twice or loses it (decisions.md, "Growth tools").
  return db.transaction(async (tx) => {
    const [contact] = await lockContacts(tx, userId, [body.contactId]);
    if (!contact) throw contactNotFound();
    const [inserted] = await tx
      .insert(crmFollowUps)
      .values({ ...body, followUpDate: new Date(body.followUpDate), userId })
      .returning();
    await refreshNextFollowUp(tx, userId, [contact.id]);
    if (inserted.type === 'meeting') {
      await recordAutomaticKpi(tx, {
        userId,
        kpiType: 'meetings_scheduled',
        origin: `follow-up:${inserted.id}`,
        date: today,
        sourceLabel: contact.name,
      });
    }
    return toFollowUp(inserted, contact.name);
  });
}

/** Marks a follow-up completed (keeping when it was first completed) or reopens it. */
export async function setFollowUpCompleted(
  db: Db,
  userId: string,
  id: string,
  completed: boolean,
  now = new Date(),
): Promise<FollowUp> {
  if (!isUuid(id)) throw followUpNotFound();
  return db.transaction((tx) =>
    withFollowUpContact(tx, userId, id, async (contact) => {
      const [row] = await tx
        .update(crmFollowUps)
        .set({
          completed,
          completedAt: completed
            ? sql`coalesce(${crmFollowUps.completedAt}, ${now.toISOString()}::timestamptz)`
            : null,
          updatedAt: now,
        })
        .where(
          and(
            eq(crmFollowUps.id, id),
            eq(crmFollowUps.userId, userId),
            eq(crmFollowUps.contactId, contact.id),
          ),
        )
        .returning();
      return row && toFollowUp(row, contact.name);
    }),
  );
}

/**
 * Edits a follow-up: its contact (one of the user's own), type, title, description and date.
 * The old and the new contact are locked first, so a contact deleted meanwhile or anyone else's
 * id is a 404, and both contacts' next follow-up is set again.
 */
export async function updateFollowUp(
  db: Db,
  userId: string,
  id: string,
  body: FollowUpBody,
  now = new Date(),
): Promise<FollowUp> {
  if (!isUuid(id)) throw followUpNotFound();
  if (!isUuid(body.contactId)) throw contactNotFound();
  return db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [current] = await tx
        .select({ contactId: crmFollowUps.contactId })
        .from(crmFollowUps)
        .where(and(eq(crmFollowUps.id, id), eq(crmFollowUps.userId, userId)));
      if (!current) throw followUpNotFound();
      const locked = await lockContacts(tx, userId, [current.contactId, body.contactId]);
      const contact = locked.find((c) => c.id === body.contactId);
      if (!contact) throw contactNotFound();
      if (!locked.some((c) => c.id === current.contactId)) throw followUpNotFound();
      const [row] = await tx
        .update(crmFollowUps)
        .set({
          contactId: body.contactId,
          type: body.type,
          title: body.title,
          description: body.description,
          followUpDate: new Date(body.followUpDate),
          updatedAt: now,
        })
        .where(
          and(
            eq(crmFollowUps.id, id),
            eq(crmFollowUps.userId, userId),
            eq(crmFollowUps.contactId, current.contactId),
          ),
        )
        .returning();
      if (row) {
        await refreshNextFollowUp(tx, userId, [current.contactId, body.contactId]);
        return toFollowUp(row, contact.name);
      }
    }
    throw followUpNotFound();
  });
}

/**
 * Deletes one of the user's follow-ups (anyone else's id answers 404), keeping the server's own
 * copy for the undo window as a contact's delete does (decision 0009).
 */
export async function deleteFollowUp(
  db: Db,
  userId: string,
  id: string,
  now = new Date(),
): Promise<{ id: string; restorableUntil: string }> {
  if (!isUuid(id)) throw followUpNotFound();
  return db.transaction((tx) =>
    withFollowUpContact(tx, userId, id, async (contact) => {
      const [row] = await tx
        .delete(crmFollowUps)
        .where(
          and(
            eq(crmFollowUps.id, id),
            eq(crmFollowUps.userId, userId),
            eq(crmFollowUps.contactId, contact.id),
          ),
        )
        .returning();
      if (!row) return undefined;
      await tx.delete(crmDeletedFollowUps).where(lt(crmDeletedFollowUps.expiresAt, now));
      const expiresAt = new Date(now.getTime() + crmRules.undoWindowMs);
      const snapshot = asJson(row);
      await tx
        .insert(crmDeletedFollowUps)
        .values({ followUpId: id, userId, snapshot, deletedAt: now, expiresAt })
        .onConflictDoUpdate({
          target: crmDeletedFollowUps.followUpId,
          set: { snapshot, deletedAt: now, expiresAt },
        });
      return { id: row.id, restorableUntil: expiresAt.toISOString() };
    }),
  );
}

/**
 * Undo of a follow-up's delete: puts back exactly what this user deleted (same id, dates and
 * state) from the server's copy. Another user's deletion, an expired one, a second restore, or
 * one whose contact is gone meanwhile is answered 404 and changes nothing.
 */
export async function restoreFollowUp(
  db: Db,
  userId: string,
  followUpId: string,
  now = new Date(),
): Promise<FollowUp> {
  const nothing = () => notFound(followUpUndoMessages.nothingToRestore);
  if (!isUuid(followUpId)) throw nothing();
  return db.transaction(async (tx) => {
    // Taking the row out first makes a second, concurrent restore find nothing.
    const [kept] = await tx
      .delete(crmDeletedFollowUps)
      .where(
        and(
          eq(crmDeletedFollowUps.followUpId, followUpId),
          eq(crmDeletedFollowUps.userId, userId),
          gt(crmDeletedFollowUps.expiresAt, now),
        ),
      )
      .returning();
    if (!kept || kept.snapshot.userId !== userId) throw nothing();
    const followUp = kept.snapshot;
    const [contact] = await lockContacts(tx, userId, [followUp.contactId]);
    // Its contact was deleted since: the copy stays, for after the contact's own Undo.
    if (!contact) throw nothing();
    const [row] = await tx
      .insert(crmFollowUps)
      .values({
        ...followUp,
        userId,
        followUpDate: date(followUp.followUpDate),
        completedAt: followUp.completedAt === null ? null : date(followUp.completedAt),
        createdAt: date(followUp.createdAt),
        updatedAt: date(followUp.updatedAt),
      })
      .returning();
    await refreshNextFollowUp(tx, userId, [contact.id]);
    return toFollowUp(row, contact.name);
  });
}

const exportBatchSize = 500;

/**
 * Every field of every contact, as a spreadsheet-safe UTF-8 CSV, produced a batch of rows at a
 * time: a large CRM is never held in memory whole, on the server or in the browser.
 */
export async function* exportContactsCsv(db: Db, userId: string): AsyncGenerator<string> {
  const columns = crmText.csvColumns;
  yield `${CSV_BOM}${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
  let cursor: string | undefined;
  do {
    const page = await listContacts(db, userId, { sort: 'newest', limit: exportBatchSize, cursor });
    if (page.items.length > 0) {
      yield page.items
        .map((contact) =>
          columns
            .map((column) =>
              csvCell(
                'as' in column
                  ? crmText.statusLabels[contact.status]
                  : column.field === 'dealValue'
                    ? contact.dealValue === null
                      ? null
                      : contact.dealValue.toFixed(2)
                    : contact[column.field],
              ),
            )
            .join(','),
        )
        .map((line) => `${line}\r\n`)
        .join('');
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** Every figure of the Analytics tab, summed by the database with the rules of common/crm-analytics. */
export async function getCrmAnalytics(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<CrmAnalytics> {
  const perStatus = await db
    .select({
      status: crmContacts.status,
      count: sql<number>`count(*)::int`,
      // Whole cents, summed exactly (deal_value is numeric(12,2)), as dollarsToCents does per row.
      cents: sql<number>`coalesce(sum(${crmContacts.dealValue} * 100), 0)::float8`,
    })
    .from(crmContacts)
    .where(eq(crmContacts.userId, userId))
    .groupBy(crmContacts.status);
  const until = new Date(now.getTime() + crmRules.dueSoonDays * DAY_MS);
  const pending = sql`not ${crmFollowUps.completed}`;
  const [followUps] = await db
    .select({
      total: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${pending} and ${crmFollowUps.followUpDate} < ${now.toISOString()}::timestamptz))::int`,
      dueSoon: sql<number>`(count(*) filter (where ${pending} and ${crmFollowUps.followUpDate} >= ${now.toISOString()}::timestamptz and ${crmFollowUps.followUpDate} < ${until.toISOString()}::timestamptz))::int`,
    })
    .from(crmFollowUps)
    .where(eq(crmFollowUps.userId, userId));

  const counts = Object.fromEntries(contactStatuses.map((s) => [s, 0])) as StatusCounts;
  const cents = Object.fromEntries(contactStatuses.map((s) => [s, 0])) as StatusCounts;
  for (const row of perStatus) {
    counts[row.status] = Number(row.count);
    cents[row.status] = Number(row.cents);
  }
  return {
    counts,
    valueCents: cents,
    // Percentages are derived from the counts by the same pure functions the browser used, so
    // rounding is one rule everywhere.
    shares: pipelineShares(counts),
    total: contactStatuses.reduce((sum, s) => sum + counts[s], 0),
    openPipelineCents: cents.lead + cents.prospect,
    wonValueCents: cents.client,
    winRatePercent: winRatePercent(counts),
    dueSoon: Number(followUps.dueSoon),
    overdue: Number(followUps.overdue),
    followUpCount: Number(followUps.total),
  };
}
