import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, SaveRemindersBody } from '../../../../../common/contracts/settings';
import { settingsApi } from '../../../../../common/contracts/settings-api';
import { callApi } from '../../../lib/api';
import { accountSettingsKey } from './account-settings';
import { putAnswer } from '../../../lib/put-answer';

export const saveReminders = (body: SaveRemindersBody) =>
  callApi<AccountSettings>(settingsApi.saveReminders, { body });

export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminders,
    onSuccess: (saved) => putAnswer(queryClient, accountSettingsKey, saved),
  });
}
