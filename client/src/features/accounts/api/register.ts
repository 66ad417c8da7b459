import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../../../../common/contracts/accounts-api';
import type { CurrentUser, RegisterBody } from '../../../../../common/contracts/accounts';
import { callApi } from '../../../lib/api';

export const register = (body: RegisterBody) =>
  callApi<CurrentUser>(accountsApi.register, { body });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
