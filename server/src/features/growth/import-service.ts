import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { catalogue, productKeys } from '../../../../common/catalogue';
import { isUuid } from '../../../../common/crm-rules';
import { leadOrderNumber } from '../../../../common/contracts/lead-orders';
import type { LeadImportResult } from '../../../../common/contracts/growth';
import { growthMessages, growthSuccess, prospectLimits } from '../../../../common/growth-rules';
import { isEmailAddress } from '../../../../common/contracts/zod';
import {
  leadRowProblems,
  personStatusForNewDeal,
  pipelineText,
} from '../../../../common/pipeline-rules';
import { CSV_BOM } from '../../../../common/csv';
import type { Db } from '../../db/client';
import { crmContacts, leadOrders, orders, prospects, prospectStatusChanges } from '../../db/schema';
import { parseCsv } from '../../csv/parse-csv';
import { conflict, notFound } from '../../errors';
import { lockPipeline, type DealPerson } from '../people';

/** The products an operator delivers as a lead file after payment: only their orders have one. */
const leadFileProducts = productKeys.filter(
  (key) => catalogue[key].fulfilment.delivery === 'operator',
);

/** A cell as it was typed: the file is written spreadsheet-safe ('+1 555 … for +1 555 …). */
function cellValue(value: string | undefined, max: number): string {
  const text = (value ?? '').trim();
  const unguarded = /^'[=+\-@]/.test(text) ? text.slice(1) : text;
  return unguarded.slice(0, max);
}

/** A lead of a delivered file: its person, its company, and its row's line (the header is 1). */
export type ImportedLead = DealPerson & { line: number };

/**
 * The leads of a delivered CSV file, by the header's names (any case, any order), and each row
 * that cannot be used, by its line, with why: no company, no address, an address that is not one.
 */
export function leadsFromCsv(csv: string): {
  leads: ImportedLead[];
  problems: LeadImportResult['problems'];
} {
  const rows = parseCsv(csv.startsWith(CSV_BOM) ? csv.slice(1) : csv);
  if (rows.length === 0) return { leads: [], problems: [] };
  const header = rows[0].map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const at = {
    company: column('company name'),
    contact: column('contact name'),
    email: column('email'),
    phone: column('phone'),
    industry: column('industry'),
  };
  const leads: ImportedLead[] = [];
  const problems: LeadImportResult['problems'] = [];
  rows.slice(1).forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const email = cellValue(cells[at.email], prospectLimits.email).toLowerCase();
    const companyName = cellValue(cells[at.company], prospectLimits.companyName);
    const reasons: string[] = [];
    if (companyName === '') reasons.push(leadRowProblems.noCompany);
    if (email === '') reasons.push(leadRowProblems.noEmail);
    else if (!isEmailAddress(email)) reasons.push(leadRowProblems.badEmail);
    if (reasons.length > 0) {
      problems.push({ line, reason: reasons.join('; ') });
      return;
    }
    leads.push({
      line,
      companyName,
      contactName: cellValue(cells[at.contact], prospectLimits.contactName),
      email,
      phone: cellValue(cells[at.phone], prospectLimits.phone),
      industry: at.industry >= 0 ? cellValue(cells[at.industry], prospectLimits.industry) : '',
    });
  });
  return { leads, problems };
}

/**
 * Adds leads as deals, each with a new person, marked with their source. A lead whose address the
 * account already has (any person, any case), or that repeats an earlier row, adds nothing: a file
 * loaded twice, or two loads at once, add each person once (the pipeline lock decides). Answers
 * how many were added.
 */
async function importLeads(
  db: Db,
  userId: string,
  leads: readonly ImportedLead[],
  source: string,
): Promise<number> {
  const seen = new Set<string>();
  const fresh = leads.filter((lead) => {
    if (seen.has(lead.email)) return false;
    seen.add(lead.email);
    return true;
  });
  let imported = 0;
  await db.transaction(async (tx) => {
    await lockPipeline(tx, userId);
    for (let i = 0; i < fresh.length; i += 500) {
      const batch = fresh.slice(i, i + 500);
      const known = await tx
        .select({ email: sql<string>`lower(${crmContacts.email})` })
        .from(crmContacts)
        .where(
          and(
            eq(crmContacts.userId, userId),
            ne(crmContacts.email, ''),
            inArray(
              sql`lower(${crmContacts.email})`,
              batch.map((lead) => lead.email),
            ),
          ),
        );
      const had = new Set(known.map((row) => row.email));
      const added = batch.filter((lead) => !had.has(lead.email));
      if (added.length === 0) continue;
      const people = await tx
        .insert(crmContacts)
        .values(
          added.map((lead) => ({
            userId,
            name: lead.contactName || lead.email,
            email: lead.email,
            phone: lead.phone,
            company: lead.companyName,
            industry: lead.industry,
            leadSource: pipelineText.leadOrderSource(source),
            status: personStatusForNewDeal('new'),
          })),
        )
        .returning({ id: crmContacts.id, email: crmContacts.email });
      const personOf = new Map(people.map((p) => [p.email, p.id]));
      const deals = await tx
        .insert(prospects)
        .values(
          added.map((lead) => ({
            userId,
            companyName: lead.companyName,
            industry: lead.industry,
            source,
            status: 'new' as const,
            contactId: personOf.get(lead.email) ?? null,
          })),
        )
        .returning({ id: prospects.id });
      await tx.insert(prospectStatusChanges).values(
        deals.map((d) => ({
          userId,
          prospectId: d.id,
          fromStatus: null,
          toStatus: 'new' as const,
        })),
      );
      imported += deals.length;
    }
  });
  return imported;
}

/**
 * Loads a delivered lead order of the user's into the pipeline: each usable lead a new deal with
 * its person, marked with the order number, deduplicated by address against every person the user
 * has (docs/decisions/0037-one-pipeline.md). Anyone else's order, or none, is a 404; an order without
 * its file yet, a 409.
 */
export async function importLeadOrder(
  db: Db,
  userId: string,
  orderId: string,
): Promise<LeadImportResult> {
  if (!isUuid(orderId)) throw notFound(growthMessages.leadOrderNotFound);
  const [order] = await db
    .select({ fileCsv: leadOrders.fileCsv, deliveryStatus: leadOrders.deliveryStatus })
    .from(orders)
    .leftJoin(leadOrders, eq(leadOrders.orderId, orders.id))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        inArray(orders.product, leadFileProducts),
      ),
    );
  if (!order) throw notFound(growthMessages.leadOrderNotFound);
  if (order.deliveryStatus !== 'delivered' || !order.fileCsv) {
    throw conflict(growthMessages.leadOrderNotDelivered);
  }
  const { leads, problems } = leadsFromCsv(Buffer.from(order.fileCsv).toString('utf8'));
  const source = leadOrderNumber(orderId);
  const imported = await importLeads(db, userId, leads, source);
  return {
    message: growthSuccess.leadsImported,
    source,
    imported,
    skipped: leads.length - imported,
    problems,
  };
}
