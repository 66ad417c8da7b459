import { endpoint } from './endpoint';

/** The accounts feature's calls (sessions, registration, recovery). */
export const accountsApi = {
  currentUser: endpoint('GET', '/api/auth/current-user'),
  user: endpoint('GET', '/api/auth/user'),
  register: endpoint('POST', '/api/auth/register'),
  login: endpoint('POST', '/api/auth/login'),
  logout: endpoint('POST', '/api/auth/logout'),
  loginLink: endpoint('GET', '/api/login'),
  logoutLink: endpoint('GET', '/api/logout'),
  verifyEmail: endpoint('GET', '/api/auth/verify-email'),
  forgotPassword: endpoint('POST', '/api/auth/forgot-password'),
  resetPassword: endpoint('POST', '/api/auth/reset-password'),
  access: endpoint('GET', '/api/access'),
} as const;
