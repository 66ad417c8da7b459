import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '../../../../../common/contracts/accounts-api';
import type { CurrentUser, LoginBody } from '../../../../../common/contracts/accounts';
import { callApi } from '../../../lib/api';
import { currentUserKey } from '../../../session/current-user';

export const login = (body: LoginBody) => callApi<CurrentUser>(accountsApi.login, { body });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { isSignIn: true },
    // Every cached answer belonged to whoever was signed in before.
    onSuccess: () =>
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] }),
  });
}
