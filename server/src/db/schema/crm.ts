import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { contactStatuses, followUpTypes } from '../../../../common/contracts/crm';
import { users } from './accounts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const crmContacts = pgTable(
  'crm_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    position: text('position').notNull().default(''),
    industry: text('industry').notNull().default(''),
    address: text('address').notNull().default(''),
    leadSource: text('lead_source').notNull().default(''),
    // Dollars with cents; up to the contract's maximum of one billion.
    dealValue: numeric('deal_value', { precision: 12, scale: 2, mode: 'number' }),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: contactStatuses }).notNull().default('lead'),
    // The earliest date among the contact's follow-ups that are not completed (null: none), the
    // list's default order. Kept by every write to a follow-up, in the same transaction, while the
    // contact's row is locked (docs/decisions/0029-contacts-by-next-follow-up.md).
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The target of the follow-ups' (user_id, contact_id) key: a follow-up can only ever
    // point at a contact of the same user, whatever the code above the database does.
    unique('crm_contacts_user_id_id_key').on(t.userId, t.id),
    // The list's order, and its keyset: a page is one index range, however many contacts there are.
    index('crm_contacts_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The same for a status filter (and per-status counts for the analytics).
    index('crm_contacts_user_status_created_idx').on(
      t.userId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The "Next follow-up" order and its keyset: soonest first, then the contacts with none.
    index('crm_contacts_user_next_idx').on(
      t.userId,
      t.nextFollowUpAt.asc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('crm_contacts_user_status_next_idx').on(
      t.userId,
      t.status,
      t.nextFollowUpAt.asc().nullsLast(),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Finding a person by address, any case: each person once per account. Not unique, because
    // contacts typed twice before there was one pipeline are kept as they were.
    index('crm_contacts_user_email_idx')
      .on(t.userId, sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    check('crm_contacts_status_check', sql`${t.status} in (${inList(contactStatuses)})`),
    check('crm_contacts_deal_value_check', sql`${t.dealValue} >= 0`),
  ],
);

export const crmFollowUps = pgTable(
  'crm_follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').notNull(),
    type: text('type', { enum: followUpTypes }).notNull().default('call'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    followUpDate: timestamp('follow_up_date', { withTimezone: true }).notNull(),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'crm_follow_ups_contact_fk',
      columns: [t.userId, t.contactId],
      foreignColumns: [crmContacts.userId, crmContacts.id],
    }).onDelete('cascade'),
    index('crm_follow_ups_user_date_idx').on(t.userId, t.followUpDate),
    index('crm_follow_ups_contact_idx').on(t.contactId),
    check('crm_follow_ups_type_check', sql`${t.type} in (${inList(followUpTypes)})`),
  ],
);

/** A row as JSON keeps it: dates become ISO strings. */
export type JsonRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** What DELETE removed, as the server saw it: Undo restores from here, never from the browser. */
export type CrmDeletedSnapshot = {
  contact: JsonRow<typeof crmContacts.$inferSelect>;
  followUps: Array<JsonRow<typeof crmFollowUps.$inferSelect>>;
  /** The deals that were this person's: Undo links them back (absent in copies made before). */
  dealIds?: string[];
};

/** A deleted contact kept for a short while so that Undo can restore it exactly. */
export const crmDeletedContacts = pgTable(
  'crm_deleted_contacts',
  {
    contactId: uuid('contact_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').$type<CrmDeletedSnapshot>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('crm_deleted_contacts_user_idx').on(t.userId),
    index('crm_deleted_contacts_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A deleted follow-up kept for a short while so that Undo can restore it exactly: the same bin
 * as crm_deleted_contacts (docs/decisions/0009-crm-undo-search-and-figures.md), one row per
 * follow-up.
 */
export const crmDeletedFollowUps = pgTable(
  'crm_deleted_follow_ups',
  {
    followUpId: uuid('follow_up_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').$type<JsonRow<typeof crmFollowUps.$inferSelect>>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('crm_deleted_follow_ups_user_idx').on(t.userId),
    index('crm_deleted_follow_ups_expires_idx').on(t.expiresAt),
  ],
);
