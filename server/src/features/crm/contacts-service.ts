import { and, asc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  crmMessages,
  crmRules,
  isUuid,
  type Contact,
  type ContactBody,
  type ContactUpdateBody,
  type ContactListQuery,
  type ContactPage,
  type SavedContact,
  defaultContactSort,
  contactPageSize,
} from '../../../../common/contracts/crm';
import type { Db } from '../../db/client';
import {
  isoMicrosText,
  isoMillisText,
  millisOfMicrosText,
  preparedRows,
  type Placeholders,
} from '../../db/driver-rows';
import {
  crmContacts,
  crmDeletedContacts,
  crmFollowUps,
  type CrmDeletedSnapshot,
} from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { pipelineText } from '../../../../common/pipeline-rules';
import { findPersonByEmail, lockPerson, lockPipeline, relinkDeals, unlinkDeals } from '../people';
import {
  afterPlaceholders,
  anyMatches,
  likePattern,
  newestFirst,
  pageOf,
  type AfterValues,
} from '../../lists/keyset';
import { decodeContactCursor, encodeContactCursor } from './cursors';
import { refreshNextFollowUp } from './next-follow-up';
import { asJson, contactNotFound, date, toContact, toFollowUp } from './rows';

/** What a page of contacts is read with: its statement is built once per shape (preparedRows). */
type ListValues = AfterValues & {
  userId: string;
  status?: string;
  /** The search term, as likePattern writes it. */
  pattern?: string;
  /** The cursor's next follow-up, in the "next follow-up" order. */
  afterNext?: string;
  limit: number;
};

function contactConditions(p: Placeholders<ListValues>): SQL[] {
  const conditions: SQL[] = [eq(crmContacts.userId, p.userId)];
  if (p.status) conditions.push(eq(crmContacts.status, p.status));
  if (p.pattern) {
    conditions.push(
      anyMatches(p.pattern, [crmContacts.name, crmContacts.email, crmContacts.company]),
    );
  }
  return conditions;
}

/** The list's columns, read as the driver gives them (preparedRows), under these names. */
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
  // Times as text, written by the database: created_at to the microsecond for the cursor (the
  // answer's text is cut from it), updated_at as Date#toISOString writes it.
  createdAtText: isoMicrosText(crmContacts.createdAt).as('created_at_text'),
  updatedAt: isoMillisText(crmContacts.updatedAt).as('updated_at_iso'),
};
/** The "next follow-up" order's cursor also carries the next follow-up's time. */
const nextOrderColumns = {
  ...listColumns,
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
  created_at_text: string;
  updated_at_iso: string;
  /** Read in the "next follow-up" order only. */
  next_follow_up_text?: string | null;
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
  createdAt: millisOfMicrosText(row.created_at_text),
  updatedAt: row.updated_at_iso,
});

// Spelled as the indexes sort (crm_contacts_user_created_idx, crm_contacts_user_next_idx and
// their status twins), so an index gives the order.
const newestOrder = newestFirst(crmContacts);
const nextOrder = [sql`${crmContacts.nextFollowUpAt} asc nulls last`, ...newestOrder];

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
  const values: ListValues = {
    userId,
    status: query.status,
    pattern: query.search ? likePattern(query.search) : undefined,
    ...(after && { afterCreatedAt: after.createdAt, afterId: after.id }),
    afterNext: after?.nextFollowUpAt ?? undefined,
    limit: limit + 1,
  };
  // Each way of reading a page is a statement of its own.
  const select = (
    name: string,
    count: number,
    statement: (p: Placeholders<ListValues>) => { where: SQL[]; order: SQL[] },
  ) =>
    preparedRows<ListRow, ListValues>(db, name, { ...values, limit: count }, (p) => {
      const { where, order } = statement(p);
      return db
        .select(sort === 'newest' ? listColumns : nextOrderColumns)
        .from(crmContacts)
        .where(and(...contactConditions(p), ...where))
        .orderBy(...order)
        .limit(p.limit);
    });

  let rows;
  if (sort === 'newest') {
    rows = await select('contacts_newest', limit + 1, (p) => ({
      where: afterPlaceholders(crmContacts, p),
      order: newestOrder,
    }));
  } else if (!after) {
    rows = await select('contacts_next', limit + 1, () => ({ where: [], order: nextOrder }));
  } else if (after.nextFollowUpAt === null) {
    // Past every contact with a follow-up: one index range of those without, newest first.
    rows = await select('contacts_next_without', limit + 1, (p) => ({
      where: [isNull(crmContacts.nextFollowUpAt), ...afterPlaceholders(crmContacts, p)],
      order: newestOrder,
    }));
  } else {
    // The rest of the contacts with a follow-up (one index range from the cursor's date), and
    // when they run out, the first of those without.
    rows = await select('contacts_next_with', limit + 1, (p) => {
      const next = sql`${p.afterNext}::timestamptz`;
      return {
        where: [
          sql`${crmContacts.nextFollowUpAt} >= ${next}`,
          or(sql`${crmContacts.nextFollowUpAt} > ${next}`, ...afterPlaceholders(crmContacts, p))!,
        ],
        order: nextOrder,
      };
    });
    if (rows.length <= limit) {
      const rest = await select('contacts_next_first_without', limit + 1 - rows.length, () => ({
        where: [isNull(crmContacts.nextFollowUpAt)],
        order: newestOrder,
      }));
      rows = rows.concat(rest);
    }
  }
  const { items, nextCursor } = pageOf(rows, limit, (last) =>
    encodeContactCursor({
      sort,
      nextFollowUpAt: last.next_follow_up_text ?? null,
      createdAt: last.created_at_text,
      id: last.id,
    }),
  );
  return { items: items.map(contactOfListRow), nextCursor };
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

/**
 * A new contact, or, when the address is already one of the user's people (any case), that person:
 * their empty fields are filled from the form and nothing they have is changed. Answers which.
 */
export async function createContact(
  db: Db,
  userId: string,
  body: ContactBody,
): Promise<SavedContact> {
  return db.transaction(async (tx) => {
    await lockPipeline(tx, userId);
    const known = await findPersonByEmail(tx, userId, body.email);
    if (known) {
      const fill = (current: string, offered: string) => (current === '' ? offered : current);
      const [row] = await tx
        .update(crmContacts)
        .set({
          phone: fill(known.phone, body.phone),
          company: fill(known.company, body.company),
          position: fill(known.position, body.position),
          industry: fill(known.industry, body.industry),
          address: fill(known.address, body.address),
          leadSource: fill(known.leadSource, body.leadSource),
          notes: fill(known.notes, body.notes),
          dealValue: known.dealValue ?? body.dealValue,
        })
        .where(eq(crmContacts.id, known.id))
        .returning();
      return { ...toContact(row), existingPerson: true };
    }
    const [row] = await tx
      .insert(crmContacts)
      .values({ ...body, userId })
      .returning();
    return { ...toContact(row), existingPerson: false };
  });
}

/**
 * PUT replaces every field; another user's contact is answered as missing. A new address that
 * another of the user's people has is refused: one person is never made into two by an edit.
 */
/**
 * Changes the fields the body names and keeps every other one (docs/decisions/
 * 0048-every-error-at-once.md): a client that sends only what changed loses nothing.
 */
export async function updateContact(
  db: Db,
  userId: string,
  id: string,
  body: ContactUpdateBody,
): Promise<Contact> {
  if (!isUuid(id)) throw contactNotFound();
  const changes = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as Partial<ContactBody>;
  return db.transaction(async (tx) => {
    await lockPipeline(tx, userId);
    const current = await lockPerson(tx, userId, id);
    if (!current) throw contactNotFound();
    if (
      changes.email !== undefined &&
      changes.email.toLowerCase() !== current.email.toLowerCase()
    ) {
      const owner = await findPersonByEmail(tx, userId, changes.email);
      if (owner && owner.id !== id) throw conflict(pipelineText.emailTaken);
    }
    const [row] = await tx
      .update(crmContacts)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(crmContacts.id, id))
      .returning();
    return toContact(row);
  });
}

/**
 * Deletes a contact and its follow-ups, keeping the server's own copy for the undo window.
 * Expired copies of every user are purged on the way, so the table stays small.
 */
export async function deleteContact(db: Db, userId: string, id: string, now = new Date()) {
  if (!isUuid(id)) throw contactNotFound();
  return db.transaction(async (tx) => {
    await lockPipeline(tx, userId);
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
    // The person's deals stay in the tracker, without a person until Undo links them back.
    const dealIds = await unlinkDeals(tx, userId, id);
    await tx.delete(crmContacts).where(eq(crmContacts.id, id));
    await tx.delete(crmDeletedContacts).where(lt(crmDeletedContacts.expiresAt, now));
    const expiresAt = new Date(now.getTime() + crmRules.undoWindowMs);
    const snapshot: CrmDeletedSnapshot = {
      contact: asJson(contact),
      followUps: followUps.map((f) => asJson(f)),
      dealIds,
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
    await lockPipeline(tx, userId);
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
    await relinkDeals(tx, userId, contactId, kept.snapshot.dealIds ?? []);
    followUpRows.sort(
      (a, b) => a.followUpDate.getTime() - b.followUpDate.getTime() || a.id.localeCompare(b.id),
    );
    return {
      contact: toContact(contactRow),
      followUps: followUpRows.map((f) => toFollowUp(f, contactRow.name)),
    };
  });
}
