import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { generatedDocuments } from '../db/schema';
import { createAtOnceLimit } from './at-once-limit';
import { type WorkerPool, WorkerPoolBusyError, type WorkerTask } from './pool';

/** A document for one account: which one, what it shows (as a fingerprint), and how to make it. */
export type DocumentRequest = {
  userId: string;
  documentKey: string;
  fingerprint: string;
  task: WorkerTask;
};

/** Why a document was not made now, and when to ask again. */
export class RenderRefusedError extends Error {
  constructor(
    readonly reason: 'at-once' | 'per-hour' | 'busy',
    readonly retryAfterSeconds: number,
  ) {
    super(`render refused: ${reason}`);
  }
}

export type KeptDocumentsOptions = {
  db: Db;
  pool: WorkerPool;
  /** Renders one account may have running or queued at once, across every process. */
  atOncePerAccount: number;
  /** Renders one account may start in an hour (kept copies are not counted). */
  perHourPerAccount: number;
  /** The app's clock, the one the rate-limit store counts by. */
  now: () => Date;
};

// A claim for a render running somewhere is forgotten after this long, so a process that died
// mid-render never holds an account's claim for good. Renders take well under a second and the
// pool's queue is short, so a live render never outlasts it.
const AT_ONCE_LEASE_SECONDS = 60;
// What a refused burst is told: about when the renders running now are done.
const AT_ONCE_RETRY_SECONDS = 5;
const BUSY_RETRY_SECONDS = 5;

/** A hash of everything a document shows and of what draws it: a new value means a new file. */
export const fingerprintOf = (...parts: unknown[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

const fileHashes = new Map<string, string>();
/** A hash of a worker module's file, read once: a new build of the renderer refreshes kept files. */
export function fileFingerprint(file: string): string {
  let hash = fileHashes.get(file);
  if (!hash) {
    hash = createHash('sha256').update(readFileSync(file)).digest('base64url');
    fileHashes.set(file, hash);
  }
  return hash;
}

/**
 * Documents made on the worker pool and kept in the database (docs/decisions/0038-heavy-work-off-the-request-thread.md):
 * a kept copy whose fingerprint still matches is served as it is; otherwise the account's render
 * limits are counted, the document is made off the request thread, and the copy is replaced.
 */
export function createKeptDocuments(app: FastifyInstance, options: KeptDocumentsOptions) {
  const { db, pool } = options;
  // The hourly count uses the database-backed store of @fastify/rate-limit, shared by every process.
  const countPerHour = app.createRateLimit({
    max: options.perHourPerAccount,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `document-renders:${request.user?.id ?? ''}`,
  });

  async function findKept(document: DocumentRequest): Promise<Buffer | null> {
    const [row] = await db
      .select({ body: generatedDocuments.body })
      .from(generatedDocuments)
      .where(
        and(
          eq(generatedDocuments.userId, document.userId),
          eq(generatedDocuments.documentKey, document.documentKey),
          eq(generatedDocuments.fingerprint, document.fingerprint),
        ),
      );
    return row?.body ?? null;
  }

  async function keep(document: DocumentRequest, body: Buffer) {
    await db
      .insert(generatedDocuments)
      .values({
        userId: document.userId,
        documentKey: document.documentKey,
        fingerprint: document.fingerprint,
        body,
      })
      .onConflictDoUpdate({
        target: [generatedDocuments.userId, generatedDocuments.documentKey],
        set: { fingerprint: document.fingerprint, body, createdAt: sql`now()` },
      });
  }

  const atOnce = createAtOnceLimit({
    db,
    name: 'document-renders-at-once',
    atOnce: options.atOncePerAccount,
    leaseSeconds: AT_ONCE_LEASE_SECONDS,
    now: options.now,
  });

  return {
    /**
     * The document's bytes, kept or freshly made. Throws RenderRefusedError when the account has
     * asked for too many renders (at once or this hour) or the pool's queue is full.
     */
    async get(
      request: FastifyRequest,
      document: DocumentRequest,
    ): Promise<{ body: Buffer; isKept: boolean }> {
      const kept = await findKept(document);
      if (kept) return { body: kept, isKept: true };

      const { userId } = document;
      if (!(await atOnce.claim(userId))) {
        throw new RenderRefusedError('at-once', AT_ONCE_RETRY_SECONDS);
      }
      try {
        const hourly = await countPerHour(request);
        if (!hourly.isAllowed && hourly.isExceeded) {
          throw new RenderRefusedError('per-hour', Math.max(1, hourly.ttlInSeconds));
        }
        let made: Uint8Array;
        try {
          made = await pool.run<Uint8Array>(document.task);
        } catch (error) {
          if (error instanceof WorkerPoolBusyError) {
            throw new RenderRefusedError('busy', BUSY_RETRY_SECONDS);
          }
          throw error;
        }
        // A Buffer comes back from the thread as a plain Uint8Array over the same memory.
        const body = Buffer.from(made.buffer, made.byteOffset, made.byteLength);
        await keep(document, body);
        return { body, isKept: false };
      } finally {
        await atOnce.release(userId);
      }
    },
  };
}

export type KeptDocuments = ReturnType<typeof createKeptDocuments>;
