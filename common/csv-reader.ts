// Reading CSV text back into rows: the server reads every file it takes in with it (an operator's
// lead file, a delivered lead order loaded into the prospect tracker), and the operator console
// counts a lead file with it before sending, so the count it shows is the one the server finds.
// Writing is common/csv.ts.

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const BOM = 0xfeff;

/** The most cells a row keeps by default: far more than any lead file has, few enough to hold. */
const defaultMaxColumns = 1000;

/**
 * An RFC 4180 reader fed a piece of text at a time: quoted cells may hold commas, quotes ("") and
 * line breaks, and a piece may end anywhere (inside a quoted cell, between \r and \n). A byte order
 * mark at the very start is not data, and blank lines are no rows. A row wider than maxColumns
 * keeps maxColumns + 1 cells, so one endless line cannot fill the memory and whoever reads it still
 * sees that it is too wide.
 */
export class CsvReader {
  private row: string[] = [];
  private cell = '';
  private isQuoted = false;
  /** A quote inside a quoted cell: the next character says whether it is "" or the closing one. */
  private hasPendingQuote = false;
  /** A \r ended the last row: a \n right after it belongs to the same line break. */
  private hasPendingCr = false;
  private hasStarted = false;
  private readonly maxColumns: number;
  private readonly keepsBlankRows: boolean;
  private readonly separator: number;

  /**
   * `keepsBlankRows`: a blank line is a row of empty cells too, so whoever numbers the rows counts
   * it, as a spreadsheet numbers its rows (the contacts import names a row by that number).
   * `separator`: the character between cells, a comma unless the text says otherwise (European
   * Excel saves CSV with semicolons; rows copied from a spreadsheet are separated by tabs).
   */
  constructor(
    options: { maxColumns?: number; keepsBlankRows?: boolean; separator?: CsvSeparator } = {},
  ) {
    this.maxColumns = options.maxColumns ?? defaultMaxColumns;
    this.keepsBlankRows = options.keepsBlankRows ?? false;
    this.separator = (options.separator ?? ',').charCodeAt(0);
  }

  /** The rows this piece of text completes. */
  push(text: string): string[][] {
    const rows: string[][] = [];
    const length = text.length;
    const separator = this.separator;
    let i = 0;
    if (!this.hasStarted && length > 0) {
      this.hasStarted = true;
      if (text.charCodeAt(0) === BOM) i = 1;
    }
    while (i < length) {
      let code = text.charCodeAt(i);
      if (this.hasPendingCr) {
        this.hasPendingCr = false;
        if (code === LF) {
          i++;
          continue;
        }
      }
      if (this.hasPendingQuote) {
        this.hasPendingQuote = false;
        if (code === QUOTE) {
          this.cell += '"';
          i++;
          continue;
        }
        this.isQuoted = false;
      }
      if (this.isQuoted) {
        const close = text.indexOf('"', i);
        if (close < 0) {
          this.cell += text.slice(i);
          break;
        }
        this.cell += text.slice(i, close);
        this.hasPendingQuote = true;
        i = close + 1;
        continue;
      }
      if (code === QUOTE && this.cell === '') {
        this.isQuoted = true;
        i++;
      } else if (code === separator) {
        this.endCell();
        i++;
      } else if (code === LF || code === CR) {
        this.endCell();
        this.endRow(rows);
        this.hasPendingCr = code === CR;
        i++;
      } else {
        // A run of plain characters (a quote inside an unquoted cell is one of them) in one slice.
        const start = i;
        do {
          i++;
          code = i < length ? text.charCodeAt(i) : LF;
        } while (code !== separator && code !== LF && code !== CR && code !== QUOTE);
        if (code === QUOTE) i++;
        this.cell += text.slice(start, i);
      }
    }
    return rows;
  }

  /** The last row, when the text does not end with a line break. */
  end(): string[][] {
    const rows: string[][] = [];
    this.hasPendingQuote = false;
    this.isQuoted = false;
    if (this.cell !== '' || this.row.length > 0) {
      this.endCell();
      this.endRow(rows);
    }
    return rows;
  }

  private endCell() {
    if (this.row.length <= this.maxColumns) this.row.push(this.cell);
    this.cell = '';
  }

  private endRow(rows: string[][]) {
    // Blank lines are no leads.
    if (this.keepsBlankRows || this.row.some((value) => value.trim() !== '')) rows.push(this.row);
    this.row = [];
  }
}

export type CsvSeparator = ',' | ';' | '\t';

/**
 * The separator a text's first line uses: the one of comma, semicolon and tab found most often
 * outside quotes, a comma when none is (a one-column file) or on a tie.
 */
export function csvSeparatorOf(text: string): CsvSeparator {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let isQuoted = false;
  let hasText = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') isQuoted = !isQuoted;
    else if (isQuoted) continue;
    else if (char === '\n' || char === '\r') {
      if (hasText) break;
    } else if (char === ',' || char === ';' || char === '\t') counts[char]++;
    hasText ||= char.trim() !== '' && char !== '\uFEFF';
  }
  const most = Math.max(counts[';'], counts['\t']);
  if (most <= counts[',']) return ',';
  return counts[';'] >= counts['\t'] ? ';' : '\t';
}

/** RFC 4180 rows of a whole text (see CsvReader). */
export function parseCsv(text: string): string[][] {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()];
}
