import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvReader } from '../../../common/csv-reader';

// Reading CSV files as they arrive, for every file the server takes in (an operator's lead file,
// a delivered lead order loaded into the prospect tracker). The reader itself is common, so the
// operator console counts a file before sending it exactly as the server will.

export { CsvReader, parseCsv } from '../../../common/csv-reader';

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
