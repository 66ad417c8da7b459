import { CSV_BOM, toCsv } from '../../../../common/csv';
import { leadFileLimits, leadOrderMessages } from '../../../../common/contracts/lead-orders';
import { isEmailAddress } from '../../../../common/contracts/zod';
import { parseCsv } from '../../csv/parse-csv';
import { badRequest } from '../../errors';

export type CheckedLeadFile = { csv: Buffer; rows: number; bytes: number };

/**
 * The operator's lead file, checked: UTF-8 text, at most 10 MB, a header row with the expected
 * columns, every row as wide as the header, at least one lead, an email address in every Email
 * cell (the refusal names the rows; the header is row 1, blank lines are not counted). What is
 * kept (and what the customer downloads) is the same table written again spreadsheet-safe
 * (common/csv.ts).
 */
export function checkLeadFile(body: Buffer): CheckedLeadFile {
  if (body.length === 0) throw badRequest(leadOrderMessages.fileEmpty);
  if (body.length > leadFileLimits.maxBytes) throw badRequest(leadOrderMessages.fileTooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw badRequest(leadOrderMessages.fileNotText);
  }
  if (text.startsWith(CSV_BOM)) text = text.slice(1);
  if (text.includes('\u0000')) throw badRequest(leadOrderMessages.fileNotText);
  const rows = parseCsv(text);
  if (rows.length === 0) throw badRequest(leadOrderMessages.fileEmpty);
  const header = rows[0].map((cell) => cell.trim());
  const named = new Set(header.map((cell) => cell.toLowerCase()));
  const hasColumns = leadFileLimits.requiredColumns.every((column) =>
    named.has(column.toLowerCase()),
  );
  if (!hasColumns) throw badRequest(leadOrderMessages.fileNoHeader(leadFileLimits.requiredColumns));
  const leads = rows.slice(1);
  if (leads.length === 0) throw badRequest(leadOrderMessages.fileNoRows);
  const uneven = leads.findIndex((cells) => cells.length !== header.length);
  if (uneven >= 0) throw badRequest(leadOrderMessages.fileRowWidth(uneven + 2));
  // Email is a required column, so the header has it.
  const email = header.findIndex((cell) => cell.toLowerCase() === 'email');
  const badEmails: { line: number; empty: boolean }[] = [];
  leads.forEach((cells, index) => {
    const cell = cells[email].trim();
    if (!isEmailAddress(cell)) badEmails.push({ line: index + 2, empty: cell === '' });
  });
  if (badEmails.length > 0) throw badRequest(leadOrderMessages.fileBadEmails(badEmails));
  const csv = Buffer.from(toCsv(header, leads), 'utf8');
  return { csv, rows: leads.length, bytes: csv.length };
}
