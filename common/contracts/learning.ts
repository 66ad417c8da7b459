import { z } from './zod';
import { canonicalModuleId, progressModuleIds } from '../curriculum';

export const ProgressStatus = z.enum(['not_started', 'in_progress', 'completed']);

export const ProgressRecord = z.object({
  moduleId: z.string(),
  progressPercentage: z.number().int().min(0).max(100),
  status: ProgressStatus,
});
export type ProgressRecord = z.infer<typeof ProgressRecord>;

export const ModuleIdParams = z.strictObject({
  moduleId: z
    .string()
    .max(64)
    .transform(canonicalModuleId)
    .refine((id) => progressModuleIds.includes(id), 'Unknown module'),
});

export const UpdateProgressBody = z.strictObject({
  progressPercentage: z.number().int().min(0).max(100),
  status: ProgressStatus,
});
export type UpdateProgressBody = z.infer<typeof UpdateProgressBody>;
