import { hasUnstorableCharacter, z } from './zod';
import { crmLimits, crmMessages } from '../crm-rules';
import { CsvReader, csvSeparatorOf } from '../csv-reader';
import { formatCount } from '../format-number';

// Importing contacts from a CSV file (docs/decisions/0055-contacts-import.md). The browser reads
// the file, maps its columns to these fields and sends the rows a batch at a time; the server
// checks each row as the contact form would, skips the addresses the account already has, and
// names every row it refused by its line.

/** The contact fields a column can fill, in the order the mapping lists them. */
export const importFields = [
  'name',
  'email',
  'phone',
  'company',
  'position',
  'industry',
  'address',
  'leadSource',
  'dealValue',
  'notes',
  'status',
] as const;
export type ImportField = (typeof importFields)[number];

/** Each field as the contact form names it, in its messages and in the column mapping. */
export const importFieldLabels: Record<ImportField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  position: 'Position',
  industry: 'Industry',
  address: 'Address',
  leadSource: 'Lead source',
  dealValue: 'Deal value',
  notes: 'Notes',
  status: 'Status',
};

/**
 * The longest cell the browser sends for each field: one character past the form's own limit, so a
 * longer cell still reaches the server and is named with the form's message ("Notes must be at
 * most 5000 characters"), while a batch stays small.
 */
export const importCellMax: Record<ImportField, number> = {
  name: crmLimits.name + 1,
  email: crmLimits.email + 1,
  phone: crmLimits.phone + 1,
  company: crmLimits.company + 1,
  position: crmLimits.position + 1,
  industry: crmLimits.industry + 1,
  address: crmLimits.address + 1,
  leadSource: crmLimits.leadSource + 1,
  dealValue: 40,
  notes: crmLimits.notes + 1,
  status: 40,
};

export const contactImportLimits = {
  /** Rows in one request; the browser sends fewer (contactImportBatch) and the bar moves per batch. */
  rowsPerRequest: 1000,
  /** One request's body: 1,000 rows of the longest cells would not fit, so the browser also cuts by size. */
  bodyBytes: 2 * 1024 * 1024,
  /** The largest file the browser reads: 10,000 contacts with long notes fit several times over. */
  fileBytes: 10 * 1024 * 1024,
  /** Rows a batch holds, and the JSON size the browser keeps a batch under. */
  batchRows: 500,
  batchBytes: 1024 * 1024,
  /** How many batches of one account the server works on at once, across every process. */
  atOncePerAccount: 2,
  retryAfterSeconds: 2,
} as const;

export const contactImportMessages = {
  rowsRequired: 'Send at least one row to import',
  tooManyRows: `Send at most ${formatCount(contactImportLimits.rowsPerRequest)} rows at a time`,
  lineInvalid: 'Each row needs its line in the file: a whole number from 2',
  cellInvalid: 'Each cell must be text, within its field’s length',
  busy: 'Your previous batch of contacts is still being imported. Please try again in a few seconds.',
  imported: 'Contacts imported',
} as const;

const ImportCells = z.strictObject(
  Object.fromEntries(
    importFields.map((field) => [
      field,
      z
        .string({ error: contactImportMessages.cellInvalid })
        .max(importCellMax[field], contactImportMessages.cellInvalid)
        .optional(),
    ]),
  ) as Record<ImportField, z.ZodOptional<z.ZodString>>,
);
export type ImportCells = z.infer<typeof ImportCells>;

/**
 * POST /api/crm/contacts/import: rows of a file, each with its line (the header is line 1) and
 * its cells by field, as the file has them (a spreadsheet's guard apostrophe included).
 */
export const ContactImportBody = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        line: z
          .number({ error: contactImportMessages.lineInvalid })
          .int(contactImportMessages.lineInvalid)
          .min(2, contactImportMessages.lineInvalid)
          .max(10_000_000, contactImportMessages.lineInvalid),
        cells: ImportCells,
      }),
      { error: contactImportMessages.rowsRequired },
    )
    .min(1, contactImportMessages.rowsRequired)
    .max(contactImportLimits.rowsPerRequest, contactImportMessages.tooManyRows),
});
export type ContactImportBody = z.infer<typeof ContactImportBody>;

export const ContactImportProblem = z.object({ line: z.number(), reason: z.string() });
export type ContactImportProblem = z.infer<typeof ContactImportProblem>;

/**
 * What one batch did: how many contacts were created, the lines whose address the account already
 * had (or an earlier row of the batch had), and each refused row with the form's reasons.
 */
export const ContactImportResult = z.object({
  message: z.string(),
  created: z.number(),
  duplicates: z.array(z.number()),
  problems: z.array(ContactImportProblem),
});
export type ContactImportResult = z.infer<typeof ContactImportResult>;

/** A header as compared: lower case, letters and digits only ("Lead source" is "leadsource"). */
const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

// The export's own headers (content/crm.ts csvColumns) come first, so an export edited in a
// spreadsheet maps itself; then the names other address books and spreadsheets use.
const headerFields: Record<string, ImportField> = {
  name: 'name',
  fullname: 'name',
  contactname: 'name',
  contact: 'name',
  firstname: 'name',
  givenname: 'name',
  lastname: 'name',
  surname: 'name',
  familyname: 'name',
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  telephone: 'phone',
  company: 'company',
  companyname: 'company',
  organisation: 'company',
  organization: 'company',
  position: 'position',
  title: 'position',
  jobtitle: 'position',
  role: 'position',
  industry: 'industry',
  address: 'address',
  leadsource: 'leadSource',
  source: 'leadSource',
  dealvalue: 'dealValue',
  dealvalueusd: 'dealValue',
  value: 'dealValue',
  notes: 'notes',
  note: 'notes',
  status: 'status',
  statusvalue: 'status',
};

/**
 * Each column's field, read from the header: a field goes to the first column that names it, except
 * the name, which several columns may fill (first and last name, joined with a space). Columns
 * named nothing known (the export's ID and dates among them) are not imported: null.
 */
export function mapColumns(header: readonly string[]): Array<ImportField | null> {
  const taken = new Set<ImportField>();
  return header.map((cell) => {
    const field = headerFields[headerKey(cell)] ?? null;
    if (field === null || (taken.has(field) && field !== 'name')) return null;
    taken.add(field);
    return field;
  });
}

/**
 * A row's cells by field under a mapping: the name's columns joined with a space, every cell
 * trimmed and cut to what the server takes (importCellMax).
 */
export function cellsOfRow(row: readonly string[], mapping: ReadonlyArray<ImportField | null>) {
  const cells: ImportCells = {};
  mapping.forEach((field, column) => {
    if (field === null) return;
    const value = (row[column] ?? '').trim();
    if (value === '') return;
    const joined = cells[field] ? `${cells[field]} ${value}` : value;
    const cut = joined.slice(0, importCellMax[field]);
    // A cut through an emoji would leave half of it, which cannot be stored: the cell is too
    // long either way, and is named so.
    cells[field] = /[\ud800-\udbff]$/.test(cut) ? `${cut.slice(0, -1)}…` : cut;
  });
  return cells;
}

/**
 * A file's rows cut into the batches the browser sends one after another: at most batchRows rows,
 * and under batchBytes of JSON, so every batch fits the server's body limit.
 */
export function importBatches(rows: readonly ContactImportBody['rows'][number][]) {
  const batches: Array<ContactImportBody['rows']> = [];
  let batch: ContactImportBody['rows'] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length * 3;
    if (
      batch.length > 0 &&
      (batch.length >= contactImportLimits.batchRows ||
        bytes + size > contactImportLimits.batchBytes)
    ) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * A chosen file's text: UTF-8 when its bytes are, else Windows-1252, which Excel on Windows still
 * writes for "CSV (Comma delimited)" and in which every byte is a character. A file holding a NUL
 * byte (a workbook, a UTF-16 text) is no CSV a spreadsheet saves: null.
 */
export function decodeImportFile(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A file as read for the import: its header, and its rows with their line (the header is 1). */
export type ImportFile = { header: string[]; rows: Array<{ line: number; cells: string[] }> };

/**
 * Reads a CSV text with the reader the server uses for every file (common/csv-reader.ts), its cells
 * separated by what its header line uses: commas, semicolons (European Excel) or tabs (rows pasted
 * from a spreadsheet). Rows are numbered as a spreadsheet numbers them: a blank line counts, and is
 * then left out.
 */
export function readImportFile(text: string): ImportFile {
  const reader = new CsvReader({ keepsBlankRows: true, separator: csvSeparatorOf(text) });
  const all = [...reader.push(text), ...reader.end()];
  const headerAt = all.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  if (headerAt < 0) return { header: [], rows: [] };
  const rows = all
    .map((cells, index) => ({ line: index + 1, cells }))
    .slice(headerAt + 1)
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  return { header: all[headerAt].map((cell) => cell.trim()), rows };
}

/**
 * The rows to send under a mapping, and the rows refused before sending: a cell with a character
 * PostgreSQL cannot store is refused by every route as a whole request, so its row is named here,
 * with the form's message, and the rest of the file still goes.
 */
export function importRowsOf(file: ImportFile, mapping: ReadonlyArray<ImportField | null>) {
  const rows: ContactImportBody['rows'] = [];
  const problems: ContactImportProblem[] = [];
  for (const row of file.rows) {
    const cells = cellsOfRow(row.cells, mapping);
    const unstorable = importFields.filter((field) => {
      const value = cells[field];
      return value !== undefined && hasUnstorableCharacter(value);
    });
    if (unstorable.length > 0) {
      problems.push({
        line: row.line,
        reason: unstorable
          .map((f) => crmMessages.invalidCharacter(importFieldLabels[f]))
          .join('; '),
      });
    } else {
      rows.push({ line: row.line, cells });
    }
  }
  return { rows, problems };
}
