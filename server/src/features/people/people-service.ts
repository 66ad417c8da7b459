import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Prospect } from '../../../../common/contracts/growth';
import type { ContactStatus } from '../../../../common/crm-rules';
import type { ProspectStatus } from '../../../../common/growth-rules';
import {
  personStatusAfterDealMove,
  personStatusForNewDeal,
} from '../../../../common/pipeline-rules';
import type { Db } from '../../db/client';
import { crmContacts, prospects } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';

// One pipeline (docs/decisions/0037-one-pipeline.md): a CRM contact is a person, a prospect is a
// deal with at most one person. What the CRM and the tracker share lives here: finding a person by
// address, making one for a deal, a deal's move carried to its person, and a deal read with its
// person's fields.

/**
 * Every write that may find or make a person, or link a deal to one, holds this lock of the
 * account until its transaction ends: "is this address already a person?" and the insert that
 * follows cannot interleave with another request's, in any process. Other accounts never wait.
 */
export async function lockPipeline(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pipeline:${userId}`}))`);
}

type PersonRow = typeof crmContacts.$inferSelect;

/** The account's person with this address (any case), the oldest if the CRM has it twice. */
export async function findPersonByEmail(
  tx: DbOrTx,
  userId: string,
  email: string,
): Promise<PersonRow | undefined> {
  const address = email.trim();
  if (address === '') return undefined;
  const [row] = await tx
    .select()
    .from(crmContacts)
    .where(
      and(
        eq(crmContacts.userId, userId),
        ne(crmContacts.email, ''),
        sql`lower(${crmContacts.email}) = lower(${address})`,
      ),
    )
    .orderBy(asc(crmContacts.createdAt), asc(crmContacts.id))
    .limit(1);
  return row;
}

/**
 * Which of these addresses (lower-cased) the account already has as a person, any case: one
 * statement for a whole batch of an import, matched as findPersonByEmail matches one
 * (crm_contacts_user_email_idx). The caller holds lockPipeline, so none can be added meanwhile.
 */
export async function knownEmails(
  tx: DbOrTx,
  userId: string,
  lowerCasedEmails: readonly string[],
): Promise<Set<string>> {
  if (lowerCasedEmails.length === 0) return new Set();
  const rows = await tx
    .select({ email: sql<string>`lower(${crmContacts.email})` })
    .from(crmContacts)
    .where(
      and(
        eq(crmContacts.userId, userId),
        ne(crmContacts.email, ''),
        inArray(sql`lower(${crmContacts.email})`, [...lowerCasedEmails]),
      ),
    );
  return new Set(rows.map((row) => row.email));
}

/** The person fields a deal is typed with (the tracker's form, a lead file's row). */
export type DealPerson = {
  contactName: string;
  email: string;
  phone: string;
  companyName: string;
  industry: string;
};

/** What a person has not said yet is taken from the deal; nothing the person has is changed. */
function blanksFilled(person: PersonRow, fields: Partial<DealPerson>) {
  const fill = (current: string, offered: string | undefined) =>
    current === '' && offered ? offered : current;
  return {
    name: fill(person.name, fields.contactName),
    phone: fill(person.phone, fields.phone),
    company: fill(person.company, fields.companyName),
    industry: fill(person.industry, fields.industry),
  };
}

export type ResolvedPerson = { id: string; name: string; existing: boolean };

/**
 * The person of a new deal: the account's person with the deal's address if there is one (their
 * empty fields filled from the deal), otherwise a new person made from the deal, or none when the
 * deal names nobody. The caller holds lockPipeline.
 */
export async function personForNewDeal(
  tx: Tx,
  userId: string,
  fields: DealPerson,
  stage: ProspectStatus,
  leadSource: string,
): Promise<ResolvedPerson | null> {
  const found = await findPersonByEmail(tx, userId, fields.email);
  if (found) {
    const filled = blanksFilled(found, fields);
    await tx.update(crmContacts).set(filled).where(eq(crmContacts.id, found.id));
    return { id: found.id, name: filled.name, existing: true };
  }
  if (fields.contactName === '' && fields.email === '') return null;
  const [made] = await tx
    .insert(crmContacts)
    .values({
      userId,
      name: fields.contactName || fields.email,
      email: fields.email,
      phone: fields.phone,
      company: fields.companyName,
      industry: fields.industry,
      leadSource,
      status: personStatusForNewDeal(stage),
    })
    .returning({ id: crmContacts.id, name: crmContacts.name });
  return { id: made.id, name: made.name, existing: false };
}

/** The account's person by id, locked for the rest of the transaction; undefined if not theirs. */
export async function lockPerson(
  tx: Tx,
  userId: string,
  contactId: string,
): Promise<PersonRow | undefined> {
  const [row] = await tx
    .select()
    .from(crmContacts)
    .where(and(eq(crmContacts.id, contactId), eq(crmContacts.userId, userId)))
    .for('update');
  return row;
}

/** Fills the person's empty fields from a deal added on their card or with their address. */
export async function fillPersonBlanks(
  tx: Tx,
  person: PersonRow,
  fields: Partial<DealPerson>,
): Promise<void> {
  const filled = blanksFilled(person, fields);
  if (
    filled.name !== person.name ||
    filled.phone !== person.phone ||
    filled.company !== person.company ||
    filled.industry !== person.industry
  ) {
    await tx.update(crmContacts).set(filled).where(eq(crmContacts.id, person.id));
  }
}

/**
 * A deal of the person arrived in `stage` (made there, moved there, or linked to them): the
 * person's status follows (common/pipeline-rules.ts). Runs after the deal's own write, in its
 * transaction, so "every deal lost" counts the deal's new stage.
 */
export async function carryDealMove(
  tx: Tx,
  userId: string,
  contactId: string,
  stage: ProspectStatus,
): Promise<void> {
  const person = await lockPerson(tx, userId, contactId);
  if (!person) return;
  let everyDealLost = false;
  if (stage === 'closed_lost') {
    const [open] = await tx
      .select({ id: prospects.id })
      .from(prospects)
      .where(
        and(
          eq(prospects.userId, userId),
          eq(prospects.contactId, contactId),
          ne(prospects.status, 'closed_lost'),
        ),
      )
      .limit(1);
    everyDealLost = !open;
  }
  const status: ContactStatus = personStatusAfterDealMove(person.status, stage, everyDealLost);
  if (status !== person.status) {
    await tx
      .update(crmContacts)
      .set({ status, updatedAt: new Date() })
      .where(eq(crmContacts.id, contactId));
  }
}

/** Takes the person off their deals (the deals stay, without a person); answers the deals' ids. */
export async function unlinkDeals(tx: Tx, userId: string, contactId: string): Promise<string[]> {
  const rows = await tx
    .update(prospects)
    .set({ contactId: null })
    .where(and(eq(prospects.userId, userId), eq(prospects.contactId, contactId)))
    .returning({ id: prospects.id });
  return rows.map((r) => r.id);
}

/** Links a restored person back to the deals that were theirs and have no person since. */
export async function relinkDeals(
  tx: Tx,
  userId: string,
  contactId: string,
  dealIds: readonly string[],
): Promise<void> {
  if (dealIds.length === 0) return;
  await tx
    .update(prospects)
    .set({ contactId })
    .where(
      and(
        eq(prospects.userId, userId),
        inArray(prospects.id, [...dealIds]),
        isNull(prospects.contactId),
      ),
    );
}

/** A deal's contact fields, its person's (empty text for a deal without one), in any select. */
export const dealPersonFields = {
  contactName: sql<string>`coalesce(${crmContacts.name}, '')`,
  email: sql<string>`coalesce(${crmContacts.email}, '')`,
  phone: sql<string>`coalesce(${crmContacts.phone}, '')`,
};

/** A deal's columns with its person's: the prospect as the contract answers it. */
export const dealColumns = {
  id: prospects.id,
  userId: prospects.userId,
  companyName: prospects.companyName,
  contactId: prospects.contactId,
  ...dealPersonFields,
  nextFollowUpAt: crmContacts.nextFollowUpAt,
  industry: prospects.industry,
  notes: prospects.notes,
  estimatedValue: prospects.estimatedValue,
  status: prospects.status,
  source: prospects.source,
  createdAt: prospects.createdAt,
  updatedAt: prospects.updatedAt,
};

/** The person a deal's row joins: a contact of the same user (the key says so too). */
export const dealPersonJoinOf = (deal: { contactId: AnyPgColumn; userId: AnyPgColumn }) =>
  and(eq(crmContacts.id, deal.contactId), eq(crmContacts.userId, deal.userId));
export const dealPersonJoin = dealPersonJoinOf(prospects);

export type DealRow = {
  id: string;
  userId: string;
  companyName: string;
  contactId: string | null;
  contactName: string;
  email: string;
  phone: string;
  nextFollowUpAt: Date | null;
  industry: string;
  notes: string;
  estimatedValue: number | null;
  status: ProspectStatus;
  source: string;
  createdAt: Date;
  updatedAt: Date;
};

export function toDeal(row: DealRow): Prospect {
  return {
    id: row.id,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    industry: row.industry,
    notes: row.notes,
    estimatedValue: row.estimatedValue === null ? null : Number(row.estimatedValue),
    status: row.status,
    source: row.source,
    contactId: row.contactId,
    nextFollowUpAt: row.nextFollowUpAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One of the user's deals with its person, or undefined. */
export async function readDeal(
  tx: DbOrTx,
  userId: string,
  dealId: string,
): Promise<Prospect | undefined> {
  const [row] = await tx
    .select(dealColumns)
    .from(prospects)
    .leftJoin(crmContacts, dealPersonJoin)
    .where(and(eq(prospects.id, dealId), eq(prospects.userId, userId)));
  return row ? toDeal(row) : undefined;
}

/** How many deals a contact card lists at most: a person rarely has more than a handful. */
export const personDealsShown = 100;

/** A person's deals, newest first. */
export async function dealsOfPerson(
  db: Db,
  userId: string,
  contactId: string,
): Promise<Prospect[]> {
  const rows = await db
    .select(dealColumns)
    .from(prospects)
    .leftJoin(crmContacts, dealPersonJoin)
    .where(and(eq(prospects.userId, userId), eq(prospects.contactId, contactId)))
    .orderBy(desc(prospects.createdAt), desc(prospects.id))
    .limit(personDealsShown);
  return rows.map(toDeal);
}
