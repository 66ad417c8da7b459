import { endpoint } from './endpoint';

/** The account settings page's calls (/settings): the signed-in account's own details. */
export const settingsApi = {
  settings: endpoint('GET', '/api/settings'),
  saveName: endpoint('PUT', '/api/settings/name'),
  saveTimeZone: endpoint('PUT', '/api/settings/time-zone'),
  saveReminders: endpoint('PUT', '/api/settings/reminders'),
  changePassword: endpoint('POST', '/api/settings/password'),
  /** A zip of everything the account holds (CSV and JSON files). */
  exportData: endpoint('GET', '/api/settings/export.zip'),
  /** Removes the account and its personal data, and signs it out everywhere. */
  deleteAccount: endpoint('POST', '/api/settings/delete-account'),
} as const;
