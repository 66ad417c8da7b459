import { createHash, randomBytes } from 'node:crypto';

/** A fresh random secret (256 bits) for a cookie or an emailed link. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of a token: its SHA-256. A leaked table cannot be replayed,
 * and a token of 256 random bits needs no salt or slow hash.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
