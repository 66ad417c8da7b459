import { useQuery } from '@tanstack/react-query';
import type { AccountSettings } from '../../../../../common/contracts/settings';
import { settingsApi } from '../../../../../common/contracts/settings-api';
import { callApi } from '../../../lib/api';

export const accountSettingsKey = [settingsApi.settings.path] as const;

export const getAccountSettings = () => callApi<AccountSettings>(settingsApi.settings);

export function useAccountSettings() {
  return useQuery({ queryKey: accountSettingsKey, queryFn: getAccountSettings });
}
