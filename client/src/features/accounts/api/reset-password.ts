import { useMutation } from '@tanstack/react-query';
import type { MessageReply, ResetPasswordBody } from '../../../../../common/contracts/accounts';
import { apiRequest } from '../../../lib/api';

export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<MessageReply>('POST', '/api/auth/reset-password', body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
