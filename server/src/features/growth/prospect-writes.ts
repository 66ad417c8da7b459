import { and, asc, eq } from 'drizzle-orm';
import type {
  ProspectBody,
  ProspectStatusChange,
  ProspectUpdateBody,
  SavedProspect,
} from '../../../../common/contracts/growth';
import { crmMessages, isUuid } from '../../../../common/crm-rules';
import {
  automaticKpiForStatus,
  growthMessages,
  type ProspectStatus,
} from '../../../../common/growth-rules';
import type { IsoDate } from '../../../../common/kpi-rules';
import { pipelineText } from '../../../../common/pipeline-rules';
import type { Db } from '../../db/client';
import { crmContacts, prospects, prospectStatusChanges } from '../../db/schema';
import type { Tx } from '../../db/types';
import { notFound } from '../../errors';
import {
  carryDealMove,
  fillPersonBlanks,
  findPersonByEmail,
  lockPerson,
  lockPipeline,
  personForNewDeal,
  readDeal,
  type ResolvedPerson,
} from '../people';
import { recordAutomaticKpi } from './kpi-service';

// A prospect is a deal with at most one person, a contact of the CRM (docs/decisions/
// 0037-one-pipeline.md). Every write here holds the account's pipeline lock first, so finding a
// person by address and making one cannot interleave with another request, and locks are always
// taken in one order (pipeline, deal, person).

const prospectNotFound = () => notFound(growthMessages.prospectNotFound);

/** The automatic KPI entry a deal's arrival in a stage records, once per deal and stage. */
async function recordStageKpi(
  tx: Tx,
  deal: { id: string; userId: string; companyName: string },
  stage: ProspectStatus,
  today: IsoDate,
): Promise<void> {
  const kpiType = automaticKpiForStatus[stage];
  if (!kpiType) return;
  await recordAutomaticKpi(tx, {
    userId: deal.userId,
    kpiType,
    origin: `prospect:${deal.id}`,
    date: today,
    sourceLabel: deal.companyName,
  });
}

async function answer(tx: Tx, userId: string, id: string, existingPerson: boolean) {
  const deal = await readDeal(tx, userId, id);
  if (!deal) throw prospectNotFound();
  return { ...deal, existingPerson } satisfies SavedProspect;
}

/**
 * A new deal, its first stage in the history, its automatic KPI entry when it starts in a counted
 * stage, and its person: the one named by `contactId`, the account's person with the deal's
 * address, or a new one. One transaction, so a failure leaves none of them.
 */
export async function createProspect(
  db: Db,
  userId: string,
  body: ProspectBody,
  today: IsoDate,
): Promise<SavedProspect> {
  const { contactId, contactName, email, phone, ...deal } = body;
  return db.transaction(async (tx) => {
    await lockPipeline(tx, userId);
    let person: ResolvedPerson | null;
    if (contactId !== undefined) {
      const chosen = isUuid(contactId) ? await lockPerson(tx, userId, contactId) : undefined;
      if (!chosen) throw notFound(crmMessages.contactNotFound);
      await fillPersonBlanks(tx, chosen, {
        contactName,
        phone,
        companyName: deal.companyName,
        industry: deal.industry,
      });
      person = { id: chosen.id, name: chosen.name, existing: false };
    } else {
      person = await personForNewDeal(
        tx,
        userId,
        { contactName, email, phone, companyName: deal.companyName, industry: deal.industry },
        deal.status,
        pipelineText.trackerSource,
      );
    }
    const [row] = await tx
      .insert(prospects)
      .values({ ...deal, userId, contactId: person?.id ?? null })
      .returning();
    await tx
      .insert(prospectStatusChanges)
      .values({ userId, prospectId: row.id, fromStatus: null, toStatus: row.status });
    await recordStageKpi(tx, row, row.status, today);
    // A person made for this deal already has the status its stage gives.
    if (person && (person.existing || contactId !== undefined)) {
      await carryDealMove(tx, userId, person.id, row.status);
    }
    return answer(tx, userId, row.id, person?.existing ?? false);
  });
}

/**
 * The deal's person after an edit of its contact fields: the account's person with the new
 * address (the deal moves to them), the same person with the new details, a new person, or none
 * when the deal no longer names anybody.
 */
async function personAfterEdit(
  tx: Tx,
  userId: string,
  current: typeof prospects.$inferSelect,
  edit: { contactName?: string; email?: string; phone?: string },
): Promise<{ contactId: string | null; existing: boolean }> {
  const person = current.contactId ? await lockPerson(tx, userId, current.contactId) : undefined;
  const next = {
    name: edit.contactName ?? person?.name ?? '',
    email: edit.email ?? person?.email ?? '',
    phone: edit.phone ?? person?.phone ?? '',
  };
  const owner = await findPersonByEmail(tx, userId, next.email);
  if (owner && owner.id !== person?.id) {
    if (!person || owner.email.toLowerCase() !== person.email.toLowerCase()) {
      await fillPersonBlanks(tx, owner, { contactName: edit.contactName, phone: edit.phone });
      return { contactId: owner.id, existing: true };
    }
  }
  if (next.name === '' && next.email === '') return { contactId: null, existing: false };
  if (person) {
    await tx
      .update(crmContacts)
      .set({
        name: next.name || next.email,
        email: next.email,
        phone: next.phone,
        updatedAt: new Date(),
      })
      .where(eq(crmContacts.id, person.id));
    return { contactId: person.id, existing: false };
  }
  const made = await personForNewDeal(
    tx,
    userId,
    {
      contactName: next.name,
      email: next.email,
      phone: next.phone,
      companyName: current.companyName,
      industry: current.industry,
    },
    current.status,
    pipelineText.trackerSource,
  );
  return { contactId: made?.id ?? null, existing: made?.existing ?? false };
}

/**
 * Changes a deal's stage and/or other fields. A new stage is written to the history, records its
 * automatic KPI entry and moves the person's status, in the same transaction, with the deal
 * locked: two requests at once cannot both see the old stage.
 */
export async function updateProspect(
  db: Db,
  userId: string,
  id: string,
  body: ProspectUpdateBody,
  today: IsoDate,
): Promise<SavedProspect> {
  if (!isUuid(id)) throw prospectNotFound();
  const { contactName, email, phone, ...fields } = body;
  const dealChanges = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  return db.transaction(async (tx) => {
    await lockPipeline(tx, userId);
    const [current] = await tx
      .select()
      .from(prospects)
      .where(and(eq(prospects.id, id), eq(prospects.userId, userId)))
      .for('update');
    if (!current) throw prospectNotFound();
    let link = { contactId: current.contactId, existing: false };
    if (contactName !== undefined || email !== undefined || phone !== undefined) {
      link = await personAfterEdit(tx, userId, current, { contactName, email, phone });
    }
    const [row] = await tx
      .update(prospects)
      .set({ ...dealChanges, contactId: link.contactId, updatedAt: new Date() })
      .where(eq(prospects.id, id))
      .returning();
    const moved = row.status !== current.status;
    if (moved) {
      await tx
        .insert(prospectStatusChanges)
        .values({ userId, prospectId: id, fromStatus: current.status, toStatus: row.status });
      await recordStageKpi(tx, row, row.status, today);
    }
    if (row.contactId && (moved || row.contactId !== current.contactId)) {
      await carryDealMove(tx, userId, row.contactId, row.status);
    }
    return answer(tx, userId, id, link.existing);
  });
}

/**
 * Deletes a deal and its history; its person stays in the CRM, and the KPI entries it caused
 * stay, as work that was done.
 */
export async function deleteProspect(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw prospectNotFound();
  return db.transaction(async (tx) => {
    await lockPipeline(tx, userId);
    const deal = await readDeal(tx, userId, id);
    if (!deal) throw prospectNotFound();
    await tx.delete(prospects).where(and(eq(prospects.id, id), eq(prospects.userId, userId)));
    return deal;
  });
}

/** A deal's stages, oldest first. */
export async function listProspectHistory(
  db: Db,
  userId: string,
  id: string,
): Promise<ProspectStatusChange[]> {
  if (!isUuid(id)) throw prospectNotFound();
  const [owned] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.id, id), eq(prospects.userId, userId)));
  if (!owned) throw prospectNotFound();
  const rows = await db
    .select()
    .from(prospectStatusChanges)
    .where(and(eq(prospectStatusChanges.prospectId, id), eq(prospectStatusChanges.userId, userId)))
    .orderBy(asc(prospectStatusChanges.changedAt), asc(prospectStatusChanges.id));
  return rows.map((r) => ({
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    changedAt: r.changedAt.toISOString(),
  }));
}
