import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2, p=1: OWASP's first recommendation).
// Hashing runs on libuv's thread pool, so a login burst does not stall the event loop.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real verification so an unknown username answers like a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
