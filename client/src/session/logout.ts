import { useMutation } from '@tanstack/react-query';
import { accountsApi } from '../../../common/contracts/accounts-api';
import { callApi } from '../lib/api';

export const logout = () => callApi<{ success: boolean }>(accountsApi.logout);

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
