import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../../../../common/contracts/accounts-api';
import type { ForgotPasswordBody, MessageReply } from '../../../../../common/contracts/accounts';
import { callApi } from '../../../lib/api';

export const forgotPassword = (body: ForgotPasswordBody) =>
  callApi<MessageReply>(accountsApi.forgotPassword, { body });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
