// CSV that opens safely in a spreadsheet (RFC 4180 quoting, OWASP's CSV injection advice).

/** A cell starting with one of these is read as a formula by Excel, LibreOffice and Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell read back as it was typed: the apostrophe csvCell puts before a formula start is the
 * file's guard, not part of the value, so an export edited in a spreadsheet imports unchanged.
 * Nothing else is taken away; the value is kept as text and every file written from it is guarded
 * again by csvCell.
 */
export function csvCellAsTyped(value: string | undefined): string {
  const text = (value ?? '').trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/** Byte order mark: tells Excel the file is UTF-8, so names like "Zoë" survive. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: formulas neutralised with a leading apostrophe, then quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are written by us, never typed by a user: -1 stays a number.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  // A semicolon is quoted too: spreadsheets in many locales split on it, and an unquoted
  // "a;=1+2" would become a second cell that starts with a formula.
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, as RFC 4180 asks; the BOM comes first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
