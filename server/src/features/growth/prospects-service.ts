import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  Prospect,
  ProspectBody,
  ProspectListQuery,
  ProspectPage,
  ProspectStatusChange,
  ProspectUpdateBody,
} from '../../../../common/contracts/growth';
import { isUuid } from '../../../../common/crm-rules';
import {
  automaticKpiForStatus,
  growthMessages,
  prospectPageSize,
  type ProspectStatus,
} from '../../../../common/growth-rules';
import type { IsoDate } from '../../../../common/kpi-rules';
import type { Db } from '../../db/client';
import { driverRows, isoMicrosText, isoMillisText } from '../../db/driver-rows';
import { isUniqueViolation } from '../../db/errors';
import { prospects, prospectStatusChanges } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { recordAutomaticKpi, type DbOrTx } from './kpi-service';

type ProspectRow = typeof prospects.$inferSelect;

export function toProspect(row: ProspectRow): Prospect {
  return {
    id: row.id,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    industry: row.industry,
    notes: row.notes,
    estimatedValue: row.estimatedValue,
    status: row.status,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const prospectNotFound = () => notFound(growthMessages.prospectNotFound);

/** A search term matches itself: % and _ typed by the user are not wildcards. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

type Cursor = { createdAt: string; id: string };

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
  throw badRequest(growthMessages.cursorInvalid);
}

/** The list's columns, read as the driver gives them (driverRows), under these names. */
const listColumns = {
  id: prospects.id,
  companyName: prospects.companyName,
  contactName: prospects.contactName,
  email: prospects.email,
  phone: prospects.phone,
  industry: prospects.industry,
  notes: prospects.notes,
  estimatedValue: prospects.estimatedValue,
  status: prospects.status,
  source: prospects.source,
  createdAt: isoMillisText(prospects.createdAt).as('created_at_iso'),
  updatedAt: isoMillisText(prospects.updatedAt).as('updated_at_iso'),
  // The cursor carries the database's own text of created_at (microseconds), as the CRM's does.
  createdAtText: isoMicrosText(prospects.createdAt).as('created_at_text'),
};
type ListRow = {
  id: string;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  industry: string;
  notes: string;
  estimated_value: string | number | null;
  status: Prospect['status'];
  source: string;
  created_at_iso: string;
  updated_at_iso: string;
  created_at_text: string;
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
  createdAt: row.created_at_iso,
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
  const conditions: SQL[] = [eq(prospects.userId, userId)];
  if (query.status) conditions.push(eq(prospects.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(prospects.companyName, pattern),
        ilike(prospects.contactName, pattern),
        ilike(prospects.email, pattern),
      )!,
    );
  }
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(
      sql`(${prospects.createdAt}, ${prospects.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await driverRows<ListRow>(
    db,
    db
      .select(listColumns)
      .from(prospects)
      .where(and(...conditions))
      // Spelled as the index sorts, so the index gives the order.
      .orderBy(sql`${prospects.createdAt} desc nulls last`, sql`${prospects.id} desc nulls last`)
      .limit(limit + 1),
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(prospectOfListRow),
    nextCursor:
      rows.length > limit ? encodeCursor({ createdAt: last.created_at_text, id: last.id }) : null,
  };
}

/** The automatic KPI entry a prospect's arrival in a status records, if that status has one. */
async function recordStatusKpi(
  tx: DbOrTx,
  row: ProspectRow,
  status: ProspectStatus,
  today: IsoDate,
): Promise<void> {
  const kpiType = automaticKpiForStatus[status];
  if (!kpiType) return;
  await recordAutomaticKpi(tx, {
    userId: row.userId,
    kpiType,
    origin: `prospect:${row.id}`,
    date: today,
    sourceLabel: row.companyName,
  });
}

/** Two prospects of one user cannot share an address: the unique index answers, as a 409. */
async function guardEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(growthMessages.emailTaken);
    throw error;
  }
}

/**
 * A new prospect, its first status in the history and, when it starts in a counted status, its
 * automatic KPI entry: one transaction, so a failure leaves none of them.
 */
export async function createProspect(
  db: Db,
  userId: string,
  body: ProspectBody,
  today: IsoDate,
): Promise<Prospect> {
  return guardEmail(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(prospects)
        .values({ ...body, userId })
        .returning();
      await tx
        .insert(prospectStatusChanges)
        .values({ userId, prospectId: row.id, fromStatus: null, toStatus: row.status });
      await recordStatusKpi(tx, row, row.status, today);
      return toProspect(row);
    }),
  );
}

/**
 * Changes a prospect's status and/or other fields. A new status is written to the history and
 * records its automatic KPI entry in the same transaction, with the row locked, so two requests
 * at once cannot both see the old status.
 */
export async function updateProspect(
  db: Db,
  userId: string,
  id: string,
  body: ProspectUpdateBody,
  today: IsoDate,
): Promise<Prospect> {
  if (!isUuid(id)) throw prospectNotFound();
  return guardEmail(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(prospects)
        .where(and(eq(prospects.id, id), eq(prospects.userId, userId)))
        .for('update');
      if (!current) throw prospectNotFound();
      const changes = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      ) as ProspectUpdateBody;
      const [row] = await tx
        .update(prospects)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(prospects.id, id))
        .returning();
      if (body.status !== undefined && body.status !== current.status) {
        await tx
          .insert(prospectStatusChanges)
          .values({ userId, prospectId: id, fromStatus: current.status, toStatus: body.status });
        await recordStatusKpi(tx, row, body.status, today);
      }
      return toProspect(row);
    }),
  );
}

/** Deletes a prospect and its history; the KPI entries it caused stay, as work that was done. */
export async function deleteProspect(db: Db, userId: string, id: string): Promise<Prospect> {
  if (!isUuid(id)) throw prospectNotFound();
  const [row] = await db
    .delete(prospects)
    .where(and(eq(prospects.id, id), eq(prospects.userId, userId)))
    .returning();
  if (!row) throw prospectNotFound();
  return toProspect(row);
}

/** A prospect's statuses, oldest first. */
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

export type ImportedLead = {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  industry: string;
};

/**
 * Adds leads as new prospects marked with their source, skipping every address the user already
 * has (ignoring case) and repeats inside the file. The unique index decides, so two imports at
 * once still add each address once. Answers how many were added.
 */
export async function importProspects(
  db: Db,
  userId: string,
  leads: readonly ImportedLead[],
  source: string,
): Promise<number> {
  const seen = new Set<string>();
  const fresh = leads.filter((lead) => {
    const key = lead.email.trim().toLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  let imported = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < fresh.length; i += 500) {
      const batch = fresh.slice(i, i + 500).map((lead) => ({
        ...lead,
        userId,
        source,
        status: 'new' as const,
      }));
      const rows = await tx
        .insert(prospects)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: prospects.id });
      if (rows.length > 0) {
        await tx.insert(prospectStatusChanges).values(
          rows.map((r) => ({
            userId,
            prospectId: r.id,
            fromStatus: null,
            toStatus: 'new' as const,
          })),
        );
      }
      imported += rows.length;
    }
  });
  return imported;
}
