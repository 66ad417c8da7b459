import { setImmediate as nextTurn } from 'node:timers/promises';

// Reading CSV text back into rows, for every file the server takes in (an operator's lead file,
// a delivered lead order loaded into the prospect tracker). Writing is common/csv.ts.

const QUOTE = 0x22;
const COMMA = 0x2c;
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

  constructor(options: { maxColumns?: number } = {}) {
    this.maxColumns = options.maxColumns ?? defaultMaxColumns;
  }

  /** The rows this piece of text completes. */
  push(text: string): string[][] {
    const rows: string[][] = [];
    const length = text.length;
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
      } else if (code === COMMA) {
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
        } while (code !== COMMA && code !== LF && code !== CR && code !== QUOTE);
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
    if (this.row.some((value) => value.trim() !== '')) rows.push(this.row);
    this.row = [];
  }
}

/** RFC 4180 rows of a whole text (see CsvReader). */
export function parseCsv(text: string): string[][] {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()];
}

/** Why a file could not be read at all: past the size limit, or not UTF-8 text. */
export class CsvInputError extends Error {
  constructor(readonly reason: 'too-large' | 'not-text') {
    super(reason === 'too-large' ? 'The file is too large.' : 'The file is not UTF-8 text.');
  }
}

/** How much text is decoded and parsed before the event loop gets a turn. */
const sliceBytes = 64 * 1024;

/**
 * The rows of a CSV file read as it arrives (a request body's chunks, or bytes already held),
 * decoded as UTF-8 a slice at a time. Nothing but the row being built and the slice in hand is
 * held here: whoever reads the rows decides what to keep, and stops reading (a break or a throw)
 * at the first row it refuses, so the rest of the file is never parsed. Between slices the event
 * loop takes its turn, so other requests are answered while a large file is read. Throws
 * CsvInputError past maxBytes (before that slice is decoded) or, when `isStrict`, at bytes that
 * are not UTF-8; otherwise they read as U+FFFD.
 */
export async function* readCsvRows(
  source: AsyncIterable<Uint8Array> | Uint8Array,
  options: { maxBytes: number; maxColumns?: number; isStrict?: boolean },
): AsyncGenerator<string[], void, undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: options.isStrict ?? true });
  const reader = new CsvReader({ maxColumns: options.maxColumns });
  const chunks = source instanceof Uint8Array ? [source] : source;
  let bytes = 0;
  let isFirstSlice = true;
  for await (const chunk of chunks) {
    for (let start = 0; start < chunk.length; start += sliceBytes) {
      if (!isFirstSlice) await nextTurn();
      isFirstSlice = false;
      const slice = chunk.subarray(start, start + sliceBytes);
      bytes += slice.length;
      if (bytes > options.maxBytes) throw new CsvInputError('too-large');
      yield* reader.push(decode(decoder, slice, true));
    }
  }
  yield* reader.push(decode(decoder, new Uint8Array(0), false));
  yield* reader.end();
}

function decode(decoder: TextDecoder, bytes: Uint8Array, isMore: boolean): string {
  try {
    return decoder.decode(bytes, { stream: isMore });
  } catch {
    throw new CsvInputError('not-text');
  }
}
