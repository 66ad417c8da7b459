import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../../../../common/contracts/accounts-api';
import type { MessageReply, ResetPasswordBody } from '../../../../../common/contracts/accounts';
import { callApi } from '../../../lib/api';

export const resetPassword = (body: ResetPasswordBody) =>
  callApi<MessageReply>(accountsApi.resetPassword, { body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
