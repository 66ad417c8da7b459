import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Free-guide sign-ups: people who asked for the free guide, kept for the operator screens.
 * One row per email.
 */
export const guideSignups = pgTable(
  'guide_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    /** As the person first typed it. */
    email: text('email').notNull(),
    /** The email lower-cased: Jane@x.com and jane@x.com are the same sign-up. */
    emailKey: text('email_key').notNull(),
    phone: text('phone').notNull(),
    source: text('source', { enum: ['ai_download'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guide_signups_email_key_key').on(t.emailKey),
    // The operator console's list: newest first, paged on (created_at, id).
    index('guide_signups_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
