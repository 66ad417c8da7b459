import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';

/** One file of the archive: its name and its bytes, produced a piece at a time. */
export type ZipEntry = { name: string; content: AsyncIterable<string | Uint8Array> };

const DEFLATE = 8;

/**
 * A zip archive written as it is read: each file is compressed by zlib on libuv's threads (never
 * on the event loop), one piece at a time, and the producer waits whenever the reader falls
 * behind, so memory stays bounded by a few pieces whatever the archive's size. fflate writes the
 * archive's headers; the sizes and CRC of each file go in the data descriptor after it.
 * An error while producing ends the stream with that error (the download fails visibly).
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, modified: Date): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) output.destroy(error);
    else {
      output.write(chunk);
      if (final) output.end();
    }
  });

  // A reader that went away (a closed tab) stops the producer instead of leaving it waiting.
  const waitForReader = async () => {
    if (output.writableNeedDrain && !output.destroyed) {
      await Promise.race([once(output, 'drain'), once(output, 'close')]);
    }
    if (output.destroyed) throw new Error('The reader went away.');
  };

  async function addFile(entry: ZipEntry) {
    const file: ZipInputFile = {
      filename: entry.name,
      size: 0,
      crc: 0,
      compression: DEFLATE,
      mtime: modified,
    };
    zip.add(file);
    const deflate = createDeflateRaw({ level: constants.Z_DEFAULT_COMPRESSION });
    deflate.on('data', (chunk: Buffer) => file.ondata?.(null, new Uint8Array(chunk), false));
    const ended = once(deflate, 'end');
    for await (const piece of entry.content) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      if (bytes.length === 0) continue;
      file.crc = crc32(bytes, file.crc);
      file.size += bytes.length;
      if (!deflate.write(bytes)) await once(deflate, 'drain');
      await waitForReader();
    }
    deflate.end();
    await ended;
    file.ondata?.(null, new Uint8Array(0), true);
    await waitForReader();
  }

  void (async () => {
    try {
      for await (const entry of entries) await addFile(entry);
      zip.end();
    } catch (error) {
      if (!output.destroyed)
        output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}
