import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, MessageReply } from '../../../../../common/contracts/accounts';
import { apiRequest } from '../../../lib/api';

export const forgotPassword = (body: ForgotPasswordBody) =>
  apiRequest<MessageReply>('POST', '/api/auth/forgot-password', body);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
