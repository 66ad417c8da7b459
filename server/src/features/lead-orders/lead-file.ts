import { toCsv } from '../../../../common/csv';
import {
  leadFileLimits,
  leadFileMessages,
  leadOrderMessages,
  leadOrderNumber,
} from '../../../../common/contracts/lead-orders';
import { hasUnstorableCharacter, isEmailAddress } from '../../../../common/contracts/zod';
import { packFile } from '../../csv/packed-file';
import { CsvInputError, readCsvRows } from '../../csv/parse-csv';
import { badRequest, HttpError } from '../../errors';

/** `csv` is what the customer downloads; `kept` the same, packed as the database keeps it. */
export type CheckedLeadFile = { csv: Buffer; kept: Buffer; rows: number; bytes: number };

/** The name a lead file is kept and sent under when the operator's gives nothing usable. */
export const defaultLeadFileName = (orderId: string) => `leads-${leadOrderNumber(orderId)}.csv`;

/** The widest header a lead file may have: a row is held whole while it is checked. */
const maxColumns = 200;

/**
 * The operator's lead file, read as it arrives and checked row by row: UTF-8 text, at most 10 MB,
 * a header row with the expected columns, every row as wide as the header, no cell with a
 * character PostgreSQL cannot store, at least one lead and at most maxLeads (the order's
 * quantity), an email address in every Email cell (the refusal names the rows; the header is
 * row 1, blank lines are not counted). Reading stops at the first row that settles a refusal
 * (too wide, unstorable, one lead too many, past 10 MB), so the rest of the file is never parsed
 * and no more than maxLeads rows are held. What is kept (and what the customer downloads) is the
 * same table written again spreadsheet-safe (common/csv.ts).
 */
export async function checkLeadFile(
  body: AsyncIterable<Uint8Array> | Uint8Array,
  maxLeads: number,
): Promise<CheckedLeadFile> {
  let header: string[] | null = null;
  const leads: string[][] = [];
  let emailAt = -1;
  const badEmails: { line: number; empty: boolean }[] = [];
  try {
    for await (const cells of readCsvRows(body, {
      maxBytes: leadFileLimits.maxBytes,
      maxColumns,
    })) {
      const line = header ? leads.length + 2 : 1;
      if (cells.some(hasUnstorableCharacter)) throw badRequest(leadFileMessages.unstorable(line));
      if (!header) {
        if (cells.length > maxColumns)
          throw badRequest(leadFileMessages.tooManyColumns(maxColumns));
        header = cells.map((cell) => cell.trim());
        const named = header.map((cell) => cell.toLowerCase());
        const hasColumns = leadFileLimits.requiredColumns.every((column) =>
          named.includes(column.toLowerCase()),
        );
        if (!hasColumns) {
          throw badRequest(leadOrderMessages.fileNoHeader(leadFileLimits.requiredColumns));
        }
        // Email is a required column, so the header has it.
        emailAt = named.indexOf('email');
        continue;
      }
      if (leads.length >= maxLeads) throw badRequest(leadFileMessages.tooManyLeads(maxLeads));
      if (cells.length !== header.length) throw badRequest(leadOrderMessages.fileRowWidth(line));
      const email = cells[emailAt].trim();
      if (!isEmailAddress(email)) badEmails.push({ line, empty: email === '' });
      leads.push(cells);
    }
  } catch (error) {
    if (!(error instanceof CsvInputError)) throw error;
    if (error.reason === 'too-large') throw new HttpError(413, leadOrderMessages.fileTooLarge);
    throw badRequest(leadOrderMessages.fileNotText);
  }
  if (!header) throw badRequest(leadOrderMessages.fileEmpty);
  if (leads.length === 0) throw badRequest(leadOrderMessages.fileNoRows);
  if (badEmails.length > 0) throw badRequest(leadOrderMessages.fileBadEmails(badEmails));
  const csv = Buffer.from(toCsv(header, leads), 'utf8');
  return { csv, kept: await packFile(csv), rows: leads.length, bytes: csv.length };
}
