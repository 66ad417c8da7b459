import { and, eq, inArray } from 'drizzle-orm';
import { catalogue, productKeys } from '../../../../common/catalogue';
import { isUuid } from '../../../../common/crm-rules';
import { leadOrderNumber } from '../../../../common/contracts/lead-orders';
import type { LeadImportResult } from '../../../../common/contracts/growth';
import { growthMessages, growthSuccess, prospectLimits } from '../../../../common/growth-rules';
import { CSV_BOM } from '../../../../common/csv';
import type { Db } from '../../db/client';
import { leadOrders, orders } from '../../db/schema';
import { parseCsv } from '../../csv/parse-csv';
import { conflict, notFound } from '../../errors';
import { importProspects, type ImportedLead } from './prospects-service';

/** The products an operator delivers as a lead file after payment: only their orders have one. */
const leadFileProducts = productKeys.filter(
  (key) => catalogue[key].fulfilment.delivery === 'operator',
);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A cell as it was typed: the file is written spreadsheet-safe ('+1 555 … for +1 555 …). */
function cellValue(value: string | undefined, max: number): string {
  const text = (value ?? '').trim();
  const unguarded = /^'[=+\-@]/.test(text) ? text.slice(1) : text;
  return unguarded.slice(0, max);
}

/** The leads of a delivered CSV file, by the header's names (any case, any order). */
export function leadsFromCsv(csv: string): { leads: ImportedLead[]; rows: number } {
  const rows = parseCsv(csv.startsWith(CSV_BOM) ? csv.slice(1) : csv);
  if (rows.length === 0) return { leads: [], rows: 0 };
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
  for (const cells of rows.slice(1)) {
    const email = cellValue(cells[at.email], prospectLimits.email).toLowerCase();
    const contactName = cellValue(cells[at.contact], prospectLimits.contactName);
    const companyName =
      cellValue(cells[at.company], prospectLimits.companyName) || contactName || email;
    if (!emailPattern.test(email) || companyName === '') continue;
    leads.push({
      companyName,
      contactName,
      email,
      phone: cellValue(cells[at.phone], prospectLimits.phone),
      industry: at.industry >= 0 ? cellValue(cells[at.industry], prospectLimits.industry) : '',
    });
  }
  return { leads, rows: rows.length - 1 };
}

/**
 * Loads a delivered lead order of the user's into the prospect tracker: each lead a new prospect
 * marked with the order number, deduplicated by email against the user's own prospects
 * (docs/decisions/0026-growth-tools.md). Anyone else's order, or none, is a 404; an order without
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
  const { leads, rows } = leadsFromCsv(Buffer.from(order.fileCsv).toString('utf8'));
  const source = leadOrderNumber(orderId);
  const imported = await importProspects(db, userId, leads, source);
  return { message: growthSuccess.leadsImported, source, imported, skipped: rows - imported };
}
