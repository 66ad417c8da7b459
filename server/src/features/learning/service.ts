import { randomBytes } from 'node:crypto';
import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import {
  learningMessages,
  type DashboardStats,
  type LastLesson,
  type ModuleProgress,
  type MyCertificate,
  type UpdateProgressBody,
} from '../../../../common/contracts/learning';
import { canonicalModuleId, coreCurriculumIds } from '../../../../common/curriculum';
import type { Db } from '../../db/client';
import {
  certificates,
  kpiEntries,
  lastOpenedLessons,
  lessonCompletions,
  prospects,
  resourceDownloads,
  scriptDownloads,
  userProgress,
  users,
} from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { forgetCachedUser } from '../../core/sessions';
import { splitFullName } from '../../../../common/contracts/settings';
import { accessText } from '../../../../content/access-text';
import { learningText } from '../../../../content/learning-text';
import { certificateModuleIds, lessonIdsOf, needsOfModule } from './lessons';

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
 * Who may open the module is the route's check; with `canOpen` given, the last lesson of the
 * certificate's modules also issues the certificate when earned.
 */
export async function completeLesson(
  db: Db,
  userId: string,
  moduleId: string,
  lessonId: string,
  canOpen?: CanOpen,
) {
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
  if (canOpen && certificateModuleIds.includes(moduleId)) {
    await issueCertificateIfEarned(db, userId, canOpen);
  }
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

/**
 * Remembers the lesson a learner opened last, whatever the module: the home dashboard's
 * "Continue where you left off" reads it, on any device. Who may open the module is the route's
 * check.
 */
export async function recordLessonOpened(
  db: Db,
  userId: string,
  moduleId: string,
  lessonId: string,
): Promise<LastLesson> {
  if (!lessonsOrRefuse(moduleId).includes(lessonId)) {
    throw notFound(learningMessages.unknownLesson);
  }
  const openedAt = new Date();
  await db
    .insert(lastOpenedLessons)
    .values({ userId, moduleId, lessonId, openedAt })
    .onConflictDoUpdate({
      target: lastOpenedLessons.userId,
      set: { moduleId, lessonId, openedAt },
    });
  return { lastLesson: { moduleId, lessonId, openedAt: openedAt.toISOString() } };
}

/** The lesson opened last, or null (also when that lesson is no longer in the content). */
export async function lastLessonOpened(db: Db, userId: string): Promise<LastLesson> {
  const [row] = await db
    .select()
    .from(lastOpenedLessons)
    .where(eq(lastOpenedLessons.userId, userId));
  if (!row || !lessonIdsOf(row.moduleId)?.includes(row.lessonId)) return { lastLesson: null };
  return {
    lastLesson: {
      moduleId: row.moduleId,
      lessonId: row.lessonId,
      openedAt: row.openedAt.toISOString(),
    },
  };
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
  // A sales script saved as a file is a resource too: each script counts once, however often
  // it is downloaded or whichever prospect fills it.
  const [scripts] = await db
    .select({ n: countDistinct(scriptDownloads.scriptId) })
    .from(scriptDownloads)
    .where(eq(scriptDownloads.userId, userId));
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
    resourcesDownloaded: downloads.n + scripts.n,
    prospects: prospectCount.n,
    kpiEntries: kpiCount.n,
  };
}

// ---- Certificate ------------------------------------------------------------------------------

/** Whether this learner may open a module now (common/access.ts and OPEN_ACCESS, via the route). */
export type CanOpen = (moduleId: string) => boolean;

/** 128 random bits, base64url: 22 characters nobody can guess. */
export function newCertificateId(): string {
  return randomBytes(16).toString('base64url');
}

type Holder = { username: string; email: string; firstName: string; lastName: string };

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A certificate prints and publishes its name, so the name is never what its holder signs in
 * with: a username or an email address on a public page would hand half a login to anyone.
 */
function isPrintable(name: string, holder: Holder): boolean {
  return name.trim() !== '' && !sameText(name, holder.username) && !sameText(name, holder.email);
}

/** First and last name, when the account has one that may be printed; otherwise null. */
function defaultName(holder: Holder): string | null {
  const name = `${holder.firstName} ${holder.lastName}`.trim();
  return isPrintable(name, holder) ? name : null;
}

async function holderOf(db: Db, userId: string): Promise<Holder> {
  const [holder] = await db
    .select({
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!holder) throw notFound(learningMessages.noCertificate);
  return holder;
}

async function hasCompletedCertificateModules(db: Db, userId: string): Promise<boolean> {
  const [{ done }] = await db
    .select({ done: count() })
    .from(userProgress)
    .where(
      and(
        eq(userProgress.userId, userId),
        eq(userProgress.status, 'completed'),
        inArray(userProgress.moduleId, [...certificateModuleIds]),
      ),
    );
  return done === certificateModuleIds.length;
}

/** The modules the certificate covers that this learner may not open now (none while unlocked). */
const lockedCertificateModules = (canOpen: CanOpen) =>
  certificateModuleIds.filter((id) => !canOpen(id));

/**
 * Issues the certificate, under the learner's first and last name, when the four structured
 * modules are complete and the learner may open them now: completions recorded without access
 * (before lessons were guarded) never earn it on their own. Without a printable name nothing is
 * issued; the learner is asked for one (setCertificateName). The unique user index keeps it to
 * one, whoever asks at once.
 */
export async function issueCertificateIfEarned(db: Db, userId: string, canOpen: CanOpen) {
  if (lockedCertificateModules(canOpen).length > 0) return;
  const name = defaultName(await holderOf(db, userId));
  if (name === null || !(await hasCompletedCertificateModules(db, userId))) return;
  await db
    .insert(certificates)
    .values({ id: newCertificateId(), userId, learnerName: name })
    .onConflictDoNothing();
}

function toCertificate(row: { id: string; learnerName: string; issuedAt: Date }) {
  return {
    id: row.id,
    learnerName: row.learnerName,
    course: learningText.certificate.course,
    issuedAt: row.issuedAt.toISOString(),
  };
}

/**
 * The certificate with its holder. One stored under a name that is not printable (issued before
 * names were chosen, when a username stood in for a missing name) counts as not yet issued: it is
 * published again once its learner gives a name.
 */
async function printableCertificateOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: certificates.id,
      learnerName: certificates.learnerName,
      issuedAt: certificates.issuedAt,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(certificates.userId, userId));
  return row && isPrintable(row.learnerName, row) ? toCertificate(row) : null;
}

/** The learner's issued certificate, or null (issuing is left to certificateState). */
export async function myCertificate(db: Db, userId: string) {
  return printableCertificateOf(db, userId);
}

/** The certificate screen's state: issues the certificate when earned, or asks for a name. */
export async function certificateState(
  db: Db,
  userId: string,
  canOpen: CanOpen,
): Promise<MyCertificate> {
  await issueCertificateIfEarned(db, userId, canOpen);
  const certificate = await printableCertificateOf(db, userId);
  if (certificate) return { certificate, nameNeeded: false };
  const nameNeeded =
    lockedCertificateModules(canOpen).length === 0 &&
    (await hasCompletedCertificateModules(db, userId));
  return { certificate: null, nameNeeded };
}

/**
 * Sets the name printed on the certificate. An issued certificate may be renamed at any time
 * (same id and date; its page and PDF show the new name). Otherwise this issues it, under the
 * same conditions as issueCertificateIfEarned. The name is the account's name too (first and
 * last, split at the last word), so the settings page and the certificate never disagree
 * (docs/decisions/0057-account-settings.md).
 */
export async function setCertificateName(
  db: Db,
  userId: string,
  typedName: string,
  canOpen: CanOpen,
): Promise<MyCertificate> {
  const holder = await holderOf(db, userId);
  if (!isPrintable(typedName, holder)) throw badRequest(learningMessages.certificateNameIsLogin);
  const accountName = splitFullName(typedName);
  const learnerName = `${accountName.firstName} ${accountName.lastName}`.trim();
  const saveAccountName = async () => {
    await db.update(users).set(accountName).where(eq(users.id, userId));
    forgetCachedUser(db, userId);
  };
  if (await printableCertificateOf(db, userId)) {
    await db.transaction(async (tx) => {
      await tx.update(certificates).set({ learnerName }).where(eq(certificates.userId, userId));
      await tx.update(users).set(accountName).where(eq(users.id, userId));
    });
    forgetCachedUser(db, userId);
  } else {
    const [locked] = lockedCertificateModules(canOpen);
    if (locked !== undefined)
      throw forbidden(accessText[needsOfModule(locked) ?? 'toolbox'].refusal);
    if (!(await hasCompletedCertificateModules(db, userId))) {
      throw conflict(learningMessages.certificateNotEarned);
    }
    await db
      .insert(certificates)
      .values({ id: newCertificateId(), userId, learnerName })
      .onConflictDoUpdate({ target: certificates.userId, set: { learnerName } });
    await saveAccountName();
  }
  return certificateState(db, userId, canOpen);
}

export async function publicCertificate(db: Db, id: string) {
  const [row] = await db
    .select({ userId: certificates.userId })
    .from(certificates)
    .where(eq(certificates.id, id));
  const certificate = row ? await printableCertificateOf(db, row.userId) : null;
  if (!certificate) throw notFound(learningMessages.noCertificate);
  return certificate;
}
