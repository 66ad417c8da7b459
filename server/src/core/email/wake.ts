import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { databaseEventsFor } from '../../db/events';

/** The channel an email's commit is announced on (docs/decisions/0036-orders-core.md). */
const OUTBOX_CHANNEL = 'email_outbox';

/**
 * Announces a new email to every sender listening. Run in the caller's transaction: PostgreSQL
 * (and PGlite) deliver a notification when that transaction commits and drop it when it rolls
 * back, so no sender looks for an email before it can see it.
 */
export async function announceEmail(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * Calls `wake` whenever an email is committed, by this process or another over the same
 * database, and when messages may have been missed (the listening connection was lost). On
 * PostgreSQL it listens on the connection the session cache already listens on
 * (docs/decisions/0020-several-processes.md); PGlite is one connection in this process and
 * listens on it. Answers how to stop.
 */
export function listenForEmail(
  db: Db,
  wake: () => void,
  onError: (error: unknown) => void,
): () => Promise<void> {
  const events = databaseEventsFor(db);
  if (events) {
    let isListening = true;
    const hear = () => {
      if (isListening) wake();
    };
    events.listen(OUTBOX_CHANNEL, { onMessage: hear, onGap: hear });
    return async () => {
      isListening = false;
    };
  }
  const client: unknown = '$client' in db ? db.$client : null;
  if (!(client instanceof PGlite)) return async () => {};
  const unlisten = client
    .listen(OUTBOX_CHANNEL, () => wake())
    .catch((error: unknown) => {
      onError(error);
      return async () => {};
    });
  return async () => {
    await (await unlisten)().catch(onError);
  };
}
