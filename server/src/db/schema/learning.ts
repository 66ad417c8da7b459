import {
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One row per user and module (or page, or toolbox track). For modules made of lessons the figure
 * is derived from lesson_completions and only ever rises; `resume_lesson` is where the player
 * reopens (0-based index).
 */
export const userProgress = pgTable(
  'user_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    status: text('status', { enum: ['not_started', 'in_progress', 'completed'] })
      .notNull()
      .default('not_started'),
    resumeLesson: integer('resume_lesson').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

/**
 * A lesson completed by a user: a repeat is a no-op
 * (docs/decisions/0024-learning-progress-pdfs-access.md).
 */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    /** The lesson's id within its module: "1" to "5", or "toolbox-lesson-N" for a toolbox track. */
    lessonId: text('lesson_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId, t.lessonId] })],
);

/**
 * The lesson a user opened last, in a structured module or a toolbox track: one row per user, so
 * the home dashboard offers "Continue where you left off" on any device.
 */
export const lastOpenedLessons = pgTable('last_opened_lessons', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  moduleId: text('module_id').notNull(),
  lessonId: text('lesson_id').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A resource PDF a user downloaded (once per resource; the dashboard counts them). */
export const resourceDownloads = pgTable(
  'resource_downloads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceSlug: text('resource_slug').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resourceSlug] })],
);

/**
 * The certificate for finishing the four structured modules: one per user, its id 128 random bits
 * (base64url) so nobody can guess another's. The name is kept as it was on the day of issue.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerName: text('learner_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_user_id_key').on(t.userId)],
);
