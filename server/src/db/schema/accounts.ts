import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['member', 'operator'] })
      .notNull()
      .default('member'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The first sign-in; null until then (the first says "Welcome", later ones "Welcome back"). */
    firstSignedInAt: timestamp('first_signed_in_at', { withTimezone: true }),
    /** The IANA time zone the morning reminder follows; null until the browser or the user names one. */
    timeZone: text('time_zone'),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /**
     * The secret in the reminder email's "turn off" link, which works without signing in. About 244
     * random bits from the database's strong generator, one per account from the start.
     */
    emailSettingsToken: text('email_settings_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** The secret in the calendar feed's address; null until the feed is first asked for. */
    calendarFeedToken: text('calendar_feed_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Compared lower-cased so that Alice and alice cannot both register.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // An address belongs to the first account that proves it (verifies it, or resets its
    // password through it): anyone may type someone else's address, so an unverified claim to
    // it must not lock its owner out.
    uniqueIndex('users_verified_email_lower_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_email_settings_token_key').on(t.emailSettingsToken),
    uniqueIndex('users_calendar_feed_token_key').on(t.calendarFeedToken),
  ],
);

/**
 * One row per account and local day on which a morning reminder was sent: the row is written in
 * the same transaction as the email, and its key makes a second process, a second run or a
 * restart on the same day find it already there.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The day in the account's own time zone. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    followUpCount: integer('follow_up_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Made by the account's first sign-in ever. */
    isFirstSignIn: boolean('is_first_sign_in').notNull().default(false),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const emailVerifications = pgTable('email_verifications', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Emailed one-time links to choose a new password; like sessions, only the token's hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: using the link proves it. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * Sign-in attempts per key (an account's lower-cased username, or a client address), kept in
 * the database so that every server process counts the same attempts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_attempts_key_attempted_at_idx').on(t.key, t.attemptedAt),
    index('login_attempts_attempted_at_idx').on(t.attemptedAt),
  ],
);
