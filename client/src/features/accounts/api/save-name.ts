import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningApi } from '../../../../../common/contracts/learning-api';
import type { AccountSettings, SaveNameBody } from '../../../../../common/contracts/settings';
import { settingsApi } from '../../../../../common/contracts/settings-api';
import { callApi } from '../../../lib/api';
import { currentUserKey } from '../../../session/current-user';
import { accountSettingsKey } from './account-settings';
import { putAnswer } from '../../../lib/put-answer';

export const saveName = (body: SaveNameBody) =>
  callApi<AccountSettings>(settingsApi.saveName, { body });

/** The top bar's name and the certificate print the new name too. */
export function useSaveName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveName,
    onSuccess: async (saved) => {
      await putAnswer(queryClient, accountSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      void queryClient.invalidateQueries({ queryKey: [learningApi.myCertificate.path] });
    },
  });
}
