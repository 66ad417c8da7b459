import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

// A CSV file kept in the database is kept gzipped: a lead file shrinks to a fraction of its size,
// so the database writes, keeps and reads a fraction (the embedded database copies every byte of
// a query through its own memory on the request thread). zlib runs on libuv's threads, so neither
// packing nor unpacking holds up other requests. Files kept before were plain text, which never
// starts with gzip's two magic bytes, and are read as they are.

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The file as it is kept. */
export const packFile = (file: Buffer): Promise<Buffer> => gzipAsync(file);

/** The file as it was given, from what is kept (gzipped, or plain from before). */
export async function unpackFile(kept: Buffer | Uint8Array): Promise<Buffer> {
  const bytes = Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength);
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipAsync(bytes) : bytes;
}
