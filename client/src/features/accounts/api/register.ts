import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, RegisterBody } from '../../../../../common/contracts/accounts';
import { apiRequest } from '../../../lib/api';

export const register = (body: RegisterBody) =>
  apiRequest<CurrentUser>('POST', '/api/auth/register', body);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
