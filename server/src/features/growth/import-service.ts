import { and, eq, inArray } from 'drizzle-orm';
import { catalogue, productKeys } from '../../../../common/catalogue';
import { isUuid } from '../../../../common/crm-rules';
import { csvCellAsTyped } from '../../../../common/csv';
import { leadFileLimits, leadOrderNumber } from '../../../../common/contracts/lead-orders';
import { leadImportMessages, type LeadImportResult } from '../../../../common/contracts/growth';
import { growthMessages, growthSuccess, prospectLimits } from '../../../../common/growth-rules';
import { hasUnstorableCharacter, isEmailAddress } from '../../../../common/contracts/zod';
import {
  leadRowProblems,
  personStatusForNewDeal,
  pipelineText,
} from '../../../../common/pipeline-rules';
import type { Db } from '../../db/client';
import { crmContacts, leadOrders, orders, prospects, prospectStatusChanges } from '../../db/schema';
import { unpackFile } from '../../csv/packed-file';
import { readCsvRows } from '../../csv/parse-csv';
import { conflict, notFound } from '../../errors';
import { knownEmails, lockPipeline, type DealPerson } from '../people';

/** The products an operator delivers as a lead file after payment: only their orders have one. */
const leadFileProducts = productKeys.filter(
  (key) => catalogue[key].fulfilment.delivery === 'operator',
);

/** A cell as it was typed: the file is written spreadsheet-safe ('+1 555 … for +1 555 …). */
function cellValue(value: string | undefined, max: number): string {
  return csvCellAsTyped(value).slice(0, max);
}

/** A lead of a delivered file: its person, its company, and its row's line (the header is 1). */
export type ImportedLead = DealPerson & { line: number };

/** The largest file a delivered order keeps (the operator's upload is held to the same). */
const maxFileBytes = leadFileLimits.maxBytes;

/**
 * The leads of a delivered CSV file, by the header's names (any case, any order), and each row
 * that cannot be used, by its line, with why: no company, no address, an address that is not one,
 * a character that cannot be stored. The file is read a slice at a time and at most maxLeads rows
 * under the header are taken: the first row past them refuses the whole file (409) before the
 * rest is parsed, so a file larger than its order never costs more than the order.
 */
export async function leadsFromCsv(
  csv: Uint8Array,
  maxLeads: number,
): Promise<{ leads: ImportedLead[]; problems: LeadImportResult['problems'] }> {
  const leads: ImportedLead[] = [];
  const problems: LeadImportResult['problems'] = [];
  let at: Record<'company' | 'contact' | 'email' | 'phone' | 'industry', number> | null = null;
  let line = 1;
  // A file we wrote ourselves: a byte that is not UTF-8 reads as U+FFFD rather than refusing it.
  for await (const cells of readCsvRows(csv, { maxBytes: maxFileBytes, isStrict: false })) {
    if (!at) {
      const header = cells.map((cell) => cell.trim().toLowerCase());
      const column = (name: string) => header.indexOf(name);
      at = {
        company: column('company name'),
        contact: column('contact name'),
        email: column('email'),
        phone: column('phone'),
        industry: column('industry'),
      };
      continue;
    }
    line++;
    if (line - 1 > maxLeads) throw conflict(leadImportMessages.tooManyLeads(maxLeads));
    if (cells.some(hasUnstorableCharacter)) {
      problems.push({ line, reason: leadImportMessages.unstorable });
      continue;
    }
    const email = cellValue(cells[at.email], prospectLimits.email).toLowerCase();
    const companyName = cellValue(cells[at.company], prospectLimits.companyName);
    const reasons: string[] = [];
    if (companyName === '') reasons.push(leadRowProblems.noCompany);
    if (email === '') reasons.push(leadRowProblems.noEmail);
    else if (!isEmailAddress(email)) reasons.push(leadRowProblems.badEmail);
    if (reasons.length > 0) {
      problems.push({ line, reason: reasons.join('; ') });
      continue;
    }
    leads.push({
      line,
      companyName,
      contactName: cellValue(cells[at.contact], prospectLimits.contactName),
      email,
      phone: cellValue(cells[at.phone], prospectLimits.phone),
      industry: at.industry >= 0 ? cellValue(cells[at.industry], prospectLimits.industry) : '',
    });
  }
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
      const had = await knownEmails(
        tx,
        userId,
        batch.map((lead) => lead.email),
      );
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
    .select({
      fileCsv: leadOrders.fileCsv,
      deliveryStatus: leadOrders.deliveryStatus,
      quantity: leadOrders.quantity,
    })
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
  const { leads, problems } = await leadsFromCsv(
    await unpackFile(order.fileCsv),
    order.quantity ?? 0,
  );
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
