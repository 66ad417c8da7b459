import { CSV_BOM, toCsv } from '../../../../common/csv';
import { leadFileLimits, leadOrderMessages } from '../../../../common/contracts/lead-orders';
import { badRequest } from '../../errors';

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  // Blank lines are no leads.
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

export type CheckedLeadFile = { csv: Buffer; rows: number; bytes: number };

/**
 * The operator's lead file, checked: UTF-8 text, at most 10 MB, a header row with the expected
 * columns, every row as wide as the header, at least one lead. What is kept (and what the
 * customer downloads) is the same table written again spreadsheet-safe (common/csv.ts).
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
  const csv = Buffer.from(toCsv(header, leads), 'utf8');
  return { csv, rows: leads.length, bytes: csv.length };
}
