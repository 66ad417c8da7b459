import { existsSync, readFileSync } from 'node:fs';

export type Variants = { identity: Buffer; br: Buffer | null; gzip: Buffer | null };
export type Encoded = { body: Buffer; encoding: 'br' | 'gzip' | null };

/** The variant in the best encoding the browser accepts. */
export function bestEncoded(page: Variants, acceptEncoding: string | undefined): Encoded {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (page.br && /\bbr\b/.test(accepted)) return { body: page.br, encoding: 'br' };
  if (page.gzip && /\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.identity, encoding: null };
}

/**
 * The prerendered public pages (scripts/prerender.tsx), kept in memory after the first read,
 * each with the brotli and gzip copies the build writes beside it. A page weighs about 40 KB
 * and about 8 KB compressed, which is what a phone on a slow network waits for.
 */
export function createPrerenderedPages() {
  // Only pages that exist are kept, so requests for made-up paths cannot grow the cache.
  const cache = new Map<string, Variants>();

  function load(file: string): Variants | null {
    const cached = cache.get(file);
    if (cached) return cached;
    const read = (name: string) => (existsSync(name) ? readFileSync(name) : null);
    const identity = read(file);
    if (!identity) return null;
    const page = { identity, br: read(`${file}.br`), gzip: read(`${file}.gz`) };
    cache.set(file, page);
    return page;
  }

  /** The page in the best encoding the browser accepts, or null when the file does not exist. */
  return function find(file: string, acceptEncoding: string | undefined): Encoded | null {
    const page = load(file);
    return page ? bestEncoded(page, acceptEncoding) : null;
  };
}
