import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../../common/contracts/accounts';
import type { ChangePasswordBody } from '../../../../../common/contracts/settings';
import { settingsApi } from '../../../../../common/contracts/settings-api';
import { callApi } from '../../../lib/api';

export const changePassword = (body: ChangePasswordBody) =>
  callApi<MessageReply>(settingsApi.changePassword, { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
