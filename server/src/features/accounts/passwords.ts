import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2, p=1: OWASP's first recommendation).
// Hashing runs on worker threads, and at most (cores - 1) at once, so a login burst always
// leaves a core for the event loop and other requests keep flowing.
const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await bounded(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real verification so an unknown username answers like a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
