import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  learningMessages,
  type DashboardStats,
  type ModuleProgress,
  type UpdateProgressBody,
} from '../../../../common/contracts/learning';
import { canonicalModuleId, coreCurriculumIds } from '../../../../common/curriculum';
import type { Db } from '../../db/client';
import {
  certificates,
  kpiEntries,
  lessonCompletions,
  prospects,
  resourceDownloads,
  userProgress,
} from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { learningText } from '../../../../content/learning-text';
import { certificateModuleIds, lessonIdsOf } from './lessons';

export async function listProgress(db: Db, userId: string) {
  const rows = await db
    .select({
      moduleId: userProgress.moduleId,
      progressPercentage: userProgress.progressPercentage,
      status: userProgress.status,
    })
    .from(userProgress)
    .where(eq(userProgress.userId, userId))
    .orderBy(userProgress.moduleId);
  return rows.map((row) => ({ ...row, moduleId: canonicalModuleId(row.moduleId) }));
}

/**
 * Saves the progress of a page without lessons (a learning page, a growth module). A completed
 * one stays completed and a figure never falls. Modules made of lessons refuse: their figure is
 * derived from the lessons completed.
 */
export async function saveProgress(
  db: Db,
  userId: string,
  moduleId: string,
  body: UpdateProgressBody,
) {
  if (lessonIdsOf(moduleId) !== null) throw badRequest(learningMessages.derivedProgress);
  const progressPercentage = body.status === 'completed' ? 100 : body.progressPercentage;
  const [row] = await db
    .insert(userProgress)
    .values({ userId, moduleId, progressPercentage, status: body.status })
    .onConflictDoUpdate({
      target: [userProgress.userId, userProgress.moduleId],
      set: {
        status: sql`case when ${userProgress.status} = 'completed' then 'completed' else excluded.status end`,
        progressPercentage: sql`case when ${userProgress.status} = 'completed' then 100 else greatest(${userProgress.progressPercentage}, excluded.progress_percentage) end`,
        updatedAt: new Date(),
      },
    })
    .returning({
      moduleId: userProgress.moduleId,
      progressPercentage: userProgress.progressPercentage,
      status: userProgress.status,
    });
  return row;
}

function lessonsOrRefuse(moduleId: string): readonly string[] {
  const lessons = lessonIdsOf(moduleId);
  if (lessons === null || lessons.length === 0) throw badRequest(learningMessages.unknownLesson);
  return lessons;
}

/** One module's saved state: its figure, its completed lessons and where the player reopens. */
export async function getModuleProgress(
  db: Db,
  userId: string,
  moduleId: string,
): Promise<ModuleProgress> {
  const lessons = lessonsOrRefuse(moduleId);
  const [row] = await db
    .select()
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), eq(userProgress.moduleId, moduleId)));
  const done = await db
    .select({ lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.moduleId, moduleId)));
  const completed = new Set(done.map((d) => d.lessonId));
  return {
    moduleId,
    progressPercentage: row?.progressPercentage ?? 0,
    status: row?.status ?? 'not_started',
    completedLessons: lessons.filter((id) => completed.has(id)),
    resumeLesson: Math.min(row?.resumeLesson ?? 0, lessons.length - 1),
  };
}

/**
 * Records one completed lesson and derives the module's figure from the lessons completed.
 * Saving twice counts once; the figure never falls. The module's progress row is locked first
 * (the upsert), so two lessons saved at once by two processes are counted one after the other.
 */
export async function completeLesson(db: Db, userId: string, moduleId: string, lessonId: string) {
  const lessons = lessonsOrRefuse(moduleId);
  if (!lessons.includes(lessonId)) throw notFound(learningMessages.unknownLesson);
  await db.transaction(async (tx) => {
    await tx
      .insert(userProgress)
      .values({ userId, moduleId, progressPercentage: 0, status: 'in_progress' })
      .onConflictDoUpdate({
        target: [userProgress.userId, userProgress.moduleId],
        set: { updatedAt: new Date() },
      });
    await tx.insert(lessonCompletions).values({ userId, moduleId, lessonId }).onConflictDoNothing();
    const [{ done }] = await tx
      .select({ done: count() })
      .from(lessonCompletions)
      .where(
        and(
          eq(lessonCompletions.userId, userId),
          eq(lessonCompletions.moduleId, moduleId),
          inArray(lessonCompletions.lessonId, [...lessons]),
        ),
      );
    const percent = Math.min(100, Math.round((done / lessons.length) * 100));
    const status = done >= lessons.length ? 'completed' : 'in_progress';
    await tx
      .update(userProgress)
      .set({
        progressPercentage: sql`greatest(${userProgress.progressPercentage}, ${percent})`,
        status: sql`case when ${userProgress.status} = 'completed' then 'completed' else ${status} end`,
      })
      .where(and(eq(userProgress.userId, userId), eq(userProgress.moduleId, moduleId)));
  });
  if (certificateModuleIds.includes(moduleId)) await issueCertificateIfEarned(db, userId);
  return getModuleProgress(db, userId, moduleId);
}

/** Remembers where the player is, so it reopens there on any device. */
export async function saveResumePosition(
  db: Db,
  userId: string,
  moduleId: string,
  lessonIndex: number,
) {
  const lessons = lessonsOrRefuse(moduleId);
  if (lessonIndex >= lessons.length) throw badRequest(learningMessages.unknownLesson);
  await db
    .insert(userProgress)
    .values({ userId, moduleId, status: 'in_progress', resumeLesson: lessonIndex })
    .onConflictDoUpdate({
      target: [userProgress.userId, userProgress.moduleId],
      set: {
        resumeLesson: lessonIndex,
        status: sql`case when ${userProgress.status} = 'not_started' then 'in_progress' else ${userProgress.status} end`,
        updatedAt: new Date(),
      },
    });
  return getModuleProgress(db, userId, moduleId);
}

export async function listLessonCompletions(db: Db, userId: string) {
  return db
    .select({ moduleId: lessonCompletions.moduleId, lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .where(eq(lessonCompletions.userId, userId))
    .orderBy(lessonCompletions.moduleId, lessonCompletions.completedAt);
}

/** Records a download once per user and resource. */
export async function recordDownload(db: Db, userId: string, slug: string) {
  await db.insert(resourceDownloads).values({ userId, resourceSlug: slug }).onConflictDoNothing();
}

// ---- Dashboard figures ----------------------------------------------------------------------

export async function dashboardStats(db: Db, userId: string): Promise<DashboardStats> {
  const [modules] = await db
    .select({ n: count() })
    .from(userProgress)
    .where(
      and(
        eq(userProgress.userId, userId),
        eq(userProgress.status, 'completed'),
        inArray(userProgress.moduleId, [...coreCurriculumIds]),
      ),
    );
  const [lessons] = await db
    .select({ n: count() })
    .from(lessonCompletions)
    .where(eq(lessonCompletions.userId, userId));
  const [downloads] = await db
    .select({ n: count() })
    .from(resourceDownloads)
    .where(eq(resourceDownloads.userId, userId));
  const [prospectCount] = await db
    .select({ n: count() })
    .from(prospects)
    .where(eq(prospects.userId, userId));
  const [kpiCount] = await db
    .select({ n: count() })
    .from(kpiEntries)
    .where(eq(kpiEntries.userId, userId));
  return {
    modulesCompleted: modules.n,
    lessonsCompleted: lessons.n,
    resourcesDownloaded: downloads.n,
    prospects: prospectCount.n,
    kpiEntries: kpiCount.n,
  };
}

// ---- Certificate ------------------------------------------------------------------------------

/** 128 random bits, base64url: 22 characters nobody can guess. */
export function newCertificateId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Issues the certificate when all four structured modules are complete. One statement: the
 * insert reads the completions and the unique user index keeps it to one, whoever asks at once.
 */
export async function issueCertificateIfEarned(db: Db, userId: string) {
  await db.execute(sql`
    insert into ${certificates} (id, user_id, learner_name)
    select ${newCertificateId()}, u.id,
      coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)
    from users u
    where u.id = ${userId}
      and (select count(*) from ${userProgress} p
           where p.user_id = u.id and p.status = 'completed'
             and p.module_id in (${sql.join(
               certificateModuleIds.map((id) => sql`${id}`),
               sql`, `,
             )})) = ${certificateModuleIds.length}
    on conflict do nothing`);
}

function toCertificate(row: { id: string; learnerName: string; issuedAt: Date }) {
  return {
    id: row.id,
    learnerName: row.learnerName,
    course: learningText.certificate.course,
    issuedAt: row.issuedAt.toISOString(),
  };
}

export async function myCertificate(db: Db, userId: string) {
  await issueCertificateIfEarned(db, userId);
  const [row] = await db.select().from(certificates).where(eq(certificates.userId, userId));
  return row ? toCertificate(row) : null;
}

export async function publicCertificate(db: Db, id: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  if (!row) throw notFound(learningMessages.noCertificate);
  return toCertificate(row);
}
