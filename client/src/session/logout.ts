import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/api';

export const logout = () => apiRequest<{ success: boolean }>('POST', '/api/auth/logout');

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
