import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  crmRules,
  isUuid,
  type FollowUp,
  type FollowUpBody,
  type FollowUpListQuery,
  type FollowUpPage,
  followUpPageSize,
  followUpUndoMessages,
} from '../../../../common/contracts/crm';
import { todayIn, type IsoDate } from '../../../../common/kpi-rules';
import type { Db } from '../../db/client';
import {
  isoMicrosText,
  isoMillisText,
  millisOfMicrosText,
  preparedRows,
} from '../../db/driver-rows';
import { pageOf } from '../../lists/keyset';
import { crmContacts, crmDeletedFollowUps, crmFollowUps } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAutomaticKpi } from '../growth';
import { decodeFollowUpCursor, encodeFollowUpCursor } from './cursors';
import { lockContacts, refreshNextFollowUp, type Tx } from './next-follow-up';
import { asJson, contactNotFound, date, followUpNotFound, toFollowUp } from './rows';

/** Follow-ups, each with its contact's name. */
const followUpsWithNames = (db: Db) =>
  db
    .select({ followUp: crmFollowUps, contactName: crmContacts.name })
    .from(crmFollowUps)
    .innerJoin(crmContacts, eq(crmContacts.id, crmFollowUps.contactId));

/** The list's columns, read as the driver gives them (preparedRows), under these names. */
const listColumns = {
  id: crmFollowUps.id,
  contactId: crmFollowUps.contactId,
  contactName: sql<string>`${crmContacts.name}`.as('contact_name'),
  type: crmFollowUps.type,
  title: crmFollowUps.title,
  description: crmFollowUps.description,
  // Times as text, written by the database: the date to the microsecond for the cursor (the
  // answer's text is cut from it), the others as Date#toISOString writes them.
  followUpDate: isoMicrosText(crmFollowUps.followUpDate).as('follow_up_date_text'),
  completed: crmFollowUps.completed,
  completedAt: isoMillisText(crmFollowUps.completedAt).as('completed_at_iso'),
  createdAt: isoMillisText(crmFollowUps.createdAt).as('created_at_iso'),
};
type ListRow = {
  id: string;
  contact_id: string;
  contact_name: string;
  type: FollowUp['type'];
  title: string;
  description: string;
  follow_up_date_text: string;
  completed: boolean;
  completed_at_iso: string | null;
  created_at_iso: string;
};

const followUpOfListRow = (row: ListRow): FollowUp => ({
  id: row.id,
  contactId: row.contact_id,
  contactName: row.contact_name,
  type: row.type,
  title: row.title,
  description: row.description,
  followUpDate: millisOfMicrosText(row.follow_up_date_text),
  completed: row.completed,
  completedAt: row.completed_at_iso,
  createdAt: row.created_at_iso,
});

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
  const values = { userId, afterDate: after?.followUpDate, afterId: after?.id, limit: limit + 1 };
  const rows = await preparedRows<ListRow, typeof values>(db, 'follow_ups', values, (p) =>
    db
      .select(listColumns)
      .from(crmFollowUps)
      .innerJoin(crmContacts, eq(crmContacts.id, crmFollowUps.contactId))
      .where(
        and(
          eq(crmFollowUps.userId, p.userId),
          p.afterDate &&
            sql`(${crmFollowUps.followUpDate}, ${crmFollowUps.id}) > (${p.afterDate}::timestamptz, ${p.afterId}::uuid)`,
        ),
      )
      .orderBy(asc(crmFollowUps.followUpDate), asc(crmFollowUps.id))
      .limit(p.limit),
  );
  const { items, nextCursor } = pageOf(rows, limit, (last) =>
    encodeFollowUpCursor({ followUpDate: last.follow_up_date_text, id: last.id }),
  );
  return { items: items.map(followUpOfListRow), nextCursor };
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
  // crash never counts it twice or loses it (docs/decisions/0026-growth-tools.md).
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
 * copy for the undo window as a contact's delete does
 * (docs/decisions/0009-crm-undo-search-and-figures.md).
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
