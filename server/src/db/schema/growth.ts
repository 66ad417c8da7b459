import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { prospectStatuses } from '../../../../common/growth-rules';
import { kpiLimits, kpiPeriods, kpiTypes } from '../../../../common/kpi-rules';
import { users } from './accounts';
import { crmContacts } from './crm';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The prospect tracker (/growth/prospecting): one row per company the user is working on. */
export const prospects = pgTable(
  'prospects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    /**
     * The deal's person: a CRM contact of the same user, or none. The person's name, email and
     * phone are the prospect's contact fields; they are not kept twice.
     */
    contactId: uuid('contact_id'),
    industry: text('industry').notNull().default(''),
    notes: text('notes').notNull().default(''),
    // Dollars with cents, up to the contract's maximum of one billion.
    estimatedValue: numeric('estimated_value', { precision: 12, scale: 2, mode: 'number' }),
    status: text('status', { enum: prospectStatuses }).notNull().default('new'),
    /** Empty when typed in; the lead order's number when loaded from one. */
    source: text('source').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('prospects_user_id_id_key').on(t.userId, t.id),
    // Keyset pages, newest first, with and without the status filter (as the CRM's contacts).
    index('prospects_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('prospects_user_status_created_idx').on(
      t.userId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The person's deals; a deal can only ever point at a contact of the same user. A contact
    // deleted from the CRM leaves its deals without a person (contacts-service unlinks them first).
    foreignKey({
      name: 'prospects_contact_fk',
      columns: [t.userId, t.contactId],
      foreignColumns: [crmContacts.userId, crmContacts.id],
    }),
    index('prospects_user_contact_idx').on(t.userId, t.contactId),
    check('prospects_status_check', sql`${t.status} in (${inList(prospectStatuses)})`),
    check('prospects_estimated_value_check', sql`${t.estimatedValue} >= 0`),
  ],
);

/** Every status a prospect has had: who moved it from what to what, and when. */
export const prospectStatusChanges = pgTable(
  'prospect_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    prospectId: uuid('prospect_id').notNull(),
    fromStatus: text('from_status', { enum: prospectStatuses }),
    toStatus: text('to_status', { enum: prospectStatuses }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'prospect_status_changes_prospect_fk',
      columns: [t.userId, t.prospectId],
      foreignColumns: [prospects.userId, prospects.id],
    }).onDelete('cascade'),
    index('prospect_status_changes_prospect_idx').on(t.prospectId, t.changedAt),
  ],
);

/**
 * KPI entries, typed by hand or recorded by the pipeline. An automatic entry carries its origin
 * (`prospect:<id>` or `follow-up:<id>`), unique per user and type: a prospect moved back and
 * forth, a retried request or a second process never counts twice.
 */
export const kpiEntries = pgTable(
  'kpi_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kpiType: text('kpi_type', { enum: kpiTypes }).notNull(),
    value: integer('value').notNull(),
    target: integer('target'),
    period: text('period', { enum: kpiPeriods }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    automatic: boolean('automatic').notNull().default(false),
    origin: text('origin'),
    sourceLabel: text('source_label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('kpi_entries_user_type_origin_key').on(t.userId, t.kpiType, t.origin),
    index('kpi_entries_user_date_idx').on(t.userId, t.date.desc(), t.createdAt.desc()),
    check('kpi_entries_type_check', sql`${t.kpiType} in (${inList(kpiTypes)})`),
    check('kpi_entries_period_check', sql`${t.period} in (${inList(kpiPeriods)})`),
    check(
      'kpi_entries_value_check',
      sql`${t.value} >= 0 and ${t.value} <= ${sql.raw(String(kpiLimits.valueMax))}`,
    ),
    check(
      'kpi_entries_target_check',
      sql`${t.target} is null or (${t.target} >= 1 and ${t.target} <= ${sql.raw(String(kpiLimits.valueMax))})`,
    ),
    check('kpi_entries_automatic_origin_check', sql`${t.automatic} = (${t.origin} is not null)`),
  ],
);

/** The user's goal per KPI type and period: the target the tracker's bars measure against. */
export const kpiGoals = pgTable(
  'kpi_goals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kpiType: text('kpi_type', { enum: kpiTypes }).notNull(),
    period: text('period', { enum: kpiPeriods }).notNull(),
    target: integer('target').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kpiType, t.period] }),
    check('kpi_goals_type_check', sql`${t.kpiType} in (${inList(kpiTypes)})`),
    check('kpi_goals_period_check', sql`${t.period} in (${inList(kpiPeriods)})`),
    check(
      'kpi_goals_target_check',
      sql`${t.target} >= 1 and ${t.target} <= ${sql.raw(String(kpiLimits.valueMax))}`,
    ),
  ],
);

/** Each Download of a sales script is recorded: who, which, when. */
export const scriptDownloads = pgTable(
  'script_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scriptId: text('script_id').notNull(),
    /** The prospect the script was filled from, if any (kept as text: the prospect may go). */
    prospectId: uuid('prospect_id'),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('script_downloads_user_idx').on(t.userId, t.downloadedAt)],
);
