import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bytea } from './columns';

/**
 * A document made for one account (a resource PDF, the certificate), kept so that the next
 * download is served without making it again (docs/decisions/0038-heavy-work-off-the-request-thread.md).
 * `fingerprint` is a hash of everything the file shows and of the renderer's version: when it no
 * longer matches what the document would show now, the file is made again and replaces this one.
 */
export const generatedDocuments = pgTable(
  'generated_documents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which document: "resource:<slug>" or "certificate". */
    documentKey: text('document_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    body: bytea('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentKey] })],
);
