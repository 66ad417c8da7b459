import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, SaveTimeZoneBody } from '../../../../../common/contracts/settings';
import { settingsApi } from '../../../../../common/contracts/settings-api';
import { callApi } from '../../../lib/api';
import { accountSettingsKey } from './account-settings';
import { putAnswer } from '../../../lib/put-answer';

export const saveTimeZone = (body: SaveTimeZoneBody) =>
  callApi<AccountSettings>(settingsApi.saveTimeZone, { body });

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTimeZone,
    onSuccess: (saved) => putAnswer(queryClient, accountSettingsKey, saved),
  });
}
