import { ContactBody, contactStatuses, type ContactStatus } from '../../../../common/contracts/crm';
import {
  contactImportMessages,
  importFields,
  type ContactImportBody,
  type ContactImportProblem,
  type ContactImportResult,
  type ImportCells,
} from '../../../../common/contracts/crm-import';
import { csvCellAsTyped } from '../../../../common/csv';
import { crmText } from '../../../../content/crm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmContacts } from '../../db/schema';
import { knownEmails, lockPipeline } from '../people';

type ImportRow = ContactImportBody['rows'][number];

/** A status as the export writes it: its label ("Closed Lost") or its value, in any case. */
const statusOfCell = new Map<string, ContactStatus>(
  contactStatuses.flatMap((status) => [
    [status, status],
    [crmText.statusLabels[status].toLowerCase(), status],
  ]),
);

/**
 * A deal value as a spreadsheet may show it ("1500.50", "$1,500.50"); anything else is NaN, which
 * the form's contract names ("Deal value must be a number").
 */
function dealValueOfCell(cell: string): number | null {
  if (cell === '') return null;
  const plain = cell.replace(/^\$/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * One row checked as the contact form checks it, with the form's own messages: the contact, or
 * why not (every reason, in field order). Cells are read as typed: a formula start keeps the
 * text as it is, and the export guards it again.
 */
export function contactOfRow(cells: ImportCells): { contact: ContactBody } | { reason: string } {
  const typed = Object.fromEntries(
    importFields.map((field) => [field, csvCellAsTyped(cells[field])]),
  ) as Record<(typeof importFields)[number], string>;
  const status = typed.status === '' ? undefined : typed.status.toLowerCase();
  const parsed = ContactBody.safeParse({
    ...typed,
    dealValue: dealValueOfCell(typed.dealValue),
    status: status === undefined ? undefined : (statusOfCell.get(status) ?? status),
  });
  if (parsed.success) return { contact: parsed.data };
  const reasons = [...new Set(parsed.error.issues.map((issue) => issue.message))];
  return { reason: reasons.join('; ') };
}

/**
 * Imports a batch of a file's rows as new contacts of the user, in one transaction: each row
 * checked as the contact form would, and a row whose address the account already has as a person
 * (any case, docs/decisions/0037-one-pipeline.md) or that repeats an earlier row is not created
 * again; those people are left as they are. One statement finds the known addresses and one
 * inserts the rest. Answers what was created and the lines of the duplicates and of the refused
 * rows, with why.
 */
export async function importContactRows(
  db: Db,
  userId: string,
  rows: readonly ImportRow[],
): Promise<ContactImportResult> {
  const problems: ContactImportProblem[] = [];
  const checked: Array<{ line: number; contact: ContactBody; key: string }> = [];
  for (const row of rows) {
    const result = contactOfRow(row.cells);
    if ('reason' in result) problems.push({ line: row.line, reason: result.reason });
    else checked.push({ line: row.line, ...result, key: result.contact.email.toLowerCase() });
  }
  const duplicates: number[] = [];
  const seen = new Set<string>();
  const fresh = checked.filter((row) => {
    // A person without an address is never the same person as another.
    if (row.key === '') return true;
    if (seen.has(row.key)) {
      duplicates.push(row.line);
      return false;
    }
    seen.add(row.key);
    return true;
  });
  let created = 0;
  if (fresh.length > 0) {
    await db.transaction(async (tx) => {
      await lockPipeline(tx, userId);
      const known = await knownEmails(
        tx,
        userId,
        fresh.filter((row) => row.key !== '').map((row) => row.key),
      );
      const added = fresh.filter((row) => {
        if (!known.has(row.key)) return true;
        duplicates.push(row.line);
        return false;
      });
      if (added.length === 0) return;
      // The batch goes as one JSON parameter rather than 12 bound values a row: about half the
      // time per batch (docs/decisions/0055-contacts-import.md), and PGlite, which copies every
      // parameter through its own memory on the server's thread, has one string to copy.
      const records = JSON.stringify(added.map((row) => row.contact));
      await tx.execute(sql`
        insert into ${crmContacts} (user_id, name, email, phone, company, position, industry,
          address, lead_source, deal_value, notes, status)
        select ${userId}::uuid, r.name, r.email, r.phone, r.company, r.position, r.industry,
          r.address, r."leadSource", r."dealValue", r.notes, r.status
        from json_to_recordset(${records}::json) as r(name text, email text, phone text,
          company text, position text, industry text, address text, "leadSource" text,
          "dealValue" numeric, notes text, status text)`);
      created = added.length;
    });
  }
  return {
    message: contactImportMessages.imported,
    created,
    duplicates: duplicates.sort((a, b) => a - b),
    problems,
  };
}
