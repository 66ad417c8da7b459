import { and, asc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  contactStatuses,
  crmMessages,
  crmRules,
  isUuid,
  type Contact,
  type ContactBody,
  type ContactListQuery,
  type ContactPage,
  type CrmAnalytics,
  contactPageMessages,
  contactPageSize,
  type FollowUp,
  type FollowUpBody,
} from '../../../../common/contracts/crm';
import { csvCell, CSV_BOM } from '../../../../common/csv';
import {
  pipelineShares,
  winRatePercent,
  type StatusCounts,
} from '../../../../common/crm-analytics';
import { crmText } from '../../../../content/crm';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import {
  crmContacts,
  crmDeletedContacts,
  crmFollowUps,
  type CrmDeletedSnapshot,
  type JsonRow,
} from '../../db/schema';
import { badRequest, notFound } from '../../errors';

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

type Cursor = { createdAt: string; id: string };

/** The position after the last row of a page: its exact creation time (microseconds) and id. */
const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');

function decodeCursor(value: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(parsed[0]) &&
      typeof parsed[1] === 'string' &&
      isUuid(parsed[1])
    ) {
      return { createdAt: parsed[0], id: parsed[1] };
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

// JavaScript dates keep milliseconds and PostgreSQL keeps microseconds: the cursor carries the
// database's own text, so two contacts created in one millisecond are never skipped.
const createdAtText = sql<string>`to_char(${crmContacts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of the user's contacts, newest first; search (name, email or company, any case) and
 * status combine. Keyset paging on (created_at, id): contacts added while someone pages through
 * the list neither shift nor repeat the rows of the next page.
 */
export async function listContacts(
  db: Db,
  userId: string,
  query: ContactListQuery = {},
): Promise<ContactPage> {
  const limit = query.limit ?? contactPageSize.default;
  const conditions = contactConditions(userId, query);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(
      sql`(${crmContacts.createdAt}, ${crmContacts.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({ contact: crmContacts, createdAtText })
    .from(crmContacts)
    .where(and(...conditions))
    // Spelled as the index (crm_contacts_user_created_idx) sorts, so the index gives the order.
    .orderBy(sql`${crmContacts.createdAt} desc nulls last`, sql`${crmContacts.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => toContact(r.contact)),
    nextCursor:
      rows.length > limit
        ? encodeCursor({ createdAt: last.createdAtText, id: last.contact.id })
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
    followUpRows.sort(
      (a, b) => a.followUpDate.getTime() - b.followUpDate.getTime() || a.id.localeCompare(b.id),
    );
    return {
      contact: toContact(contactRow),
      followUps: followUpRows.map((f) => toFollowUp(f, contactRow.name)),
    };
  });
}

/** The user's follow-ups, soonest first, each with its contact's name. */
export async function listFollowUps(db: Db, userId: string): Promise<FollowUp[]> {
  const rows = await db
    .select({ followUp: crmFollowUps, contactName: crmContacts.name })
    .from(crmFollowUps)
    .innerJoin(crmContacts, eq(crmContacts.id, crmFollowUps.contactId))
    .where(eq(crmFollowUps.userId, userId))
    .orderBy(asc(crmFollowUps.followUpDate), asc(crmFollowUps.id));
  return rows.map((r) => toFollowUp(r.followUp, r.contactName));
}

/** A follow-up for one of the user's own contacts; anyone else's contact is answered 404. */
export async function createFollowUp(
  db: Db,
  userId: string,
  body: FollowUpBody,
): Promise<FollowUp> {
  if (!isUuid(body.contactId)) throw contactNotFound();
  const [contact] = await db
    .select({ name: crmContacts.name })
    .from(crmContacts)
    .where(and(eq(crmContacts.id, body.contactId), eq(crmContacts.userId, userId)));
  if (!contact) throw contactNotFound();
  try {
    const [row] = await db
      .insert(crmFollowUps)
      .values({ ...body, followUpDate: new Date(body.followUpDate), userId })
      .returning();
    return toFollowUp(row, contact.name);
  } catch (error) {
    // The contact was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw contactNotFound();
    throw error;
  }
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
  const [row] = await db
    .update(crmFollowUps)
    .set({
      completed,
      completedAt: completed
        ? sql`coalesce(${crmFollowUps.completedAt}, ${now.toISOString()}::timestamptz)`
        : null,
      updatedAt: now,
    })
    .where(and(eq(crmFollowUps.id, id), eq(crmFollowUps.userId, userId)))
    .returning();
  if (!row) throw followUpNotFound();
  const [contact] = await db
    .select({ name: crmContacts.name })
    .from(crmContacts)
    .where(eq(crmContacts.id, row.contactId));
  return toFollowUp(row, contact?.name ?? '');
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
    const page = await listContacts(db, userId, { limit: exportBatchSize, cursor });
    if (page.items.length > 0) {
      yield page.items
        .map((contact) =>
          columns
            .map(({ field }) =>
              csvCell(
                field === 'dealValue'
                  ? contact.dealValue === null
                    ? null
                    : contact.dealValue.toFixed(2)
                  : contact[field],
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
