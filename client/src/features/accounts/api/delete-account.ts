import { useMutation } from '@tanstack/react-query';
import type { MessageReply } from '../../../../../common/contracts/accounts';
import type { DeleteAccountBody } from '../../../../../common/contracts/settings';
import { settingsApi } from '../../../../../common/contracts/settings-api';
import { callApi } from '../../../lib/api';

export const deleteAccount = (body: DeleteAccountBody) =>
  callApi<MessageReply>(settingsApi.deleteAccount, { body });

/** The caller leaves the signed-in app for the home page: every cached answer was this account's. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
