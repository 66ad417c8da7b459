import { importFieldLabels, type ImportField } from '../common/contracts/crm-import';
import { formatCount } from '../common/format-number';

/** A count written as in the rest of the site: 1,200. */
const count = formatCount;
const rows = (n: number) => `${count(n)} ${n === 1 ? 'row' : 'rows'}`;

/** Lines as a list a person reads: "4, 9 and 12" (as a spreadsheet numbers rows: no commas). */
const lineList = (lines: readonly number[]) =>
  lines.length === 1
    ? String(lines[0])
    : `${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}`;

/** The CRM's contacts import: the button beside Export CSV and its dialog, step by step. */
export const crmImportText = {
  title: 'Import contacts',
  choose: {
    description:
      'Add contacts from a spreadsheet saved as CSV, such as your CRM export edited in Excel or Google Sheets. People whose email is already in your contacts are not added twice.',
    fileLabel: 'CSV file',
    fileHint: 'The first row names the columns: Name, Email, Phone, Company and so on.',
    or: 'or',
    pasteLabel: 'Paste rows',
    pasteHint: 'Copy the rows from a spreadsheet, header row first, and paste them here.',
    read: 'Read the rows',
    tooLarge: (mb: number) => `This file is larger than ${mb} MB. Split it into smaller files.`,
    notText: 'This file could not be read as text. Save it from your spreadsheet as CSV (UTF-8).',
    empty: 'No rows found: the file needs a header row and at least one contact under it.',
  },
  map: {
    description: (found: number, source: string) =>
      `${rows(found)} found in ${source}. Check which field each column fills, then import.`,
    pastedSource: 'the pasted text',
    columnsHeading: 'Columns',
    columnLabel: (header: string, column: number) => header || `Column ${column}`,
    skip: "Don't import",
    fieldLabels: importFieldLabels satisfies Record<ImportField, string>,
    needsName: 'Choose the column that holds each contact’s name.',
    chosenTwice: (field: string) => `${field} is chosen for more than one column: keep one.`,
    previewHeading: (shown: number) =>
      shown === 1 ? 'Preview of the first row' : `Preview of the first ${shown} rows`,
    lineHeader: 'Line',
    back: 'Choose another file',
    start: (n: number) => `Import ${rows(n)}`,
  },
  progress: {
    label: 'Importing contacts',
    done: (sent: number, total: number) => `${count(sent)} of ${rows(total)} done`,
  },
  result: {
    heading: 'Import finished',
    stoppedHeading: 'Import stopped',
    created: (n: number) => (n === 1 ? '1 contact created.' : `${count(n)} contacts created.`),
    duplicates: (lines: readonly number[], more: number) =>
      lines.length === 0
        ? ''
        : `${count(lines.length + more)} already in your contacts (or earlier in the file), not added again: ${
            lines.length + more === 1 ? 'line' : 'lines'
          } ${lineList(lines)}${more > 0 ? ` and ${count(more)} more` : ''}.`,
    problemsHeading: (n: number) =>
      n === 1 ? '1 row was not imported:' : `${count(n)} rows were not imported:`,
    problem: (line: number, reason: string) => `Line ${line}: ${reason}`,
    more: (n: number) => `and ${count(n)} more`,
    stopped: (sent: number, total: number) =>
      `The import stopped after ${count(sent)} of ${rows(total)}. Import the same file again to add the rest: the contacts already added are not added twice.`,
    again: 'Import another file',
    retry: 'Import the rest',
    close: 'Done',
  },
  failedTitle: 'Could not import the contacts',
} as const;
