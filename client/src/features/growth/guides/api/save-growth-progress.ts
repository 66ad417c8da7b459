import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningApi } from '../../../../../../common/contracts/learning-api';
import type {
  ProgressRecord,
  UpdateProgressBody,
} from '../../../../../../common/contracts/learning';
import type { GrowthModuleId } from '../../../../../../content/growth/types';
import { callApi } from '../../../../lib/api';
import { userProgressKey } from '../../../../session/user-progress';

/**
 * Saves a growth module's state through the learning progress API. The server never moves a
 * module backwards (a completed one stays completed, a percentage never drops), so a write
 * from an older tab cannot undo progress.
 */
export function useSaveGrowthProgress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      moduleId,
      ...body
    }: UpdateProgressBody & { moduleId: GrowthModuleId }): Promise<ProgressRecord> =>
      callApi(learningApi.saveModuleProgress, { params: { moduleId }, body }),
    onSuccess: (saved) => {
      client.setQueryData<ProgressRecord[]>(userProgressKey, (records) =>
        records
          ? [...records.filter((record) => record.moduleId !== saved.moduleId), saved]
          : records,
      );
      void client.invalidateQueries({ queryKey: userProgressKey, exact: true });
    },
  });
}
