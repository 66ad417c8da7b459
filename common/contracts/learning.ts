import { z } from './zod';
import { canonicalModuleId, progressModuleIds } from '../curriculum';
import { isOneLine } from './accounts';
import { learningMessages } from '../learning-messages';

export const ProgressStatus = z.enum(['not_started', 'in_progress', 'completed']);

export const ProgressRecord = z.object({
  moduleId: z.string(),
  progressPercentage: z.number().int().min(0).max(100),
  status: ProgressStatus,
});
export type ProgressRecord = z.infer<typeof ProgressRecord>;

const ModuleId = z
  .string()
  .max(64)
  .transform(canonicalModuleId)
  .refine((id) => progressModuleIds.includes(id), 'Unknown module');

export const ModuleIdParams = z.strictObject({ moduleId: ModuleId });

export const LessonParams = z.strictObject({
  moduleId: ModuleId,
  lessonId: z.string().min(1).max(64),
});

export const UpdateProgressBody = z.strictObject({
  progressPercentage: z.number().int().min(0).max(100),
  status: ProgressStatus,
});
export type UpdateProgressBody = z.infer<typeof UpdateProgressBody>;

/** Where the lesson player reopens: a 0-based lesson index of the module. */
export const ResumeBody = z.strictObject({
  lessonIndex: z.number().int().min(0).max(99),
});
export type ResumeBody = z.infer<typeof ResumeBody>;

/** One module (or toolbox track) with its completed lessons and resume position. */
export const ModuleProgress = ProgressRecord.extend({
  completedLessons: z.array(z.string()),
  resumeLesson: z.number().int().min(0),
});
export type ModuleProgress = z.infer<typeof ModuleProgress>;

/** The lesson a learner opened last (a structured module's or a toolbox track's), or null. */
export const LastLesson = z.object({
  lastLesson: z
    .object({ moduleId: z.string(), lessonId: z.string(), openedAt: z.string() })
    .nullable(),
});
export type LastLesson = z.infer<typeof LastLesson>;

export const LessonCompletion = z.object({ moduleId: z.string(), lessonId: z.string() });
export type LessonCompletion = z.infer<typeof LessonCompletion>;

export const DashboardStats = z.object({
  /** Core curriculum items completed (of 12). */
  modulesCompleted: z.number().int(),
  lessonsCompleted: z.number().int(),
  resourcesDownloaded: z.number().int(),
  /** Null until the feature that owns them is installed. */
  prospects: z.number().int(),
  kpiEntries: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

export const ResourceParams = z.strictObject({ id: z.string().min(1).max(200) });
export const SlugParams = z.strictObject({ slug: z.string().min(1).max(200) });

export { learningMessages } from '../learning-messages';

export const Certificate = z.object({
  id: z.string(),
  learnerName: z.string(),
  course: z.string(),
  issuedAt: z.string(),
});
export type Certificate = z.infer<typeof Certificate>;

/**
 * The learner's certificate, or null. `nameNeeded`: the four modules are done but no name to
 * print is known yet (the account has no first or last name), so the screen asks for one.
 */
export const MyCertificate = z.object({
  certificate: Certificate.nullable(),
  nameNeeded: z.boolean(),
});
export type MyCertificate = z.infer<typeof MyCertificate>;

/** The name printed on the certificate and shown on its public page, chosen by the learner. */
export const CertificateName = z
  .string(learningMessages.certificateNameMissing)
  .trim()
  .min(1, learningMessages.certificateNameMissing)
  .max(100, learningMessages.certificateNameTooLong)
  .refine(isOneLine, learningMessages.certificateNameOneLine);

export const CertificateNameBody = z.strictObject({ learnerName: CertificateName });
export type CertificateNameBody = z.infer<typeof CertificateNameBody>;

export const CertificateParams = z.strictObject({ id: z.string().min(1).max(100) });
